import { type Order, ordersCopy } from '@cps/domain';

/**
 * Where the courier has the parcel, with its consignment and tracking code, and a returned
 * parcel's decision once taken: in Manage All Orders and My Orders. Nothing for an order that
 * was never booked or given a tracking code.
 */
export function CourierMark({
  order,
}: {
  order: Pick<Order, 'courier' | 'consignmentId' | 'trackingCode'>;
}) {
  const { courier, consignmentId, trackingCode } = order;
  if (!courier && !trackingCode) return null;
  const c = ordersCopy.courier;
  const decided =
    courier?.returnDecidedAt !== undefined ? (courier.restocked ? c.restocked : c.writtenOff) : '';
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
      {courier && (
        <span className="inline-block rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-700">
          {c.state[courier.state]}
          {decided ? `: ${decided}` : ''}
        </span>
      )}
      {consignmentId && (
        <span>
          {c.consignment} <span className="font-mono">{consignmentId}</span>
        </span>
      )}
      {trackingCode && (
        <span>
          {c.trackingCode} <span className="font-mono">{trackingCode}</span>
        </span>
      )}
    </span>
  );
}

import {
  codDueCents,
  collections,
  courierCheckAfterMs,
  courierCodAmount,
  decideCodStep,
  isCodOrder,
  isRefunded,
  normaliseBdPhone,
  canShip,
  type OrderCourier,
  type OrderDoc,
  ordersCopy,
} from '@cps/domain';
import { CourierError, type Consignment, type Courier } from '../../couriers/courier';
import * as logs from '../../infra/logs';
import type { Deps } from '../shared/deps';
import { conflict, notFound, ServiceError } from '../shared/errors';
import { runTransaction } from '../shared/transaction';
import { writeDeliveryStep } from './courier-writes';

// Shipping an order (the spec's PUT /orderShip/{id}), with the courier or by hand (docs/orders.md,
// "Courier delivery"). With a courier, the booking is three steps: a transaction records the
// attempt (`courier.state` 'booking'), the courier is called, and a second transaction writes the
// consignment and ships the order. A retry of a booking that failed or lost its answer asks the
// courier by invoice (the order id) first, so a parcel is never booked twice; the courier itself
// refuses a second booking of one invoice.

/** A booking younger than this without a recorded error may still be waiting for its answer. */
export const bookingInFlightMs = 30_000;

/**
 * The fields that ship `order` now, or 'done' for a cash-on-delivery order shipped already (a
 * retry). Refused with a 409 from any state that cannot be shipped.
 */
export function shipFields(
  order: OrderDoc,
  id: string,
  at: number,
  by: string,
): Partial<OrderDoc> | 'done' {
  if (isCodOrder(order)) {
    const decision = decideCodStep(order, id, 'ship', at, by);
    if (decision.kind === 'refused') throw conflict(decision.message);
    return decision.kind === 'done' ? 'done' : decision.fields;
  }
  if (isRefunded(order)) throw conflict(ordersCopy.refunds.shipRefusal);
  if (order.shipped) throw conflict('This order has already been shipped.');
  if (!canShip(order)) throw conflict('Only a paid order can be shipped.');
  return { shipped: true, shippedAt: at };
}

type ShipDeps = Pick<Deps, 'db' | 'now'>;

/**
 * PUT /orderShip/{id} (admins only; the route checks): ships the order, booking its parcel with
 * the courier when one is configured (not for an order picked up at the shop), else by hand
 * with an optional tracking code. Answers
 * whether it changed the order (false: a cash-on-delivery order shipped already).
 */
export async function shipOrder(
  deps: ShipDeps & Pick<Deps, 'courier'>,
  id: string,
  by = 'admin',
  trackingCode?: string,
): Promise<boolean> {
  const { db, now } = deps;
  const ref = db.collection(collections.orders).doc(id);
  const courier = deps.courier();
  // An order picked up at the shop never goes to the courier.
  const pickup = courier && (await ref.get()).get('delivery.method') === 'pickup';
  if (courier && !pickup) return bookAndShip({ ...deps, courier }, id, by);
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('Order not found.');
    const order = snap.data() as OrderDoc;
    const at = now();
    const fields = shipFields(order, id, at, by);
    if (fields === 'done') return false;
    await writeDeliveryStep(
      tx,
      ref,
      order,
      { ...fields, ...(trackingCode ? { trackingCode } : {}) },
      { type: 'shipped', at, by: 'admin', who: by },
    );
    return true;
  });
}

/** The note the rider reads: what the parcel is and whether cash is due. */
function noteOf(codAmount: number): string {
  const due =
    codAmount > 0 ? `Collect Tk ${codAmount.toFixed(2)}.` : 'Paid online: collect nothing.';
  return `Computer parts, handle with care. ${due}`;
}

/** The courier's booking of `id`, in its three steps. */
async function bookAndShip(
  deps: ShipDeps & { courier: Courier },
  id: string,
  by: string,
): Promise<boolean> {
  const { db, now, courier } = deps;
  const ref = db.collection(collections.orders).doc(id);
  // 1. The attempt, recorded before the call.
  const started = await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('Order not found.');
    const order = snap.data() as OrderDoc;
    const at = now();
    if (shipFields(order, id, at, by) === 'done') return undefined;
    const previous = order.courier?.provider === 'steadfast' ? order.courier : undefined;
    if (
      previous?.state === 'booking' &&
      previous.bookingError === undefined &&
      at - (previous.bookingAt ?? 0) < bookingInFlightMs
    ) {
      throw conflict(ordersCopy.courier.bookingUnderWay);
    }
    const codAmount = isCodOrder(order) ? courierCodAmount(codDueCents(order)) : 0;
    const attempt: OrderCourier = {
      provider: 'steadfast',
      state: 'booking',
      attempts: (previous?.attempts ?? 0) + 1,
      bookingAt: at,
      codAmount,
      note: noteOf(codAmount),
    };
    tx.update(ref, { courier: attempt });
    return { order, attempt, retry: previous !== undefined };
  });
  if (!started) return false;
  const { order, attempt, retry } = started;

  // 2. The courier: asked first whether an earlier attempt booked it, then asked to book.
  let consignment: Consignment | undefined;
  let foundStatus: Consignment['status'] | undefined;
  try {
    if (retry) foundStatus = await courier.statusByInvoice(id);
    if (foundStatus === undefined) {
      consignment = await courier.createOrder({
        invoice: id,
        recipientName: order.customerName,
        // Orders placed through the spec's POST /orders keep the phone as typed.
        recipientPhone: normaliseBdPhone(order.customerPhone) ?? order.customerPhone,
        recipientAddress: order.customerAddress,
        codAmount: attempt.codAmount ?? 0,
        note: attempt.note ?? '',
      });
    }
  } catch (error) {
    const refused = error instanceof CourierError;
    const reason = refused ? error.reason : error instanceof Error ? error.message : String(error);
    logs.courierBookingFailed(id, attempt.attempts ?? 1, error);
    await ref.update({ 'courier.bookingError': reason.slice(0, 300) });
    throw refused
      ? conflict(ordersCopy.courier.bookingFailed(reason))
      : new ServiceError('unavailable', ordersCopy.courier.bookingUnanswered);
  }

  // 3. The consignment, and the order shipped.
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('Order not found.');
    const current = snap.data() as OrderDoc;
    if (current.courier?.state !== 'booking') return false;
    const at = now();
    const fields = shipFields(current, id, at, by);
    if (fields === 'done') return false;
    const booked: OrderCourier = {
      provider: 'steadfast',
      state: 'booked',
      status: consignment?.status ?? foundStatus,
      attempts: current.courier.attempts,
      bookingAt: current.courier.bookingAt,
      bookedAt: at,
      codAmount: attempt.codAmount,
      note: attempt.note,
      checkAt: at + courierCheckAfterMs,
    };
    await writeDeliveryStep(
      tx,
      ref,
      current,
      {
        ...fields,
        courier: booked,
        // A booking whose answer was lost learns its consignment from the courier's first report.
        ...(consignment
          ? { consignmentId: consignment.consignmentId, trackingCode: consignment.trackingCode }
          : {}),
      },
      { type: 'shipped', at, by: 'admin', who: by },
    );
    return true;
  });
}

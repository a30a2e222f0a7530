import { customerOrderView, messages, ordersCopy, payCopy, type Order } from '@cps/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const t = payCopy.cod;

/**
 * The payment page of a cash-on-delivery order, where checkout lands: nothing to pay online; where
 * the order stands, live, and the cash to hand the courier until it is collected.
 */
export function CodPay({ order }: { order: Order }) {
  const view = customerOrderView(order);
  if (view.kind !== 'cod') return null;
  return (
    <>
      <h2 className="mb-4 text-lg font-bold text-ink">{t.title}</h2>
      {view.status === 'cod-placed' && (
        <p className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3 text-sm font-semibold text-green-900">
          {t.placed}
        </p>
      )}
      <div aria-live="polite" className="space-y-3 text-sm">
        <dl>
          <dt className="text-slate-500">{t.stands}</dt>
          <dd className="font-semibold text-ink">{view.label}</dd>
        </dl>
        {view.dueCents > 0 && (
          <div>
            <p className="text-base font-bold text-ink">{ordersCopy.cod.due(view.dueCents)}</p>
            <p className="mt-1 text-slate-600">{t.courierNote}</p>
          </div>
        )}
        {view.transectionId && (
          <p className="text-green-700">
            {messages.orders.paidTransaction}{' '}
            <span className="break-all font-mono font-semibold">{view.transectionId}</span>
          </p>
        )}
      </div>
      <Link to={paths.myOrder} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t.backToOrders}
      </Link>
    </>
  );
}

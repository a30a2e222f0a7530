import { formatPrice, messages } from '@cps/domain';
import { Link, useParams, useSearchParams } from 'react-router';
import { OrderLines } from '@/components/order-lines';
import { PageSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { useOrder } from '@/hooks/use-order';
import { holdView } from '@/lib/order-hold';
import { CardPay } from './card-pay';
import { CodPay } from './cod-pay';
import { readSslcommerzOutcome, SslcommerzPay } from './sslcommerz-pay';

/**
 * Spec §2 Payment page: the order's name, image, Order Quanity and total (and a build's parts),
 * and the way to pay the order carries: the card form, SSLCommerz, or cash on delivery.
 */
export function PaymentPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  // Rules let only its owner and admins read it: a refused read shows as an order not found.
  const state = useOrder(id);
  const order = state.status === 'ready' ? state.data : undefined;
  // The time left to pay ticks while the hold is open; past it, no way to pay.
  const now = useNow((at) => order !== undefined && holdView(order, at).kind === 'open');

  if (state.status === 'loading') return <PageSpinner label="Loading your order" />;
  if (!order) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">Order not found</h1>
        <p className="mt-3 text-slate-600">This order does not exist or is not yours.</p>
        <Link
          to={paths.myOrder}
          className="mt-6 inline-block font-semibold text-brand-700 underline"
        >
          Back to My Orders
        </Link>
      </section>
    );
  }
  const hold = holdView(order, now);
  // Marked expired by the server: final. Expired by the clock only: the form itself gives way,
  // unless a payment it started is under way (one that gets there first wins).
  const expiredForGood =
    !order.paid && (order.status === 'expired' || order.expiredAt !== undefined);

  let pay;
  switch (order.paymentMethod ?? 'card') {
    case 'sslcommerz':
      pay = (
        <SslcommerzPay
          order={order}
          hold={hold}
          expiredForGood={expiredForGood}
          outcome={readSslcommerzOutcome(params.get('sslcommerz'))}
        />
      );
      break;
    case 'cod':
      pay = <CodPay order={order} />;
      break;
    default:
      pay = <CardPay order={order} hold={hold} expiredForGood={expiredForGood} />;
  }

  return (
    <section className="mx-auto grid max-w-4xl gap-8 px-4 py-10 md:grid-cols-2">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <img
          src={order.img}
          alt={order.name}
          width={400}
          height={300}
          className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
        />
        <h1 className="mt-4 text-xl font-bold text-ink">{order.name}</h1>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-500">{messages.payment.quantityLabel}</dt>
          <dd className="font-semibold text-ink">{order.quanity}</dd>
          <dt className="text-slate-500">Total price</dt>
          <dd className="font-semibold text-ink">{formatPrice(order.unitPrice)}</dd>
        </dl>
        <OrderLines order={order} className="mt-4" />
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">{pay}</div>
    </section>
  );
}

import { formatPrice, messages } from '@cps/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ExpiredNotice, TimeLeft } from '@/components/order-hold-status';
import { OrderLines } from '@/components/order-lines';
import { PageSpinner, Spinner } from '@/components/spinner';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { useOrder } from '@/hooks/use-order';
import { useRole } from '@/lib/auth/role';
import { holdView } from '@/lib/order-hold';
import { EmulatedCardForm } from './emulated-card-form';
import { useClientSecret } from './use-client-secret';

// Stripe.js and Elements load only here, and only when a publishable key is configured.
const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })),
);

function loadStripeOnce(key: string) {
  return import('@stripe/stripe-js')
    .then(({ loadStripe }) => loadStripe(key))
    .catch((error: unknown) => {
      console.warn('Stripe.js could not be loaded', error);
      return null;
    });
}

/**
 * Spec §2 Payment page: the order's name, image, Order Quanity and total (and a build's parts),
 * and the card form.
 */
export function PaymentPage() {
  const { id = '' } = useParams();
  const { user } = useRole();
  // Rules let only its owner and admins read it: a refused read shows as an order not found.
  const state = useOrder(id);
  const order = state.status === 'ready' ? state.data : undefined;
  // The time left to pay ticks while the hold is open; past it, no card form.
  const now = useNow((at) => order !== undefined && holdView(order, at).kind === 'open');
  const hold = order ? holdView(order, now) : undefined;
  const { clientSecret, error } = useClientSecret(order, hold?.kind === 'expired');
  // Marked expired by the server: final. Expired by the clock only: the form itself gives way,
  // unless a payment it started is under way (one that gets there first wins).
  const expiredForGood =
    order !== undefined &&
    !order.paid &&
    (order.status === 'expired' || order.expiredAt !== undefined);
  const key = env.stripePublishableKey;
  const stripe = useMemo(() => (key ? loadStripeOnce(key) : undefined), [key]);
  // Whether the order was already paid when the page opened: paying here turns it paid live,
  // and the form must stay to show its green result.
  const [openedPaid, setOpenedPaid] = useState<boolean>();
  if (order && openedPaid === undefined) setOpenedPaid(order.paid);

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
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="mb-4 text-lg font-bold text-ink">Pay by card</h2>
        {(openedPaid ?? order.paid) ? (
          <p className="text-green-700">
            {messages.orders.paidTransaction}{' '}
            <span className="font-mono font-semibold">{order.transectionId}</span>
          </p>
        ) : expiredForGood ? (
          <ExpiredNotice />
        ) : (
          <>
            {hold?.kind === 'open' && <TimeLeft text={hold.timeLeft} className="mb-3" />}
            {error && (
              <p role="alert" className="mb-3 text-sm text-red-600">
                {error}
              </p>
            )}
            {stripe ? (
              <Suspense fallback={<Spinner label="Loading the card form" />}>
                <StripeCardForm
                  stripe={stripe}
                  orderId={order._id}
                  clientSecret={clientSecret}
                  billing={{
                    name: order.customerName,
                    email: order.customerEmail ?? user?.email ?? '',
                  }}
                  expired={hold?.kind === 'expired'}
                />
              </Suspense>
            ) : (
              <EmulatedCardForm
                orderId={order._id}
                clientSecret={clientSecret}
                expired={hold?.kind === 'expired'}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}

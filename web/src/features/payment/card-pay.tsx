import type { Order } from '@cps/domain';
import { messages } from '@cps/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ExpiredNotice, TimeLeft } from '@/components/order-hold-status';
import { Spinner } from '@/components/spinner';
import { env } from '@/config/env';
import { useRole } from '@/lib/auth/role';
import type { HoldView } from '@/lib/order-hold';
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

/** Spec §2 Payment page's card side: the paid line, or the card form while the hold is open. */
export function CardPay({
  order,
  hold,
  expiredForGood,
}: {
  order: Order;
  hold: HoldView;
  /** Marked expired by the server: final. */
  expiredForGood: boolean;
}) {
  const { user } = useRole();
  const { clientSecret, error } = useClientSecret(order, hold.kind === 'expired');
  const key = env.stripePublishableKey;
  const stripe = useMemo(() => (key ? loadStripeOnce(key) : undefined), [key]);
  // Whether the order was already paid when the page opened: paying here turns it paid live,
  // and the form must stay to show its green result.
  const [openedPaid, setOpenedPaid] = useState<boolean>();
  if (openedPaid === undefined) setOpenedPaid(order.paid);

  return (
    <>
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
          {hold.kind === 'open' && <TimeLeft text={hold.timeLeft} className="mb-3" />}
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
                expired={hold.kind === 'expired'}
              />
            </Suspense>
          ) : (
            <EmulatedCardForm
              orderId={order._id}
              clientSecret={clientSecret}
              expired={hold.kind === 'expired'}
            />
          )}
        </>
      )}
    </>
  );
}

import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import type { FormEvent } from 'react';
import { ExpiredNotice } from '@/components/order-hold-status';
import { usePayment } from './use-payment';
import { PayOutcome } from './pay-outcome';

interface Billing {
  name: string;
  email: string;
}

function CardForm({
  orderId,
  clientSecret,
  billing,
  expired,
}: {
  orderId: string;
  clientSecret: string | undefined;
  billing: Billing;
  expired: boolean;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const { state, pay } = usePayment(orderId);

  // The hold has ended: the notice instead of the form, unless a payment is under way.
  if (expired && state.kind !== 'processing' && state.kind !== 'complete') {
    return <ExpiredNotice />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    // Spec §5: nothing happens until the provider and the card field are ready.
    if (!stripe || !card || !clientSecret || state.kind === 'processing') return;
    void pay(async () => {
      const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (error) return { ok: false, value: error.message ?? 'The payment failed.' };
      return { ok: true, value: paymentIntent.id };
    });
  };

  return (
    <form onSubmit={submit} aria-label="Card payment">
      <div className="rounded-lg border border-slate-300 bg-white px-3 py-3">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      <PayOutcome state={state} ready={Boolean(stripe && clientSecret)} />
    </form>
  );
}

/** Stripe Elements' card element (spec §2 Payment page), with the order's name and email. */
export function StripeCardForm(props: {
  stripe: Promise<Stripe | null>;
  orderId: string;
  clientSecret: string | undefined;
  billing: Billing;
  expired?: boolean;
}) {
  return (
    <Elements stripe={props.stripe}>
      <CardForm
        orderId={props.orderId}
        clientSecret={props.clientSecret}
        billing={props.billing}
        expired={props.expired ?? false}
      />
    </Elements>
  );
}

import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form';
import { usePayment, type Confirmation } from './use-payment';
import { ExpiredNotice } from '@/components/order-hold-status';
import { PayOutcome } from './pay-outcome';

/** Asks the emulated gateway to confirm, as Stripe.js would; its messages are Stripe's. */
async function confirmWithEmulator(
  clientSecret: string,
  card: { number: string; expiry: string; cvc: string },
): Promise<Confirmation> {
  const response = await fetch('/api/emulator/payments/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientSecret, card }),
  });
  const body = (await response.json()) as {
    paymentIntent?: { id: string };
    error?: { message: string };
    message?: string;
  };
  if (response.ok && body.paymentIntent) return { ok: true, value: body.paymentIntent.id };
  return { ok: false, value: body.error?.message ?? body.message ?? 'The payment failed.' };
}

/**
 * The local default's card form, clearly in test mode (no card leaves this machine). It takes
 * Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, and so on.
 */
export function EmulatedCardForm({
  orderId,
  clientSecret,
  expired = false,
}: {
  orderId: string;
  clientSecret: string | undefined;
  /** The hold has ended: the notice instead of the form, unless a payment is under way. */
  expired?: boolean;
}) {
  const { state, pay } = usePayment(orderId);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });

  if (expired && state.kind !== 'processing' && state.kind !== 'complete') {
    return <ExpiredNotice />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!clientSecret || state.kind === 'processing') return;
    void pay(() => confirmWithEmulator(clientSecret, card));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Card payment">
      <p className="mb-4 rounded-lg bg-amber-100 px-3 py-2 text-sm font-medium text-amber-900">
        Test mode: no real card is charged. Use 4242 4242 4242 4242, any future date and any CVC.
      </p>
      <Field
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(e) => setCard({ ...card, number: e.target.value })}
      />
      <div className="grid grid-cols-2 gap-4">
        <Field
          label="Expiration date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={card.expiry}
          onChange={(e) => setCard({ ...card, expiry: e.target.value })}
        />
        <Field
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          value={card.cvc}
          onChange={(e) => setCard({ ...card, cvc: e.target.value })}
        />
      </div>
      <PayOutcome state={state} ready={Boolean(clientSecret)} />
    </form>
  );
}

import type { Order, PaymentIntentAnswer } from '@cps/domain';
import { useEffect, useState } from 'react';
import { api } from '@/infra/api';

/**
 * POST /create-payment-intent, once, when the card form appears (spec §7); never for an order
 * whose hold has ended (the server would refuse it, and the form does not show).
 */
export function useClientSecret(order: Order | undefined, expired = false) {
  const [clientSecret, setClientSecret] = useState<string>();
  const [error, setError] = useState<string>();
  const [orderId, setOrderId] = useState<string>();
  // Asked once per unpaid order: a payment made here must not ask again when the order turns paid.
  if (order && !order.paid && !expired && orderId !== order._id) setOrderId(order._id);

  useEffect(() => {
    if (!orderId) return;
    let current = true;
    api<PaymentIntentAnswer>('POST', '/create-payment-intent', { orderId })
      .then((answer) => current && setClientSecret(answer.clientSecret))
      .catch((e: unknown) => current && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      current = false;
    };
  }, [orderId]);

  return { clientSecret, error };
}

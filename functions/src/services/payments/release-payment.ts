import type { Order, PaymentMethod } from '@cps/domain';
import type { Deps } from '../shared/deps';
import { releaseOpenIntent, type Release } from './payments';
import { settleOpenSessions } from './sslcommerz/sweep';

type ReleaseDeps = Pick<Deps, 'db' | 'gateway' | 'now' | 'sslcommerz'>;

/**
 * What each way to pay does before an unpaid order ends (expiry, cancel), by the order's
 * `paymentMethod`: SSLCommerz is asked whether a session was paid (its IPN may be lost). Cash
 * on delivery has nothing open at a gateway.
 */
const settleStarted: Partial<
  Record<PaymentMethod, (deps: ReleaseDeps, id: string) => Promise<void>>
> = {
  sslcommerz: settleOpenSessions,
};

/**
 * Lets go of the payment an unpaid order started, through its way to pay: a payment that got
 * there first is applied to the order (the ending transaction then finds it paid, or held); a
 * card intent is cancelled at the gateway (releaseOpenIntent).
 */
export async function releaseOpenPayment(
  deps: ReleaseDeps,
  order: Pick<Order, '_id' | 'paymentIntentId' | 'paymentMethod'>,
): Promise<Release> {
  const settle = order.paymentMethod ? settleStarted[order.paymentMethod] : undefined;
  if (settle) await settle(deps, order._id);
  return releaseOpenIntent(deps, order);
}

import { cardAmountLimits, formatPrice, ordersCopy } from '@cps/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createOrder } from '../../functions/src/services/orders/orders';
import { addPart, makeCaller, newOrder, serviceHarness, stockOf } from './support';

// Stripe's limits on one card payment in US dollars ($0.50 to $999,999.99): the emulated gateway
// refuses an intent outside them exactly as Stripe does, and an order whose total is outside them
// is refused when it is placed, before any stock is held.

const deps = serviceHarness('payment-limits');
const refusal = ordersCopy.orders.totalOutOfRange(formatPrice(0.5), formatPrice(999_999.99));

function intentOf(amountCents: number) {
  return deps.gateway().createIntent({
    orderId: `order-${randomUUID().slice(0, 8)}`,
    uid: 'someone',
    amountCents,
    currency: 'usd',
    idempotencyKey: `limits-${randomUUID()}`,
    receiptEmail: 'someone@example.com',
  });
}

describe("the emulated gateway keeps Stripe's amount limits", () => {
  it('an intent of 49 cents fails as Stripe fails it: amount_too_small', async () => {
    await expect(intentOf(cardAmountLimits.minCents - 1)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_small',
      param: 'amount',
      message: 'Amount must be at least $0.50 usd',
    });
    await expect(intentOf(1)).rejects.toMatchObject({ code: 'amount_too_small' });
  });

  it('an intent above $999,999.99 fails as Stripe fails it: amount_too_large', async () => {
    await expect(intentOf(cardAmountLimits.maxCents + 1)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
      param: 'amount',
      message: 'Amount must be no more than $999,999.99',
    });
  });

  it('the limits themselves are made', async () => {
    expect((await intentOf(cardAmountLimits.minCents)).amount).toBe(50);
    expect((await intentOf(cardAmountLimits.maxCents)).amount).toBe(99_999_999);
  });
});

describe('an order whose total a card cannot pay', () => {
  it.each([
    ['a cent', 0.01, 1],
    ['$0.49', 0.49, 1],
    ['$1,000,000', 250_000, 4],
  ])('of %s is refused before any stock is held', async (_label, price, quanity) => {
    const partId = await addPart(deps, { price, minimumOrderQuanity: 1, availableQuanity: 1000 });
    const owner = makeCaller();
    const order = newOrder(partId, quanity);

    await expect(createOrder(deps, owner, order)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: refusal,
    });
    expect(await stockOf(deps, partId)).toBe(1000);
  });
});

import { cardDeclineLimit, ordersCopy } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import type { Intent } from '../../functions/src/payments/card/gateway';
import { createIntentForPrice } from '../../functions/src/services/payments/intent-for-price';
import {
  amountDueCents,
  createPaymentIntent,
  recordPaymentFailure,
} from '../../functions/src/services/payments/payments';
import { burst, expectOnlyContention, makeCaller, orderSteps, serviceHarness } from './support';

// Card testing, the use cases called directly: declines are counted per account in a transaction
// with the event's id, so a replayed event counts once and concurrent ones are all counted; the
// decline that reaches the limit cancels its intent, and the account gets no new intent until
// the oldest of its counted declines leaves the window.

const deps = serviceHarness('card-testing');
const { unpaidOrder, orderDoc } = orderSteps(deps);
const { declines: limit, windowMs } = cardDeclineLimit;

/** The order's intent, asked for as the Payment page does. */
async function openIntent() {
  const order = await unpaidOrder();
  const intent = await createPaymentIntent(deps, order.owner, order.id);
  return { ...order, intent };
}

/** What Stripe's payment_intent.payment_failed says of a declined confirmation. */
const declined = (intent: Intent): Intent => ({
  ...intent,
  status: 'requires_payment_method',
  lastError: 'Your card was declined.',
});

const statusAtGateway = async (id: string) => (await deps.gateway().retrieveIntent(id))?.status;

describe('declined confirmations, counted per account', () => {
  it('one decline event replayed 10 times, concurrently, counts once: the account still pays', async () => {
    const { id, owner, intent } = await openIntent();
    const result = await burst(10, () =>
      recordPaymentFailure(deps, declined(intent), 'evt_replayed_decline'),
    );
    expectOnlyContention(result);
    for (let i = 1; i < limit - 1; i++) {
      await recordPaymentFailure(deps, declined(intent), `evt_other_decline_${i}`);
    }

    expect(await statusAtGateway(intent.id)).toBe('requires_payment_method');
    expect((await createPaymentIntent(deps, owner, id)).id).toBe(intent.id);
  });

  it(`${limit} declines delivered at once are all counted: the intent is cancelled, the account locked`, async () => {
    const { id, owner, intent } = await openIntent();
    const result = await burst(limit, (i) =>
      recordPaymentFailure(deps, declined(intent), `evt_burst_decline_${i}`),
    );
    expect(result.failures).toEqual([]);
    expect(result.refusals).toEqual([]);

    expect(await statusAtGateway(intent.id)).toBe('canceled');
    await expect(createPaymentIntent(deps, owner, id)).rejects.toMatchObject({
      code: 'rate-limited',
      message: ordersCopy.payment.declinesLocked(limit, windowMs / 3_600_000),
      retryAfterSeconds: windowMs / 1000,
    });
    const price = amountDueCents(await orderDoc(id)) / 100;
    await expect(createIntentForPrice(deps, owner, price)).rejects.toMatchObject({
      code: 'rate-limited',
    });
    // Another account is not affected.
    const other = await openIntent();
    expect(other.intent.status).toBe('requires_payment_method');
  });

  it('a decline past the limit on another open intent of the account cancels that one too', async () => {
    const owner = makeCaller();
    const first = await unpaidOrder(owner);
    const second = await unpaidOrder(owner);
    const firstIntent = await createPaymentIntent(deps, owner, first.id);
    const secondIntent = await createPaymentIntent(deps, owner, second.id);
    for (let i = 0; i < limit; i++) {
      await recordPaymentFailure(deps, declined(firstIntent), `evt_first_${owner.uid}_${i}`);
    }
    expect(await statusAtGateway(secondIntent.id)).toBe('requires_payment_method');

    await recordPaymentFailure(deps, declined(secondIntent), `evt_second_${owner.uid}`);

    expect(await statusAtGateway(secondIntent.id)).toBe('canceled');
  });

  it('declines older than the window no longer count: a day later the account pays again', async () => {
    const start = deps.now();
    const { id, owner, intent } = await openIntent();
    for (let i = 0; i < limit; i++) {
      await recordPaymentFailure(deps, declined(intent), `evt_old_${owner.uid}_${i}`);
    }
    await expect(createPaymentIntent(deps, owner, id)).rejects.toMatchObject({
      code: 'rate-limited',
    });
    deps.setNow(start + windowMs - 1_000);
    await expect(createPaymentIntent(deps, owner, id)).rejects.toMatchObject({
      code: 'rate-limited',
      retryAfterSeconds: 1,
    });

    deps.setNow(start + windowMs + 1);
    // Its hold has ended by now: a new order of the same account is paid as usual.
    const fresh = await unpaidOrder(owner);
    const next = await createPaymentIntent(deps, owner, fresh.id);
    expect(next.status).toBe('requires_payment_method');
    deps.setNow(start);
  });
});

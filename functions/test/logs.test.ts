import { readFileSync } from 'node:fs';
import type { Request, Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { logger, type LogEntry } from 'firebase-functions/logger';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logs from '../src/infra/logs';
import { selectGateway } from '../src/payments/card/select-gateway';
import { webhookHandler } from '../src/webhooks/stripe-webhook';

// Operators find a log line in Cloud Logging by `jsonPayload.event`, and docs/logging.md tells
// them what each one means: every entry carries its event's fixed name, its severity and its
// fields, and the page lists exactly the events the code writes.

let entries: LogEntry[];
beforeEach(() => {
  entries = [];
  // What the logger would print as one JSON line (Cloud Logging's jsonPayload), unprinted.
  vi.spyOn(logger, 'write').mockImplementation((entry) => {
    entries.push(JSON.parse(JSON.stringify(entry)) as LogEntry);
  });
});
afterEach(() => vi.restoreAllMocks());

const failure = new Error('Firestore did not answer');
const stack = expect.stringContaining('Error: Firestore did not answer\n    at ');
const stripeEvent = { id: 'evt_1', type: 'payment_intent.succeeded' };

/** An event whose fields are what it is given. */
function passedThrough<T extends Record<string, unknown>>(
  write: (fields: T) => void,
  event: string,
  severity: LogEntry['severity'],
  fields: T,
): [() => void, LogEntry] {
  return [() => write(fields), { event, severity, ...fields }];
}

/** Each event: how it is written, and the entry it must give. */
const events: Record<keyof typeof logs, [() => void, LogEntry]> = {
  orderExpiryRun: [
    () =>
      logs.orderExpiryRun([
        { expired: 2, paid: 1, waiting: 0 },
        { expired: 1, paid: 0, waiting: 3 },
      ]),
    {
      event: 'order_expiry_run',
      severity: 'INFO',
      expired: 3,
      paid: 1,
      waiting: 3,
      sweeps: [
        { expired: 2, paid: 1, waiting: 0 },
        { expired: 1, paid: 0, waiting: 3 },
      ],
    },
  ],
  orderExpiryFailed: [
    () => logs.orderExpiryFailed('order1', failure),
    {
      event: 'order_expiry_failed',
      severity: 'ERROR',
      orderId: 'order1',
      error: 'Firestore did not answer',
      stack_trace: stack,
    },
  ],
  paymentNotOursIgnored: passedThrough(
    logs.paymentNotOursIgnored,
    'payment_not_ours_ignored',
    'INFO',
    {
      intentId: 'pi_1',
      orderId: 'order1',
      store: null,
    },
  ),
  paymentRefundImpossible: passedThrough(
    logs.paymentRefundImpossible,
    'payment_refund_impossible',
    'WARNING',
    { intentId: 'pi_1', orderId: 'order1', reason: 'order-expired' },
  ),
  paymentRefunded: passedThrough(logs.paymentRefunded, 'payment_refunded', 'INFO', {
    intentId: 'pi_1',
    orderId: 'order1',
    reason: 'second-payment',
    amount: 5000,
    refundId: 're_1',
    refundStatus: 'succeeded',
  }),
  cardTestingLocked: passedThrough(logs.cardTestingLocked, 'card_testing_locked', 'WARNING', {
    uid: 'u1',
    intentId: 'pi_1',
    orderId: 'order1',
    intentStatus: 'canceled',
  }),
  partNamesNotUnique: [
    () => logs.partNamesNotUnique([{ id: 'p2', name: 'Ryzen 5 7600' }]),
    {
      event: 'part_names_not_unique',
      severity: 'WARNING',
      count: 1,
      parts: [{ id: 'p2', name: 'Ryzen 5 7600' }],
    },
  ],
  catalogueIndexLoaded: passedThrough(logs.catalogueIndexLoaded, 'catalogue_index_loaded', 'INFO', {
    parts: 18,
    reads: 18,
    ms: 40,
  }),
  catalogueRefreshFailed: [
    () => logs.catalogueRefreshFailed(failure),
    {
      event: 'catalogue_refresh_failed',
      severity: 'ERROR',
      error: 'Firestore did not answer',
      stack_trace: stack,
    },
  ],
  catalogueFollowFailed: [
    () => logs.catalogueFollowFailed(failure),
    {
      event: 'catalogue_follow_failed',
      severity: 'ERROR',
      error: 'Firestore did not answer',
      stack_trace: stack,
    },
  ],
  emulatedWebhookDeliveryFailed: [
    () => logs.emulatedWebhookDeliveryFailed(400),
    { event: 'emulated_webhook_delivery_failed', severity: 'ERROR', status: 400 },
  ],
  rateLimitSettleFailed: [
    () => logs.rateLimitSettleFailed('orders', 'deadline exceeded'),
    {
      event: 'rate_limit_settle_failed',
      severity: 'ERROR',
      limit: 'orders',
      error: 'deadline exceeded',
    },
  ],
  apiUnhandledError: [
    () => logs.apiUnhandledError({ method: 'GET', path: '/orders' }, failure),
    {
      event: 'api_unhandled_error',
      severity: 'ERROR',
      method: 'GET',
      path: '/orders',
      error: 'Firestore did not answer',
      stack_trace: stack,
    },
  ],
  paymentsUnconfigured: [
    () => logs.paymentsUnconfigured(),
    { event: 'payments_unconfigured', severity: 'ERROR', missing: 'STRIPE_SECRET_KEY' },
  ],
  stripeWebhookUnconfigured: [
    () => logs.stripeWebhookUnconfigured(),
    { event: 'stripe_webhook_unconfigured', severity: 'ERROR', missing: 'STRIPE_WEBHOOK_SECRET' },
  ],
  stripeWebhookApplied: [
    () => logs.stripeWebhookApplied(stripeEvent, 'paid'),
    {
      event: 'stripe_webhook_applied',
      severity: 'INFO',
      eventId: 'evt_1',
      type: 'payment_intent.succeeded',
      effect: 'paid',
    },
  ],
  stripeWebhookRejected: [
    () => logs.stripeWebhookRejected(stripeEvent, 'The amount does not match the order.'),
    {
      event: 'stripe_webhook_rejected',
      severity: 'WARNING',
      eventId: 'evt_1',
      type: 'payment_intent.succeeded',
      reason: 'The amount does not match the order.',
    },
  ],
  stripeWebhookFailed: [
    () => logs.stripeWebhookFailed(stripeEvent, failure),
    {
      event: 'stripe_webhook_failed',
      severity: 'ERROR',
      eventId: 'evt_1',
      type: 'payment_intent.succeeded',
      error: 'Firestore did not answer',
      stack_trace: stack,
    },
  ],
};

describe('named log events', () => {
  it.each(Object.entries(events))('%s writes one structured entry', (_name, [write, shape]) => {
    write();
    expect(entries).toEqual([{ ...shape, message: shape.event }]);
  });

  it('an event without an Error still says what failed, and has no stack to group by', () => {
    logs.catalogueRefreshFailed({ code: 14 });
    expect(entries[0]).toMatchObject({ error: '[object Object]' });
    expect(entries[0]).not.toHaveProperty('stack_trace');
  });

  it('a long list of clashing part names is counted whole and listed up to 100', () => {
    const parts = Array.from({ length: 250 }, (_, i) => ({ id: `p${i}`, name: 'RTX 4060' }));
    logs.partNamesNotUnique(parts);
    expect(entries[0]).toMatchObject({ count: 250 });
    expect(entries[0]!.parts).toHaveLength(100);
  });

  it('docs/logging.md lists exactly the events the code writes, with their severity', () => {
    const page = readFileSync(new URL('../../docs/logging.md', import.meta.url), 'utf8');
    const listed = [...page.matchAll(/^\| `([a-z_]+)` +\| ([A-Z]+) +\|/gm)].map(
      ([, event, severity]) => `${event} ${severity}`,
    );
    const written = Object.values(events).map(([, shape]) => `${shape.event} ${shape.severity}`);
    expect(listed.sort()).toEqual(written.sort());
  });
});

describe('the doors write their events through the logger', () => {
  const res = () => {
    const answer = { status: vi.fn(), json: vi.fn() };
    answer.status.mockReturnValue(answer);
    return answer;
  };

  it('a payment with no gateway configured is refused and logged as payments_unconfigured', () => {
    const config = {
      stripeSecretKey: undefined,
      webhookSecret: undefined,
      emulator: false,
      emulatedWebhookUrl: '',
      store: 'shop-bd',
    };
    expect(() => selectGateway(config)).toThrow('Card payments are not configured.');
    expect(entries).toMatchObject([{ event: 'payments_unconfigured', severity: 'ERROR' }]);
  });

  it('the webhook without its secret is logged as stripe_webhook_unconfigured', async () => {
    const handler = webhookHandler(() => ({
      db: {} as Firestore,
      now: Date.now,
      gateway: () => {
        throw new Error('unused');
      },
      secret: undefined,
    }));
    await handler({ method: 'POST', headers: {} } as Request, res() as unknown as Response);
    expect(entries).toMatchObject([{ event: 'stripe_webhook_unconfigured', severity: 'ERROR' }]);
  });

  it('a webhook event that fails unexpectedly is logged with its id, type and stack', async () => {
    const secret = 'whsec_test';
    const payload = JSON.stringify({
      id: 'evt_9',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_9',
          status: 'succeeded',
          amount: 100,
          currency: 'usd',
          metadata: { orderId: 'order1' },
        },
      },
    });
    const unreachable = () => {
      throw new Error('Firestore did not answer');
    };
    const handler = webhookHandler(() => ({
      db: new Proxy({}, { get: () => unreachable }) as Firestore,
      now: Date.now,
      gateway: unreachable,
      secret,
    }));
    const answer = res();
    await handler(
      {
        method: 'POST',
        headers: {
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
        rawBody: Buffer.from(payload),
      } as unknown as Request,
      answer as unknown as Response,
    );
    expect(answer.status).toHaveBeenCalledWith(500);
    expect(entries).toEqual([
      {
        event: 'stripe_webhook_failed',
        message: 'stripe_webhook_failed',
        severity: 'ERROR',
        eventId: 'evt_9',
        type: 'payment_intent.succeeded',
        error: 'Firestore did not answer',
        stack_trace: stack,
      },
    ]);
  });
});

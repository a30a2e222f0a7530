import { readFileSync } from 'node:fs';
import type { Request, Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { logger, type LogEntry } from 'firebase-functions/logger';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logs from '../src/infra/logs';
import { readCourierConfig, readSslcommerzConfig } from '../src/config';
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
/**
 * The events the code writes, with their severity, read from the one place that names them: each
 * exported function of src/infra/logs.ts writes its event through `write(severity, event, ...)`.
 */
function writtenEvents(): string[] {
  const source = readFileSync(new URL('../src/infra/logs.ts', import.meta.url), 'utf8');
  return [...source.matchAll(/\bwrite\('([A-Z]+)', '([a-z_]+)'/g)].map(
    ([, severity, event]) => `${event} ${severity}`,
  );
}

describe('named log events', () => {
  it('an entry is structured: its event as the message, its fields, the error and its stack', () => {
    logs.apiUnhandledError({ method: 'GET', path: '/orders' }, failure);
    expect(entries).toEqual([
      {
        event: 'api_unhandled_error',
        message: 'api_unhandled_error',
        severity: 'ERROR',
        method: 'GET',
        path: '/orders',
        error: 'Firestore did not answer',
        stack_trace: stack,
      },
    ]);
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

  it('an expiry run logs its totals with each sweep', () => {
    const sweeps = [
      { expired: 2, paid: 1, waiting: 0 },
      { expired: 1, paid: 0, waiting: 3 },
    ];
    logs.orderExpiryRun(sweeps);
    expect(entries[0]).toMatchObject({ expired: 3, paid: 1, waiting: 3, sweeps });
  });

  it('docs/logging.md lists exactly the events the code writes, with their severity', () => {
    const page = readFileSync(new URL('../../docs/logging.md', import.meta.url), 'utf8');
    const listed = [...page.matchAll(/^\| `([a-z_]+)` +\| ([A-Z]+) +\|/gm)].map(
      ([, event, severity]) => `${event} ${severity}`,
    );
    const written = writtenEvents();
    // One event a function: a function that logs some other way would go unlisted.
    expect(written).toHaveLength(Object.keys(logs).length);
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
      sslcommerz: readSslcommerzConfig({}, false, 'shop-bd'),
      courier: readCourierConfig({}, false, 'shop-bd'),
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

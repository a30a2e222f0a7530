import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isAmountOutOfRange, type PaymentGateway } from '../src/payments/card/gateway';
import { stripeGateway } from '../src/payments/card/stripe-gateway';

// The Stripe gateway against a local stand-in of Stripe's REST API (api.stripe.com cannot be
// reached here): what it sends, and how Stripe's answers and errors become the store's Intent.

interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
}

const seen: Seen[] = [];
/** What the stand-in answers next, per "METHOD path". */
let answers: Record<string, { status: number; body: object }> = {};
let server: Server;
let gateway: PaymentGateway;

const intent = (overrides: object = {}) => ({
  id: 'pi_123',
  object: 'payment_intent',
  client_secret: 'pi_123_secret_abc',
  status: 'requires_payment_method',
  amount: 56997,
  currency: 'usd',
  metadata: { orderId: 'order-1', uid: 'customer-1', store: 'demo-store' },
  last_payment_error: null,
  ...overrides,
});

const stripeError = (code: string, message: string) => ({
  error: { type: 'invalid_request_error', code, message },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      seen.push({
        method: req.method ?? '',
        path,
        form: new URLSearchParams(body),
        headers: req.headers,
      });
      const answer = answers[`${req.method} ${path}`] ?? {
        status: 404,
        body: stripeError('resource_missing', 'No such route'),
      };
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_1' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  gateway = stripeGateway('sk_test_local', 'demo-store', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  answers = {};
});

describe('createIntent', () => {
  it("sends the stored amount, currency, card only, the order, its account, the store's marker and the idempotency key", async () => {
    answers['POST /v1/payment_intents'] = { status: 200, body: intent() };

    const made = await gateway.createIntent({
      orderId: 'order-1',
      uid: 'customer-1',
      amountCents: 56997,
      currency: 'usd',
      idempotencyKey: 'order-order-1-intent-0',
      receiptEmail: 'customer@example.com',
    });

    expect(made).toEqual({
      id: 'pi_123',
      clientSecret: 'pi_123_secret_abc',
      status: 'requires_payment_method',
      amount: 56997,
      currency: 'usd',
      orderId: 'order-1',
      lastError: undefined,
      uid: 'customer-1',
      store: 'demo-store',
    });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.headers['idempotency-key']).toBe('order-order-1-intent-0');
    expect(request!.headers.authorization).toBe('Bearer sk_test_local');
    expect(Object.fromEntries(request!.form)).toEqual({
      amount: '56997',
      currency: 'usd',
      'allowed_payment_method_types[0]': 'card',
      'metadata[orderId]': 'order-1',
      'metadata[uid]': 'customer-1',
      'metadata[store]': 'demo-store',
      receipt_email: 'customer@example.com',
    });
  });

  it.each([
    ['amount_too_small', 'Amount must be at least $0.50 usd'],
    ['amount_too_large', 'Amount must be no more than $999,999.99'],
  ])("Stripe's %s is thrown as an amount out of range", async (code, message) => {
    answers['POST /v1/payment_intents'] = { status: 400, body: stripeError(code, message) };
    const refused = gateway.createIntent({
      orderId: 'order-1',
      uid: 'customer-1',
      amountCents: code === 'amount_too_small' ? 1 : 100_000_000,
      currency: 'usd',
      idempotencyKey: 'order-order-1-intent-0',
      receiptEmail: 'customer@example.com',
    });
    const error: unknown = await refused.catch((e: unknown) => e);
    expect(error).toMatchObject({ code, message });
    expect(isAmountOutOfRange(error)).toBe(true);
  });
});

describe('retrieveIntent', () => {
  it('maps a failed intent, its last error included', async () => {
    answers['GET /v1/payment_intents/pi_123'] = {
      status: 200,
      body: intent({ last_payment_error: { message: 'Your card was declined.' } }),
    };
    expect(await gateway.retrieveIntent('pi_123')).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
    });
  });
});

describe('cancelIntent', () => {
  it('an open intent is cancelled', async () => {
    answers['POST /v1/payment_intents/pi_123/cancel'] = {
      status: 200,
      body: intent({ status: 'canceled' }),
    };
    expect(await gateway.cancelIntent('pi_123')).toMatchObject({
      id: 'pi_123',
      status: 'canceled',
    });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/payment_intents/pi_123/cancel',
    ]);
  });

  it('an intent whose payment got there first answers as it stands (succeeded)', async () => {
    answers['POST /v1/payment_intents/pi_123/cancel'] = {
      status: 400,
      body: stripeError(
        'payment_intent_unexpected_state',
        'You cannot cancel this PaymentIntent because it has a status of succeeded.',
      ),
    };
    answers['GET /v1/payment_intents/pi_123'] = {
      status: 200,
      body: intent({ status: 'succeeded' }),
    };

    expect(await gateway.cancelIntent('pi_123')).toMatchObject({
      status: 'succeeded',
      orderId: 'order-1',
    });
  });
});

describe.each([
  { call: 'retrieveIntent', route: 'GET /v1/payment_intents/pi_123' },
  { call: 'cancelIntent', route: 'POST /v1/payment_intents/pi_123/cancel' },
] as const)('$call', ({ call, route }) => {
  it('an intent Stripe does not know → undefined', async () => {
    expect(await gateway[call]('pi_unknown')).toBeUndefined();
  });

  it.each([
    [401, 'invalid_request_error', 'Invalid API Key provided'],
    [500, 'api_error', 'Something went wrong on our end.'],
  ])(
    'a %i from Stripe is thrown, not taken for a missing intent or a guess',
    async (status, type, message) => {
      answers[route] = { status, body: { error: { type, message } } };
      await expect(gateway[call]('pi_123')).rejects.toThrow(message);
    },
  );
});

describe('refundIntent', () => {
  const refund = {
    intentId: 'pi_123',
    idempotencyKey: 'refund-pi_123',
    reason: 'duplicate' as const,
    metadata: { orderId: 'order-1', reason: 'second-payment' },
  };

  it('refunds the whole payment of the intent, under its idempotency key, with reason and metadata', async () => {
    answers['POST /v1/refunds'] = {
      status: 200,
      body: { id: 're_1', object: 'refund', amount: 56997, status: 'succeeded' },
    };

    expect(await gateway.refundIntent(refund)).toEqual({
      id: 're_1',
      status: 'succeeded',
      amount: 56997,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers['idempotency-key']).toBe('refund-pi_123');
    // No amount: Stripe refunds what is left of the payment.
    expect(Object.fromEntries(seen[0]!.form)).toEqual({
      payment_intent: 'pi_123',
      reason: 'duplicate',
      'metadata[orderId]': 'order-1',
      'metadata[reason]': 'second-payment',
    });
  });

  it('a payment refunded before (the dashboard, or past the key) is done, not an error', async () => {
    answers['POST /v1/refunds'] = {
      status: 400,
      body: stripeError('charge_already_refunded', 'Charge ch_1 has already been refunded.'),
    };
    expect(await gateway.refundIntent(refund)).toEqual({
      id: undefined,
      status: 'already_refunded',
      amount: 0,
    });
  });

  it.each([
    [401, 'invalid_request_error', 'Invalid API Key provided'],
    [500, 'api_error', 'Something went wrong on our end.'],
  ])(
    'a %i from Stripe is thrown (retried), not taken for "nothing was taken"',
    async (status, type, message) => {
      answers['POST /v1/refunds'] = { status, body: { error: { type, message } } };
      await expect(gateway.refundIntent(refund)).rejects.toThrow(message);
    },
  );
});

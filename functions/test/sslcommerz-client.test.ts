import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sslcommerzClient } from '../src/payments/sslcommerz/client';
import { SslcommerzError } from '../src/payments/sslcommerz/gateway';

// The store's SSLCommerz client against a local stand-in of SSLCommerz's v4 API: what it sends
// (paths, methods, every parameter encoded, refund_trans_id), and how answers map (a refusal is an
// SslcommerzError, an outage or a hang throws rather than resolving as a value).

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}
let seen: Seen[] = [];
let reply: (req: Seen) => { status?: number; body: unknown; delayMs?: number } = () => ({
  body: {},
});
let server: Server;
let base = '';

const body = (req: IncomingMessage) =>
  new Promise<string>((done) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => done(text));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void body(req).then((text) => {
      const url = new URL(req.url!, 'http://x');
      const request = {
        method: req.method!,
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(text),
      };
      seen.push(request);
      const answer = reply(request);
      setTimeout(() => {
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  seen = [];
});

const client = (timeoutMs = 2_000) =>
  sslcommerzClient({ baseUrl: base, storeId: 'shop1', storePassword: 'p&ss=1', timeoutMs });

describe('the SSLCommerz client', () => {
  it('makes a session by form POST and answers the hosted page', async () => {
    reply = () => ({
      body: { status: 'SUCCESS', sessionkey: 'KEY1', GatewayPageURL: 'https://gw/KEY1' },
    });
    const session = await client().createSession({
      tranId: 'AbCdEfGhIjKlMnOpQrSt-1',
      amount: '4442.40',
      currency: 'BDT',
      successUrl: 'https://shop/api/payments/sslcommerz/success',
      failUrl: 'https://shop/f',
      cancelUrl: 'https://shop/c',
      ipnUrl: 'https://shop/ipn',
      productName: 'Keychron K8 Pro & 2 more',
      numOfItem: 3,
      customer: {
        name: 'Rahim',
        email: 'r@x.bd',
        phone: '01711000000',
        address: 'Road 5',
        city: 'Dhaka',
      },
      orderId: 'AbCdEfGhIjKlMnOpQrSt',
    });
    expect(session).toEqual({ url: 'https://gw/KEY1', sessionKey: 'KEY1' });
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', path: '/gwprocess/v4/api.php' });
    expect(Object.fromEntries(request!.form)).toMatchObject({
      store_id: 'shop1',
      store_passwd: 'p&ss=1',
      tran_id: 'AbCdEfGhIjKlMnOpQrSt-1',
      total_amount: '4442.40',
      currency: 'BDT',
      ipn_url: 'https://shop/ipn',
      product_name: 'Keychron K8 Pro & 2 more',
      value_a: 'AbCdEfGhIjKlMnOpQrSt',
    });
  });

  it('a refused session is an SslcommerzError with its reason', async () => {
    reply = () => ({ body: { status: 'FAILED', failedreason: 'Store Credential Error' } });
    const made = client().createSession({
      tranId: 't-1',
      amount: '10.00',
      currency: 'BDT',
      successUrl: 's',
      failUrl: 'f',
      cancelUrl: 'c',
      ipnUrl: 'i',
      productName: 'p',
      numOfItem: 1,
      customer: { name: 'n', email: 'e', phone: 'p', address: 'a', city: 'c' },
      orderId: 'o',
    });
    await expect(made).rejects.toBeInstanceOf(SslcommerzError);
    await expect(made).rejects.toMatchObject({ reason: 'Store Credential Error' });
  });

  it('validates by GET with the credentials encoded, and reads the transaction', async () => {
    reply = () => ({
      body: {
        APIConnect: 'DONE',
        status: 'VALID',
        tran_id: 't-1',
        val_id: 'V1',
        amount: '10.00',
        currency: 'BDT',
        bank_tran_id: 'B1',
        card_type: 'BKASH-BKash',
        risk_level: '0',
        risk_title: 'Safe',
      },
    });
    expect(await client().validate('V 1&x')).toMatchObject({
      status: 'VALID',
      tranId: 't-1',
      bankTranId: 'B1',
      riskLevel: '0',
    });
    const [request] = seen;
    expect(request).toMatchObject({
      method: 'GET',
      path: '/validator/api/validationserverAPI.php',
    });
    expect(request!.query.get('val_id')).toBe('V 1&x');
    expect(request!.query.get('store_passwd')).toBe('p&ss=1');
    expect(request!.query.get('format')).toBe('json');
  });

  it('sends refund_trans_id with the refund, and reads the refund status', async () => {
    reply = (req) =>
      req.query.has('refund_ref_id')
        ? { body: { APIConnect: 'DONE', status: 'refunded', refund_ref_id: 'R1' } }
        : { body: { APIConnect: 'DONE', status: 'success', refund_ref_id: 'R1' } };
    const answer = await client().refund({
      bankTranId: 'B1',
      amount: '10.00',
      remarks: 'admin',
      refundTransId: 'RFt-1',
    });
    expect(answer).toEqual({ status: 'success', refundRefId: 'R1', errorReason: undefined });
    expect(Object.fromEntries(seen[0]!.query)).toMatchObject({
      bank_tran_id: 'B1',
      refund_trans_id: 'RFt-1',
      refund_amount: '10.00',
      refund_remarks: 'admin',
    });
    expect((await client().refundStatus('R1')).status).toBe('refunded');
    expect(seen[1]!.path).toBe('/validator/api/merchantTransIDvalidationAPI.php');
  });

  it('an API refusal, an outage and a hang throw; none resolves as a value', async () => {
    reply = () => ({ body: { APIConnect: 'INVALID_REQUEST' } });
    await expect(client().queryTransaction('t-1')).rejects.toBeInstanceOf(SslcommerzError);
    reply = () => ({ status: 502, body: {} });
    await expect(client().queryTransaction('t-1')).rejects.toThrow('answered 502');
    reply = () => ({ body: {}, delayMs: 500 });
    await expect(client(100).queryTransaction('t-1')).rejects.toThrow();
  });
});

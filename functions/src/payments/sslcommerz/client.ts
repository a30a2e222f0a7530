import { hasValidSign, type FormFields } from './sign';
import {
  SslcommerzError,
  type NewRefund,
  type NewSession,
  type RefundAnswer,
  type Session,
  type SslcommerzGateway,
  type Transaction,
} from './gateway';
import { fieldText } from '../../infra/field-text';

// A small typed client of SSLCommerz's v4 API on the platform's fetch, rather than its npm
// package sslcommerz-lts 1.2.0 (README, "Why each major dependency is here"): that package posts
// every call (its GET calls too), puts the password and values in URLs unencoded, sends no
// refund_trans_id, resolves network errors as values, and has no timeout. Here every call has a
// deadline, a failure throws (the caller retries or waits), and a refusal is an SslcommerzError.

export interface SslcommerzCredentials {
  storeId: string;
  storePassword: string;
}

export interface ClientOptions extends SslcommerzCredentials {
  /** https://sandbox.sslcommerz.com, https://securepay.sslcommerz.com, or the emulated twin. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** One transaction of a validation or query answer, in the store's names. */
export function transactionOf(raw: Record<string, unknown>): Transaction {
  return {
    status: fieldText(raw.status),
    tranId: fieldText(raw.tran_id),
    valId: fieldText(raw.val_id),
    amount: fieldText(raw.amount),
    currency: fieldText(raw.currency),
    bankTranId: fieldText(raw.bank_tran_id),
    cardType: fieldText(raw.card_type),
    riskLevel: fieldText(raw.risk_level),
    riskTitle: fieldText(raw.risk_title),
  };
}

function refundAnswerOf(raw: Record<string, unknown>): RefundAnswer {
  return {
    status: fieldText(raw.status).toLowerCase(),
    refundRefId: fieldText(raw.refund_ref_id) || undefined,
    errorReason: fieldText(raw.errorReason) || undefined,
  };
}

export function sslcommerzClient(options: ClientOptions): SslcommerzGateway {
  const { storeId, storePassword, timeoutMs = 15_000 } = options;
  const call = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function json(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    const response = await call(`${base}${path}`, {
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`SSLCommerz ${path} answered ${response.status}`);
    const body = (await response.json()) as unknown;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new Error(`SSLCommerz ${path} answered no JSON object`);
    }
    return body as Record<string, unknown>;
  }

  /** The validator's GET calls: the store's credentials and JSON asked of every one. */
  async function validator(file: string, params: Record<string, string>) {
    const query = new URLSearchParams({
      ...params,
      store_id: storeId,
      store_passwd: storePassword,
      v: '1',
      format: 'json',
    });
    const body = await json(`/validator/api/${file}?${query}`, { method: 'GET' });
    const connect = fieldText(body.APIConnect);
    if (connect && connect !== 'DONE') {
      throw new SslcommerzError(`SSLCommerz refused the call: ${connect}`, connect);
    }
    return body;
  }

  return {
    name: 'sslcommerz',
    hasValidSign: (fields: FormFields) => hasValidSign(fields, storePassword),
    async createSession(input: NewSession): Promise<Session> {
      const form = new URLSearchParams({
        store_id: storeId,
        store_passwd: storePassword,
        total_amount: input.amount,
        currency: input.currency,
        tran_id: input.tranId,
        success_url: input.successUrl,
        fail_url: input.failUrl,
        cancel_url: input.cancelUrl,
        ipn_url: input.ipnUrl,
        shipping_method: 'Courier',
        product_name: input.productName.slice(0, 255),
        product_category: 'Computer parts',
        product_profile: 'physical-goods',
        num_of_item: String(input.numOfItem),
        cus_name: input.customer.name.slice(0, 50),
        cus_email: input.customer.email.slice(0, 50),
        cus_add1: input.customer.address.slice(0, 50),
        cus_city: input.customer.city.slice(0, 50),
        cus_country: 'Bangladesh',
        cus_phone: input.customer.phone,
        ship_name: input.customer.name.slice(0, 50),
        ship_add1: input.customer.address.slice(0, 50),
        ship_city: input.customer.city.slice(0, 50),
        ship_postcode: '1000',
        ship_country: 'Bangladesh',
        value_a: input.orderId,
      });
      const body = await json('/gwprocess/v4/api.php', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      const url = fieldText(body.GatewayPageURL);
      if (fieldText(body.status) !== 'SUCCESS' || !url) {
        const reason = fieldText(body.failedreason) || 'no reason given';
        throw new SslcommerzError(`SSLCommerz refused the session: ${reason}`, reason);
      }
      return { url, sessionKey: fieldText(body.sessionkey) };
    },
    async validate(valId: string) {
      const body = await validator('validationserverAPI.php', { val_id: valId });
      const found = transactionOf(body);
      return found.status === 'INVALID_TRANSACTION' && !found.tranId ? undefined : found;
    },
    async queryTransaction(tranId: string) {
      const body = await validator('merchantTransIDvalidationAPI.php', { tran_id: tranId });
      const elements = Array.isArray(body.element) ? (body.element as unknown[]) : [];
      return elements
        .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
        .map(transactionOf);
    },
    async refund(input: NewRefund) {
      const body = await validator('merchantTransIDvalidationAPI.php', {
        bank_tran_id: input.bankTranId,
        refund_trans_id: input.refundTransId,
        refund_amount: input.amount,
        refund_remarks: input.remarks,
      });
      return refundAnswerOf(body);
    },
    async refundStatus(refundRefId: string) {
      const body = await validator('merchantTransIDvalidationAPI.php', {
        refund_ref_id: refundRefId,
      });
      return refundAnswerOf(body);
    },
  };
}

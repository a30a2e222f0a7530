import { isSteadfastStatus, type SteadfastStatus } from '@cps/domain';
import { CourierError, type Consignment, type Courier, type NewConsignment } from '../courier';
import { fieldText } from '../../infra/field-text';

// Steadfast's merchant API (https://portal.packzy.com/api/v1) on the platform's fetch: every
// call carries the merchant's `Api-Key` and `Secret-Key` headers and a deadline; a failure to
// answer throws an Error (the caller retries), a refusal a CourierError with Steadfast's reason.

export interface SteadfastCredentials {
  apiKey: string;
  secretKey: string;
}

export interface SteadfastOptions extends SteadfastCredentials {
  /** Steadfast's API, or the emulated twin's URL locally. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Steadfast's validation errors (`{ errors: { invoice: ["…"] } }`) or its message, as one line. */
function reasonOf(body: Record<string, unknown>): string {
  const errors = body.errors;
  if (typeof errors === 'object' && errors !== null) {
    const lines = Object.values(errors as Record<string, unknown>).flatMap((v) =>
      Array.isArray(v) ? v.map(fieldText) : [fieldText(v)],
    );
    if (lines.some(Boolean)) return lines.filter(Boolean).join(' ');
  }
  return fieldText(body.message) || 'no reason given';
}

export function steadfastClient(options: SteadfastOptions): Courier {
  const { timeoutMs = 15_000 } = options;
  const call = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = {
    'Api-Key': options.apiKey,
    'Secret-Key': options.secretKey,
    'content-type': 'application/json',
    accept: 'application/json',
  };

  async function json(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    const response = await call(`${base}${path}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => undefined)) as unknown;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new Error(`Steadfast ${path} answered ${response.status} with no JSON object`);
    }
    const fields = body as Record<string, unknown>;
    if (response.status >= 500) throw new Error(`Steadfast ${path} answered ${response.status}`);
    // Steadfast answers its refusals with a status in the body (400, 401, 422), whatever HTTP says.
    const status = Number(fields.status ?? response.status);
    if (!response.ok || status >= 400) {
      const reason = reasonOf(fields);
      throw new CourierError(`Steadfast refused ${path}: ${reason}`, reason, status);
    }
    return fields;
  }

  async function status(path: string): Promise<SteadfastStatus | undefined> {
    try {
      const body = await json(path, { method: 'GET' });
      return isSteadfastStatus(body.delivery_status) ? body.delivery_status : undefined;
    } catch (error) {
      // A consignment or invoice Steadfast does not know: not found, rather than an error.
      if (error instanceof CourierError && error.code === 404) return undefined;
      throw error;
    }
  }

  return {
    name: 'steadfast',
    async createOrder(input: NewConsignment): Promise<Consignment> {
      const body = await json('/create_order', {
        method: 'POST',
        body: JSON.stringify({
          invoice: input.invoice,
          recipient_name: input.recipientName.slice(0, 100),
          recipient_phone: input.recipientPhone,
          recipient_address: input.recipientAddress.slice(0, 250),
          cod_amount: input.codAmount,
          note: input.note,
        }),
      });
      const consignment = body.consignment as Record<string, unknown> | undefined;
      const consignmentId = fieldText(consignment?.consignment_id);
      const status = consignment?.status;
      if (!consignmentId || !isSteadfastStatus(status)) {
        throw new Error('Steadfast /create_order answered no consignment');
      }
      return { consignmentId, trackingCode: fieldText(consignment?.tracking_code), status };
    },
    statusByConsignment: (id) => status(`/status_by_cid/${encodeURIComponent(id)}`),
    statusByInvoice: (invoice) => status(`/status_by_invoice/${encodeURIComponent(invoice)}`),
  };
}

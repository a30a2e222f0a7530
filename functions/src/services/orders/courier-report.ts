import {
  collections,
  courierCollectedAll,
  decideCourierReport,
  isCodOrder,
  isDocumentId,
  ordersCopy,
  orderStatusOf,
  parseCourierWebhook,
  type CourierReport,
  type OrderDoc,
} from '@cps/domain';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { CourierConfig } from '../../config';
import * as logs from '../../infra/logs';
import type { Deps } from '../shared/deps';
import { badRequest, unauthorized } from '../shared/errors';
import { runTransaction } from '../shared/transaction';
import { applyCodStep } from './cod-orders';
import { writeDeliveryStep } from './courier-writes';

// What the courier reports of a parcel, by its webhook or when the poll asks (docs/orders.md,
// "Courier delivery"): one transaction reads the order the report's invoice names, decides from
// the order's courier state (courier.ts) and writes the move with its history event. A report of
// another consignment, an unknown invoice, a replay or an older report changes nothing. A
// cash-on-delivery parcel delivered with all its cash collected is collected through the COD
// step (cod-orders.ts), as the admin's "Collected" is: the order is paid.

export type ReportEffect =
  /** The parcel moved (or its status changed); 'paid': delivered, and its cash collected. */
  'moved' | 'paid' | 'duplicate' | 'unknown' | 'mismatch';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether the webhook's `Authorization` header carries the shop's bearer token, compared in
 * constant time (digests of equal length, whatever was sent). No token configured: never.
 */
export function isCourierWebhookAuthorised(
  config: Pick<CourierConfig, 'webhookToken'>,
  authorization: string | undefined,
): boolean {
  const expected = config.webhookToken;
  if (!expected) {
    logs.courierWebhookUnconfigured();
    return false;
  }
  const sent = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  const ok = timingSafeEqual(sha256(sent), sha256(expected));
  if (!ok) logs.courierWebhookRefused();
  return ok;
}

/** Applies one report to the order its invoice names. */
export async function applyCourierReport(
  { db }: Pick<Deps, 'db'>,
  report: CourierReport,
  source: 'webhook' | 'poll',
): Promise<ReportEffect> {
  const effect = await (async (): Promise<ReportEffect> => {
    if (!isDocumentId(report.invoice)) return 'unknown';
    const ref = db.collection(collections.orders).doc(report.invoice);
    return runTransaction(db, async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return 'unknown';
      const order = snap.data() as OrderDoc;
      const decision = decideCourierReport(order, report);
      if (decision.kind === 'mismatch') return 'mismatch';
      if (decision.kind === 'same') return 'duplicate';
      const fields: Partial<OrderDoc> = {
        courier: decision.courier,
        ...(decision.consignmentId && order.consignmentId === undefined
          ? { consignmentId: decision.consignmentId }
          : {}),
      };
      if (!decision.event) {
        tx.update(ref, fields);
        return 'moved';
      }
      const event = {
        type: decision.event,
        at: report.at,
        by: 'courier',
        who: 'Steadfast',
      } as const;
      const collect =
        isCodOrder(order) &&
        orderStatusOf(order) === 'cod-shipped' &&
        courierCollectedAll(decision.courier);
      if (!collect) {
        await writeDeliveryStep(tx, ref, order, fields, event);
        return 'moved';
      }
      // The delivery is written with the collection (after its reads), and its message is the
      // collection's receipt.
      await applyCodStep(tx, ref, { ...order, ...fields }, 'collect', report.at, 'Steadfast', {
        fields,
        event,
      });
      return 'paid';
    });
  })();
  const log =
    effect === 'unknown' || effect === 'mismatch' ? logs.courierReportNotOurs : logs.courierReport;
  log({
    source,
    orderId: report.invoice,
    consignmentId: report.consignmentId,
    status: report.status,
    effect,
  });
  return effect;
}

/**
 * POST /api/webhooks/courier: the bearer token, then Steadfast's `delivery_status` body. Another
 * notification type is acknowledged and ignored. Refused, changing nothing: a wrong or missing
 * token (401), a malformed body, or a report of an unknown order or another consignment (400).
 */
export async function receiveCourierWebhook(
  deps: Pick<Deps, 'db' | 'config'>,
  authorization: string | undefined,
  body: unknown,
): Promise<{ status: 'success'; message: string }> {
  const m = ordersCopy.courier.webhook;
  if (!isCourierWebhookAuthorised(deps.config.payments.courier, authorization)) {
    throw unauthorized(m.unauthorised);
  }
  const report = parseCourierWebhook(body);
  if (report === 'malformed') throw badRequest(m.malformed);
  if (report !== 'ignored') {
    const effect = await applyCourierReport(deps, report, 'webhook');
    if (effect === 'unknown' || effect === 'mismatch') throw badRequest(m.notOurs);
  }
  return { status: 'success', message: m.received };
}

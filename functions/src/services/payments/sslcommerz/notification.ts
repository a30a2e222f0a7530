import { isPaidStatus } from '../../../payments/sslcommerz/gateway';
import type { FormFields } from '../../../payments/sslcommerz/sign';
import * as logs from '../../../infra/logs';
import type { Deps } from '../../shared/deps';
import { readSession } from './sessions';
import { settleValidated, type SslcommerzEffect } from './settle';

/** What a notification came to; `forged` and `unknown` never reach the order. */
export type NotificationEffect = SslcommerzEffect | 'forged' | 'unknown' | 'not-paid';

const refusedEffects = new Set<NotificationEffect>(['forged', 'unknown', 'not-valid', 'mismatch']);

/** Where a notification came in: the IPN, or the buyer's browser back from the hosted page. */
export type NotificationDoor = 'ipn' | 'success' | 'fail' | 'cancel';

/**
 * An IPN, or the form SSLCommerz POSTs with the buyer to the success URL: its verify_sign must be
 * the store's, its tran_id a session the store made; then the validation API is asked, always,
 * and only its answer is applied (settle.ts). A forged, unknown or unpaid notification changes
 * nothing; a replay, or the IPN and the buyer's return racing, pays once (one event id per
 * validated payment). `orderId` is the session's order, for the buyer's redirect.
 */
export async function applySslcommerzNotification(
  deps: Pick<Deps, 'db' | 'gateway' | 'now' | 'sslcommerz'>,
  fields: FormFields,
  door: NotificationDoor,
): Promise<{ effect: NotificationEffect; orderId?: string }> {
  const outcome = await notification(deps, fields);
  const entry = { door, tranId: fields.tran_id, effect: outcome.effect };
  if (refusedEffects.has(outcome.effect)) logs.sslcommerzNotificationRefused(entry);
  else logs.sslcommerzNotification(entry);
  return outcome;
}

async function notification(
  deps: Pick<Deps, 'db' | 'gateway' | 'now' | 'sslcommerz'>,
  fields: FormFields,
): Promise<{ effect: NotificationEffect; orderId?: string }> {
  const gateway = deps.sslcommerz();
  if (!gateway.hasValidSign(fields)) return { effect: 'forged' };
  const record = await readSession(deps.db, fields.tran_id);
  if (!record) return { effect: 'unknown' };
  const { orderId } = record;
  // Failed, cancelled: nothing to apply; the job closes the session when SSLCommerz says so.
  if (!isPaidStatus(fields.status ?? '') || !fields.val_id) return { effect: 'not-paid', orderId };
  const found = await gateway.validate(fields.val_id);
  return { effect: await settleValidated(deps, record, found), orderId };
}

/** The session's order of a notification whose sign is the store's, for the buyer's redirect. */
export async function orderOfNotification(
  deps: Pick<Deps, 'db' | 'sslcommerz'>,
  fields: FormFields,
): Promise<string | undefined> {
  if (!deps.sslcommerz().hasValidSign(fields)) return undefined;
  return (await readSession(deps.db, fields.tran_id))?.orderId;
}

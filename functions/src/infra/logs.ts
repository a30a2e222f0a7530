import { logger, type LogSeverity } from 'firebase-functions/logger';

/**
 * Every line the functions log, one function per event (docs/logging.md lists them). Each entry
 * is structured: `event` is a fixed name that Cloud Logging filters on (`jsonPayload.event=
 * "payment_refunded"`), `message` repeats it as the entry's summary line, and the fields are the
 * event's own. An exception goes to `error` and `stack_trace`, where Error Reporting looks.
 */
function write(severity: LogSeverity, event: string, fields: Record<string, unknown> = {}): void {
  logger.write({ event, ...fields, severity, message: event });
}

function failure(error: unknown): { error: string; stack_trace?: string } {
  if (error instanceof Error) return { error: error.message, stack_trace: error.stack };
  return { error: String(error) };
}

type Effects = { expired: number; paid: number; waiting: number };

/** One run of the scheduled expiry: what each of its sweeps did, and the totals. */
export function orderExpiryRun(sweeps: Effects[]): void {
  const total = (key: keyof Effects) => sweeps.reduce((sum, sweep) => sum + sweep[key], 0);
  write('INFO', 'order_expiry_run', {
    expired: total('expired'),
    paid: total('paid'),
    waiting: total('waiting'),
    sweeps,
  });
}

/** One order could not be expired; a later run tries it again. */
export function orderExpiryFailed(orderId: string, error: unknown): void {
  write('ERROR', 'order_expiry_failed', { orderId, ...failure(error) });
}

/** A succeeded payment names an order the store does not have and was made by another store. */
export function paymentNotOursIgnored(fields: {
  intentId: string;
  orderId: string;
  store: string | null;
}): void {
  write('INFO', 'payment_not_ours_ignored', fields);
}

/** A refund was due but the gateway knows no succeeded payment to refund. */
export function paymentRefundImpossible(fields: {
  intentId: string;
  orderId: string | undefined;
  reason: string;
}): void {
  write('WARNING', 'payment_refund_impossible', fields);
}

/** A payment the store cannot keep was refunded (and recorded once). */
export function paymentRefunded(fields: {
  intentId: string;
  orderId: string | undefined;
  reason: string;
  amount: number;
  refundId: string | undefined;
  refundStatus: string;
}): void {
  write('INFO', 'payment_refunded', fields);
}

/** An account reached the day's card declines: its open intent is cancelled, card payments locked. */
export function cardTestingLocked(fields: {
  uid: string | undefined;
  intentId: string;
  orderId: string | undefined;
  intentStatus: string | undefined;
}): void {
  write('WARNING', 'card_testing_locked', fields);
}

/** Parts whose name another part claimed first; an admin renames them. At most 100 are listed. */
export function partNamesNotUnique(parts: { id: string; name: string }[]): void {
  write('WARNING', 'part_names_not_unique', {
    count: parts.length,
    parts: parts.slice(0, 100).map(({ id, name }) => ({ id, name })),
  });
}

/** The search index was built from Firestore (a cold start): its size and what it cost. */
export function catalogueIndexLoaded(fields: { parts: number; reads: number; ms: number }): void {
  write('INFO', 'catalogue_index_loaded', fields);
}

/** Firestore did not answer the search index's refresh; requests get the older copy meanwhile. */
export function catalogueRefreshFailed(error: unknown): void {
  write('ERROR', 'catalogue_refresh_failed', failure(error));
}

/** A listener on the catalogue's changes failed; requests ask for the changes themselves. */
export function catalogueFollowFailed(error: unknown): void {
  write('ERROR', 'catalogue_follow_failed', failure(error));
}

/** The emulated gateway's signed event was refused by the webhook (emulator only). */
export function emulatedWebhookDeliveryFailed(status: number): void {
  write('ERROR', 'emulated_webhook_delivery_failed', { status });
}

/** A succeeded action could not be counted against its rate limit; the answer stands. */
export function rateLimitSettleFailed(limit: string, error: unknown): void {
  write('ERROR', 'rate_limit_settle_failed', { limit, ...failure(error) });
}

/** An admin downloaded the orders of a range of days: who, which days, how many rows. */
export function ordersExported(fields: { uid: string; from: string; to: string; rows: number }) {
  write('INFO', 'orders_exported', fields);
}

/** The API answered 500 to something it did not expect. */
export function apiUnhandledError(request: { method: string; path: string }, error: unknown): void {
  write('ERROR', 'api_unhandled_error', { ...request, ...failure(error) });
}

/** A payment was asked for, but no gateway is configured (STRIPE_SECRET_KEY is not set). */
export function paymentsUnconfigured(): void {
  write('ERROR', 'payments_unconfigured', { missing: 'STRIPE_SECRET_KEY' });
}

/** Stripe called the webhook, but STRIPE_WEBHOOK_SECRET is not set: it answers 500. */
export function stripeWebhookUnconfigured(): void {
  write('ERROR', 'stripe_webhook_unconfigured', { missing: 'STRIPE_WEBHOOK_SECRET' });
}

type StripeEvent = { id: string; type: string };

/** A Stripe event changed something (`effect` says what). */
export function stripeWebhookApplied(event: StripeEvent, effect: string): void {
  write('INFO', 'stripe_webhook_applied', { eventId: event.id, type: event.type, effect });
}

/** A Stripe event was acknowledged without effect: retrying it would not change the answer. */
export function stripeWebhookRejected(event: StripeEvent, reason: string): void {
  write('WARNING', 'stripe_webhook_rejected', { eventId: event.id, type: event.type, reason });
}

/** A Stripe event failed unexpectedly: the webhook answers 500 and Stripe retries it. */
export function stripeWebhookFailed(event: StripeEvent, error: unknown): void {
  write('ERROR', 'stripe_webhook_failed', {
    eventId: event.id,
    type: event.type,
    ...failure(error),
  });
}

/** An SSLCommerz payment was asked for, but the store's credentials are not set. */
export function sslcommerzUnconfigured(): void {
  write('ERROR', 'sslcommerz_unconfigured', {
    missing: 'SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD',
  });
}

/** An SSLCommerz notification (IPN, the buyer's return) was applied (`effect` says how). */
export function sslcommerzNotification(fields: NotificationFields): void {
  write('INFO', 'sslcommerz_notification', fields);
}

/** An SSLCommerz notification changed nothing: forged, unknown, not valid or not this order's. */
export function sslcommerzNotificationRefused(fields: NotificationFields): void {
  write('WARNING', 'sslcommerz_notification_refused', fields);
}

type NotificationFields = { door: string; tranId: string | undefined; effect: string };

type RefundFields = {
  tranId: string;
  orderId: string;
  reason: string;
  status: string;
  refundRefId: string | null;
};

/** A refund was asked of SSLCommerz, or its status followed (`status` is SSLCommerz's word). */
export function sslcommerzRefund(fields: RefundFields): void {
  write('INFO', 'sslcommerz_refund', fields);
}

/** SSLCommerz refused a refund, or gave it up: a person must refund by hand. */
export function sslcommerzRefundFailed(fields: RefundFields): void {
  write('ERROR', 'sslcommerz_refund_failed', fields);
}

/** One session could not be checked with SSLCommerz; a later run asks again. */
export function sslcommerzCheckFailed(tranId: string, error: unknown): void {
  write('ERROR', 'sslcommerz_check_failed', { tranId, ...failure(error) });
}

/** The emulated SSLCommerz could not deliver its IPN to the store. */
export function emulatedIpnDeliveryFailed(status: number): void {
  write('ERROR', 'emulated_ipn_delivery_failed', { status });
}

/** One run of the SSLCommerz check: sessions settled, closed, waiting, and refunds done. */
export function sslcommerzCheckRun(run: {
  settled: number;
  closed: number;
  waiting: number;
  refunded: number;
}): void {
  write('INFO', 'sslcommerz_check_run', run);
}

/** A courier booking failed (refused, or no answer); the admin's retry asks by invoice first. */
export function courierBookingFailed(orderId: string, attempt: number, error: unknown): void {
  write('WARNING', 'courier_booking_failed', { orderId, attempt, ...failure(error) });
}

type CourierReportFields = {
  source: 'webhook' | 'poll';
  orderId: string;
  consignmentId: string;
  status: string;
  effect: string;
};

/** The courier's webhook or the poll reported on a parcel (`effect` says what it did). */
export function courierReport(fields: CourierReportFields): void {
  write('INFO', 'courier_report', fields);
}

/** A report named an order the store does not have, or another consignment: nothing changed. */
export function courierReportNotOurs(fields: CourierReportFields): void {
  write('WARNING', 'courier_report_not_ours', fields);
}

/** A call to the courier webhook without the shop's bearer token. */
export function courierWebhookRefused(): void {
  write('WARNING', 'courier_webhook_refused');
}

/** The courier webhook was called, but COURIER_WEBHOOK_TOKEN is not set: it refuses every call. */
export function courierWebhookUnconfigured(): void {
  write('ERROR', 'courier_webhook_unconfigured', { missing: 'COURIER_WEBHOOK_TOKEN' });
}

/** The poll could not ask the courier about a parcel; the next run asks again. */
export function courierPollFailed(orderId: string, error: unknown): void {
  write('ERROR', 'courier_poll_failed', { orderId, ...failure(error) });
}

/** One run of the courier poll. */
export function courierPollRun(run: { asked: number; moved: number; failed: number }): void {
  write('INFO', 'courier_poll_run', run);
}

/** The emulated courier could not deliver its webhook to the store. */
export function emulatedCourierWebhookFailed(status: number): void {
  write('ERROR', 'emulated_courier_webhook_failed', { status });
}

import type { Intent } from '../payments/gateway';
import type { Deps } from './deps';
import {
  INTENT_BINDINGS,
  INTENT_RECORDS,
  type IntentBinding,
  type IntentRecord,
} from './intent-bindings';
import { refundPayment, type RefundReason } from './refunds';
import { runTransaction } from './transaction';

// A spec §7 client pays with POST /create-payment-intent `{price}`, an intent bound to no order,
// and reports it afterwards with PATCH /order/{id} (services/intent-bindings.ts). When the card
// succeeds and the report never comes (the tab closed, the network failed, the order was
// cancelled meanwhile), nothing else would ever give the money back: the webhook settles such an
// intent only through its binding, and there is none. So the expiry job (jobs/expire-order-holds.ts,
// and the emulator-only POST /emulator/orders/expire) also runs this sweep: every paymentIntents
// record still `open` once the grace has passed is settled with the gateway:
//   - a binding exists (the report came): a paid one just closes the record; a refused one has
//     its refund asked for again (idempotent, once issued it is not asked twice), then closes;
//   - the card never succeeded: the intent is cancelled, so no card can be charged on it any
//     more (a payment that got there first is treated as succeeded; one still processing waits);
//   - it succeeded unreported: in one transaction a refused binding (orderId null, reason
//     'unreported') is created only if no binding exists, so a late PATCH and the sweep cannot
//     both win (the PATCH's own transaction creates the paid binding); then the whole payment is
//     refunded (refunds.ts refundPayment, key refund-<intentId>) and the record closes.
// A record closes only once its refund is issued: a refund that fails leaves it open for the
// next run (and the refused binding already keeps the payment from paying any order).

/**
 * How long a `{price}` payment may stay unreported before it is refunded. A real client reports
 * within seconds of the card's success; an hour leaves room for a slow network, a 3-D Secure
 * step and retries, and still gives the money back the same day. Tests inject `now`.
 */
export const UNREPORTED_GRACE_MS = 60 * 60 * 1000;

/** Records settled per run at most (one page; the job runs again a minute later). */
export const unreportedPageSize = 100;

export interface UnreportedRun {
  /** Payments refunded in this run (or, refused by a report earlier, confirmed refunded). */
  refunded: number;
  /** Records closed with nothing to refund: reported, never paid, or cancelled. */
  closed: number;
  /** Records left open for a later run: a payment still processing, or a failure. */
  waiting: number;
}

type Outcome = keyof UnreportedRun;

/** One run: the open records older than the grace, oldest first, at most `pageSize`. */
export async function refundUnreportedPayments(
  deps: Pick<Deps, 'db' | 'gateway' | 'now'>,
  pageSize: number = unreportedPageSize,
): Promise<UnreportedRun> {
  const due = await deps.db
    .collection(INTENT_RECORDS)
    .where('open', '==', true)
    .where('createdAt', '<', deps.now() - UNREPORTED_GRACE_MS)
    .orderBy('createdAt')
    .limit(pageSize)
    .get();
  const run: UnreportedRun = { refunded: 0, closed: 0, waiting: 0 };
  for (const doc of due.docs) {
    // One record that fails (the gateway down) waits for a later run; the others go on.
    const outcome = await settleUnreported(deps, doc.id, doc.data() as IntentRecord).catch(
      (error: unknown) => {
        console.error(
          JSON.stringify({ job: 'refund-unreported', intentId: doc.id, error: String(error) }),
        );
        return 'waiting' as const;
      },
    );
    run[outcome] += 1;
  }
  return run;
}

/** Settles one open record past its grace; says what came of it. */
export async function settleUnreported(
  deps: Pick<Deps, 'db' | 'gateway' | 'now'>,
  intentId: string,
  record: IntentRecord,
): Promise<Outcome> {
  const { db } = deps;
  const bindingRef = db.collection(INTENT_BINDINGS).doc(intentId);
  const bound = await bindingRef.get();
  if (bound.exists) {
    const reason = refusalOf(bound.data() as IntentBinding);
    if (!reason) return close(deps, intentId, 'closed');
    return refundAndClose(
      deps,
      { id: intentId, amount: record.amount, currency: record.currency },
      reason,
    );
  }
  let intent = await deps.gateway().retrieveIntent(intentId);
  if (intent && intent.status !== 'succeeded' && intent.status !== 'processing') {
    // Never paid: no card may be charged on it from now on. A payment that got there first
    // comes back as succeeded (or processing) and is settled as such.
    if (intent.status !== 'canceled')
      intent = (await deps.gateway().cancelIntent(intentId)) ?? intent;
  }
  if (!intent || intent.status === 'canceled') return close(deps, intentId, 'closed');
  if (intent.status !== 'succeeded') return 'waiting';

  const refused = intent;
  const reason = await runTransaction(db, async (tx): Promise<RefundReason | undefined> => {
    const binding = await tx.get(bindingRef);
    // Reported meanwhile: the report's own transaction decided (paid, or refused with a reason).
    if (binding.exists) return refusalOf(binding.data() as IntentBinding);
    tx.create(bindingRef, {
      orderId: null,
      uid: record.uid,
      at: deps.now(),
      reason: 'unreported',
    } satisfies IntentBinding);
    return 'unreported';
  });
  if (!reason) return close(deps, intentId, 'closed');
  return refundAndClose(deps, refused, reason);
}

const refusalOf = (binding: IntentBinding): RefundReason | undefined =>
  binding.orderId === null ? binding.reason : undefined;

async function refundAndClose(
  deps: Pick<Deps, 'db' | 'gateway' | 'now'>,
  intent: Pick<Intent, 'id' | 'amount' | 'currency'>,
  reason: RefundReason,
): Promise<Outcome> {
  const refunded = await refundPayment(deps, { ...intent, orderId: undefined }, reason);
  // False: the gateway holds no succeeded payment for it (nothing was taken to give back).
  return close(deps, intent.id, refunded ? 'refunded' : 'closed');
}

async function close(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  intentId: string,
  outcome: Outcome,
): Promise<Outcome> {
  await db.collection(INTENT_RECORDS).doc(intentId).update({ open: false, closedAt: now() });
  return outcome;
}

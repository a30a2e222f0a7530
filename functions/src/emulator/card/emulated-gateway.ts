import { collections } from '@cps/domain';
import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import * as logs from '../../infra/logs';
import { checkCard, type CardInput, type CardOutcome } from './test-cards';
import type {
  Intent,
  NewIntent,
  NewRefund,
  PaymentGateway,
  Refund,
} from '../../payments/card/gateway';

// The local default's stand-in for Stripe: intents live in Firestore, idempotency keys are
// honoured in a transaction, cards are judged by Stripe's test-card rules, and the outcome is
// delivered to the real webhook as a signed event. Used only in the emulator without a key.

/** Where the emulated gateway sends the events Stripe would send (the webhook, signed). */
export interface EventSink {
  url: string;
  secret: string | undefined;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

/** Stripe's limits on one payment in US dollars, and its errors past them, word for word. */
function amountError(amountCents: number): Stripe.errors.StripeInvalidRequestError | undefined {
  const refuse = (code: string, message: string) =>
    new Stripe.errors.StripeInvalidRequestError({
      type: 'invalid_request_error',
      code,
      param: 'amount',
      message,
      statusCode: 400,
    });
  if (amountCents < 50) return refuse('amount_too_small', 'Amount must be at least $0.50 usd');
  if (amountCents > 99_999_999) {
    return refuse('amount_too_large', 'Amount must be no more than $999,999.99');
  }
  return undefined;
}

/** `store` marks every intent made here, in its metadata, as Stripe's adapter does. */
export function emulatedGateway(
  db: Firestore,
  now: () => number,
  store: string,
  events?: EventSink,
): PaymentGateway {
  return {
    name: 'emulated',
    store,
    async createIntent(input: NewIntent) {
      const refused = amountError(input.amountCents);
      if (refused) throw refused;
      const keyRef = db.collection(collections.emulatedIntentKeys).doc(input.idempotencyKey);
      return db.runTransaction(async (tx) => {
        const key = await tx.get(keyRef);
        if (key.exists) {
          const existing = await tx.get(
            db.collection(collections.emulatedIntents).doc(key.get('intentId') as string),
          );
          return existing.data() as Intent;
        }
        const id = `pi_emu_${token(18)}`;
        const intent: Intent = {
          id,
          clientSecret: `${id}_secret_${token(18)}`,
          status: 'requires_payment_method',
          amount: input.amountCents,
          currency: input.currency,
          orderId: input.orderId,
          lastError: undefined,
          uid: input.uid,
          store,
        };
        tx.set(db.collection(collections.emulatedIntents).doc(id), {
          ...intent,
          uid: input.uid,
          store,
          lastError: null,
          createdAt: now(),
        });
        tx.set(keyRef, { intentId: id, createdAt: now() });
        return intent;
      });
    },
    async retrieveIntent(id: string) {
      if (!isIntentId(id)) return undefined;
      const snap = await db.collection(collections.emulatedIntents).doc(id).get();
      return snap.exists ? intentOf(snap.data()) : undefined;
    },
    async cancelIntent(id: string) {
      if (!isIntentId(id)) return undefined;
      const ref = db.collection(collections.emulatedIntents).doc(id);
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) return undefined;
        const intent = intentOf(snap.data());
        if (!CANCELABLE.has(intent.status)) return intent;
        tx.update(ref, { status: 'canceled', updatedAt: now() });
        return { ...intent, status: 'canceled' as const };
      });
    },
    async refundIntent(input: NewRefund): Promise<Refund | undefined> {
      if (!isIntentId(input.intentId)) return undefined;
      const ref = db.collection(collections.emulatedIntents).doc(input.intentId);
      const keyRef = db.collection(collections.emulatedRefundKeys).doc(input.idempotencyKey);
      const made = await db.runTransaction(async (tx) => {
        const [key, snap] = await Promise.all([tx.get(keyRef), tx.get(ref)]);
        if (key.exists) {
          const existing = await tx.get(
            db.collection(collections.emulatedRefunds).doc(key.get('refundId')),
          );
          return { refund: existing.data() as Refund, intent: undefined };
        }
        if (!snap.exists) return undefined;
        const intent = intentOf(snap.data());
        if (intent.status !== 'succeeded') return undefined;
        if (snap.get('amountRefunded') === intent.amount) {
          return {
            refund: { id: undefined, status: 'already_refunded' as const, amount: 0 },
            intent: undefined,
          };
        }
        const refund: Refund = {
          id: `re_emu_${token(18)}`,
          status: 'succeeded',
          amount: intent.amount,
        };
        tx.set(db.collection(collections.emulatedRefunds).doc(refund.id!), {
          ...refund,
          intentId: intent.id,
          reason: input.reason,
          metadata: input.metadata,
          createdAt: now(),
        });
        tx.set(keyRef, { refundId: refund.id, createdAt: now() });
        tx.update(ref, { amountRefunded: intent.amount, updatedAt: now() });
        return { refund, intent };
      });
      // A new refund: Stripe then sends charge.refunded, and so does this stand-in.
      if (made?.intent && events?.secret) {
        await deliverEvent(
          events.url,
          signedStripeEvent(
            'charge.refunded',
            chargeOf(made.intent, made.intent.amount),
            events.secret,
            Math.floor(now() / 1000),
          ),
        );
      }
      return made?.refund;
    },
  };
}

/** The charge of a succeeded intent as Stripe shows it in charge.* events. */
function chargeOf(intent: Intent, amountRefunded: number) {
  return {
    id: `ch_emu_${intent.id.replace(/^pi_emu_/, '')}`,
    object: 'charge',
    amount: intent.amount,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= intent.amount,
    currency: intent.currency,
    status: 'succeeded',
    payment_intent: intent.id,
    metadata: metadataOf(intent),
  };
}

/** The metadata Stripe shows on an intent (and copies to its charge): what was set, as text. */
function metadataOf(intent: Pick<Intent, 'orderId' | 'uid' | 'store'>): Record<string, string> {
  const entries = Object.entries({ orderId: intent.orderId, uid: intent.uid, store: intent.store });
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => !!entry[1]));
}

/** POSTs a signed event to the webhook, as Stripe delivers it. */
export async function deliverEvent(
  url: string,
  event: { payload: string; signature: string },
): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) logs.emulatedWebhookDeliveryFailed(response.status);
}

/** Stripe cancels an intent in these states only; a processing card payment is not among them. */
const CANCELABLE = new Set<Intent['status']>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
]);

const isIntentId = (id: string) => /^pi_[A-Za-z0-9_]{1,120}$/.test(id);

function intentOf(data: unknown): Intent {
  const stored = data as Intent & {
    lastError: string | null;
    orderId: string | null;
    uid?: string | null;
    store?: string | null;
  };
  return {
    ...stored,
    orderId: stored.orderId ?? undefined,
    lastError: stored.lastError ?? undefined,
    uid: stored.uid ?? undefined,
    store: stored.store ?? undefined,
  };
}

export type ConfirmResult =
  | { kind: 'unknown' }
  | { kind: 'canceled'; message: string }
  | { kind: 'done'; intent: Intent; outcome: CardOutcome };

/** Stripe's answer when a cancelled intent is confirmed. */
const CANCELED_INTENT_MESSAGE =
  'You cannot confirm this PaymentIntent because it has a status of canceled. Only a ' +
  'PaymentIntent with one of the following statuses may be confirmed: ' +
  'requires_payment_method, requires_confirmation, requires_action.';

/** Confirms an intent by its client secret with a test card, as Stripe.js would. */
export async function confirmEmulatedIntent(
  db: Firestore,
  clientSecret: string,
  card: CardInput,
  now: Date,
): Promise<ConfirmResult> {
  const id = /^(pi_emu_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret)?.[1];
  if (!id) return { kind: 'unknown' };
  const ref = db.collection(collections.emulatedIntents).doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('clientSecret') !== clientSecret)
      return { kind: 'unknown' as const };
    const intent = intentOf(snap.data());
    if (intent.status === 'canceled') {
      return { kind: 'canceled' as const, message: CANCELED_INTENT_MESSAGE };
    }
    if (intent.status === 'succeeded') {
      return { kind: 'done' as const, intent, outcome: { ok: true as const, last4: '' } };
    }
    const outcome = checkCard(card, now);
    const next: Intent = outcome.ok
      ? { ...intent, status: 'succeeded', lastError: undefined }
      : { ...intent, status: 'requires_payment_method', lastError: outcome.message };
    tx.update(ref, {
      status: next.status,
      lastError: next.lastError ?? null,
      updatedAt: now.getTime(),
    });
    return { kind: 'done' as const, intent: next, outcome };
  });
}

/** A Stripe-shaped event for an intent, signed like Stripe signs webhooks. */
export function signedIntentEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  intent: Intent,
  secret: string,
  nowSeconds: number,
): { payload: string; signature: string } {
  return signedStripeEvent(
    type,
    {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_received: intent.status === 'succeeded' ? intent.amount : 0,
      currency: intent.currency,
      status: intent.status,
      metadata: metadataOf(intent),
      last_payment_error: intent.lastError ? { message: intent.lastError } : null,
    },
    secret,
    nowSeconds,
  );
}

/** A Stripe-shaped event about `object`, signed like Stripe signs webhooks. */
export function signedStripeEvent(
  type: string,
  object: object,
  secret: string,
  nowSeconds: number,
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: `evt_emu_${token(18)}`,
    object: 'event',
    type,
    created: nowSeconds,
    livemode: false,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: nowSeconds,
  });
  return { payload, signature };
}

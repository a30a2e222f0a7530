// Cash on delivery: the states an order paid at the door goes through, the admin's steps between
// them, and the fake-order policy checked when one is placed (docs/orders.md, "Cash on
// delivery"). Pure: the server applies a step in the transaction that read the order.
import { ordersCopy } from './copy-orders';
import { lineTotalCents } from './money';
import { isCodOrder, orderStatusOf } from './order-status';
import type { CodOrderStatus, OrderDoc, OrderEventType, OrderStatus } from './types';

/** The fake-order policy's numbers; the reasons are in docs/orders.md. */
export interface CodPolicy {
  /** A placed order holds its stock this long for the shop's call, then expires unconfirmed. */
  confirmHours: number;
  /** No cash-on-delivery order above this total, in cents of USD. */
  maxTotalCents: number;
  /** A new account (no paid or collected order yet): open orders at once, and their total. */
  newAccount: { maxOpen: number; maxTotalCents: number };
  /** An account with a paid or collected order: open orders at once. */
  maxOpen: number;
  /** After a delivery refused at the door, the account has no cash on delivery for this long. */
  refusalBanDays: number;
}

export const defaultCodPolicy: CodPolicy = {
  confirmHours: 24,
  maxTotalCents: 80_000,
  newAccount: { maxOpen: 1, maxTotalCents: 20_000 },
  maxOpen: 3,
  refusalBanDays: 90,
};

/** The cash to collect at the door: the order's stored total, delivery charge included. */
export const codDueCents = (order: Pick<OrderDoc, 'price' | 'quanity'>): number =>
  lineTotalCents(order.price, order.quanity);

/**
 * The id a collection is reconciled by: the order's id and the time the cash was taken, so the
 * shop matches it to the courier's statement and a repeated collect cannot make a second one.
 */
export const codTransactionId = (orderId: string, collectedAt: number): string =>
  `COD-${orderId}-${collectedAt}`;

/** What the placement knows of the account when a cash-on-delivery order is placed. */
export interface CodStanding {
  /** The account has a paid order (by card, online, or collected at the door). */
  proven: boolean;
  /** Its open cash-on-delivery orders (counted up to the most the policy allows, plus one). */
  open: number;
  /** When a delivery to it was last refused at the door. */
  lastRefusedAt?: number;
}

const dayMs = 86_400_000;

/** "2026-11-28": a day, in UTC, as a refusal ban names it. */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Whether an account may place a cash-on-delivery order of this total now: the refusal ban, the
 * ceiling, and the new or proven account's limits, in that order. A refusal says what the buyer
 * can do instead.
 */
export function decideCodPlacement(
  totalCents: number,
  standing: CodStanding,
  now: number,
  policy: CodPolicy = defaultCodPolicy,
): { ok: true } | { ok: false; message: string } {
  const m = ordersCopy.cod.refusals;
  if (standing.lastRefusedAt !== undefined) {
    const until = standing.lastRefusedAt + policy.refusalBanDays * dayMs;
    if (now < until)
      return { ok: false, message: m.refusedBefore(isoDay(standing.lastRefusedAt), isoDay(until)) };
  }
  if (totalCents > policy.maxTotalCents) {
    return { ok: false, message: m.overCeiling(policy.maxTotalCents) };
  }
  if (!standing.proven) {
    if (standing.open >= policy.newAccount.maxOpen) {
      return { ok: false, message: m.newAccountOpen(policy.newAccount.maxOpen) };
    }
    if (totalCents > policy.newAccount.maxTotalCents) {
      return {
        ok: false,
        message: m.newAccountTotal(policy.newAccount.maxTotalCents, policy.maxTotalCents),
      };
    }
    return { ok: true };
  }
  if (standing.open >= policy.maxOpen) return { ok: false, message: m.tooManyOpen(policy.maxOpen) };
  return { ok: true };
}

/** The admin's steps of a cash-on-delivery order; placing, cancelling and expiry are any order's. */
export type CodStep = 'confirm' | 'ship' | 'collect' | 'refuse';

const steps: Record<CodStep, { from: CodOrderStatus; to: CodOrderStatus; event: OrderEventType }> =
  {
    confirm: { from: 'cod-placed', to: 'cod-confirmed', event: 'cod-confirmed' },
    ship: { from: 'cod-confirmed', to: 'cod-shipped', event: 'shipped' },
    collect: { from: 'cod-shipped', to: 'cod-collected', event: 'cod-collected' },
    refuse: { from: 'cod-shipped', to: 'cod-refused', event: 'cod-refused' },
  };

export type CodOrder = Pick<
  OrderDoc,
  | 'paymentMethod'
  | 'cod'
  | 'paid'
  | 'shipped'
  | 'expiredAt'
  | 'refundedAt'
  | 'expiresAt'
  | 'price'
  | 'quanity'
  | 'courier'
>;

export type CodDecision =
  /** Take the step: these fields change, with this event. */
  | { kind: 'step'; fields: Partial<OrderDoc>; event: OrderEventType; to: OrderStatus }
  /** The step was taken already (a retry): nothing changes. */
  | { kind: 'done' }
  | { kind: 'refused'; message: string };

/**
 * One admin step on a cash-on-delivery order: allowed only from the state before it (confirm
 * only before the deadline), a repeat of a step taken already is 'done', anything else is refused
 * with what the state is and what may be done.
 */
export function decideCodStep(
  order: CodOrder,
  orderId: string,
  step: CodStep,
  at: number,
  by: string,
): CodDecision {
  const m = ordersCopy.cod.steps;
  if (!isCodOrder(order)) return { kind: 'refused', message: m.notCod };
  const rule = steps[step];
  const status = orderStatusOf(order);
  if (status === rule.to) return { kind: 'done' };
  if (status !== rule.from) return { kind: 'refused', message: m.refused(step, status) };
  // A parcel the courier returned whose goods the admin restocked or wrote off: its stock is
  // decided, and a refusal would give it back a second time.
  if (step === 'refuse' && order.courier?.returnDecidedAt !== undefined) {
    return { kind: 'refused', message: ordersCopy.courier.returnDecided };
  }
  const cod = order.cod ?? {};
  const taken = (fields: Partial<OrderDoc>): CodDecision => ({
    kind: 'step',
    fields,
    event: rule.event,
    to: rule.to,
  });
  switch (step) {
    case 'confirm':
      if (order.expiresAt !== undefined && at >= order.expiresAt) {
        return { kind: 'refused', message: m.deadlinePassed };
      }
      return taken({ cod: { ...cod, confirmedAt: at, confirmedBy: by } });
    case 'ship':
      return taken({ shipped: true, shippedAt: at });
    case 'collect':
      return taken({
        paid: true,
        paidAt: at,
        transectionId: codTransactionId(orderId, at),
        cod: { ...cod, collectedAt: at, collectedCents: codDueCents(order), collectedBy: by },
      });
    case 'refuse':
      return taken({ cod: { ...cod, refusedAt: at, refusedBy: by } });
  }
}

/** A step that gives the order's stock back to its parts. */
export const codStepReturnsStock = (step: CodStep): boolean => step === 'refuse';

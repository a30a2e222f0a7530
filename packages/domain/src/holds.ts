import { checkoutCopy } from './copy-checkout';
import type { HoldTier, OrderDoc, PartDoc } from './types';

// How much of a part's stock a customer may hold in unpaid orders: the shares (new, proven, new
// customers together), the hold window and the cool-down are in docs/orders.md, "No hoarding".
// Every rule is over an order's lines, and a share is of what the shop has of the part
// (available plus held), so it does not shrink as others hold units.

/** One part's units that an order holds. */
export interface HoldLine {
  partId: string;
  quantity: number;
}

export interface HoldRule {
  /** A new customer's share of a part's stock, per part. */
  newShare: number;
  /** A proven customer's share of a part's stock, per part. */
  provenShare: number;
  /** All new customers' share of a part's stock, together. */
  newPoolShare: number;
  /** After a new customer's hold window ends unpaid, hold lengths before it may open again. */
  cooldownHolds: number;
}

export const defaultHoldRule: HoldRule = {
  newShare: 1 / 3,
  provenShare: 2 / 3,
  newPoolShare: 1 / 2,
  cooldownHolds: 1,
};

/** What the rules need of a part: its name, minimum, stock, and the units held of it. */
export interface PartHoldFigures extends Pick<
  PartDoc,
  'name' | 'minimumOrderQuanity' | 'availableQuanity'
> {
  /** Units held by unpaid orders of the part (those counted in its hold figures). */
  held: number;
  /** Of those, units held by new customers. */
  heldByNew: number;
}

/** The units held in unpaid orders of one part, by everyone and by new customers. */
export interface PartHolds {
  held: number;
  heldByNew: number;
}

export interface CustomerHolds {
  tier: HoldTier;
  /** The lines of the customer's unpaid orders whose hold has not ended. */
  holding: readonly HoldLine[];
  /** By part id: when the customer's current or last hold window on that part ends (ms). */
  windows: Readonly<Record<string, number>>;
}

export interface HoldRequest {
  lines: readonly HoldLine[];
  parts: ReadonlyMap<string, PartHoldFigures>;
  customer: CustomerHolds;
  now: number;
  /** ORDER_HOLD_SECONDS in ms. */
  holdMs: number;
  rule?: HoldRule;
}

export type HoldDecision =
  | {
      ok: true;
      /** When the order's hold ends: the earliest window of its lines. */
      expiresAt: number;
      /** The customer's windows to store: this order's parts added, those past their cool-down gone. */
      windows: Record<string, number>;
    }
  | { ok: false; partId: string; message: string };

/**
 * The parts and units an order holds: each line of a build's order, or its one part. Every path
 * that takes, returns or counts an order's stock reads its lines here.
 */
export function orderHoldLines(order: Pick<OrderDoc, 'partId' | 'quanity' | 'lines'>): HoldLine[] {
  if (order.lines?.length) {
    return order.lines.map(({ partId, quanity }) => ({ partId, quantity: quanity }));
  }
  return [{ partId: order.partId, quantity: order.quanity }];
}

/** Units per part, lines of one part added up. */
export function unitsByPart(lines: readonly HoldLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const { partId, quantity } of lines) {
    units.set(partId, (units.get(partId) ?? 0) + quantity);
  }
  return units;
}

/** The shop's stock of a part: available, plus held by unpaid orders. */
export function partStock(part: Pick<PartHoldFigures, 'availableQuanity' | 'held'>): number {
  return part.availableQuanity + part.held;
}

const shareOf = (
  part: Pick<PartHoldFigures, 'availableQuanity' | 'held' | 'minimumOrderQuanity'>,
  share: number,
) => Math.max(part.minimumOrderQuanity, Math.floor(partStock(part) * share));

/** Units of a part one customer may hold in unpaid orders at once. */
export function customerAllowance(
  part: Pick<PartHoldFigures, 'availableQuanity' | 'held' | 'minimumOrderQuanity'>,
  tier: HoldTier,
  rule: HoldRule = defaultHoldRule,
): number {
  return shareOf(part, tier === 'new' ? rule.newShare : rule.provenShare);
}

/** Units of a part all new customers together may hold in unpaid orders at once. */
export function newCustomersAllowance(
  part: Pick<PartHoldFigures, 'availableQuanity' | 'held' | 'minimumOrderQuanity'>,
  rule: HoldRule = defaultHoldRule,
): number {
  return shareOf(part, rule.newPoolShare);
}

/** What is left of an allowance as an order could take it: nothing when below one minimum. */
function orderable(left: number, minimum: number): number {
  return left >= Math.max(1, minimum) ? left : 0;
}

const minutesUntil = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Whether the customer may hold the order's lines, and until when. Refuses the first line that
 * breaks a rule, with the message that tells the buyer what they may do instead.
 */
export function decideHold({
  lines,
  parts,
  customer,
  now,
  holdMs,
  rule = defaultHoldRule,
}: HoldRequest): HoldDecision {
  const cooldownMs = holdMs * rule.cooldownHolds;
  const mine = unitsByPart(customer.holding);
  const windows: Record<string, number> = {};
  for (const [partId, end] of Object.entries(customer.windows)) {
    if (end + cooldownMs > now) windows[partId] = end;
  }
  let expiresAt = now + holdMs;
  const opening: string[] = [];
  for (const [partId, quantity] of unitsByPart(lines)) {
    const part = parts.get(partId);
    if (!part) throw new Error(`decideHold: no figures for part ${partId}`);
    const open = windows[partId];
    const window = open !== undefined && open > now ? open : undefined;
    if (open !== undefined && open <= now && customer.tier === 'new') {
      return {
        ok: false,
        partId,
        message: checkoutCopy.holds.coolingDown(part.name, minutesUntil(open + cooldownMs - now)),
      };
    }
    const allowance = customerAllowance(part, customer.tier, rule);
    const held = mine.get(partId) ?? 0;
    if (held + quantity > allowance) {
      const left = orderable(allowance - held, part.minimumOrderQuanity);
      return {
        ok: false,
        partId,
        message: checkoutCopy.holds.customerLimit(
          part.name,
          allowance,
          left,
          customer.tier === 'new',
        ),
      };
    }
    if (customer.tier === 'new') {
      const pool = newCustomersAllowance(part, rule);
      if (part.heldByNew + quantity > pool) {
        const left = orderable(pool - part.heldByNew, part.minimumOrderQuanity);
        return {
          ok: false,
          partId,
          message: checkoutCopy.holds.newCustomersLimit(part.name, left, minutesUntil(holdMs)),
        };
      }
    }
    if (window === undefined) opening.push(partId);
    else expiresAt = Math.min(expiresAt, window);
  }
  // A window opened now ends with the order that opens it, never after.
  for (const partId of opening) windows[partId] = expiresAt;
  return { ok: true, expiresAt, windows };
}

/**
 * The change an order's lines make to its parts' hold figures: +units when it starts holding,
 * −units when it stops (paid, cancelled, expired), on heldByNew too for a new customer's order.
 */
export function holdDeltas(
  lines: readonly HoldLine[],
  tier: HoldTier,
  sign: 1 | -1,
): Map<string, PartHolds> {
  const deltas = new Map<string, PartHolds>();
  for (const [partId, units] of unitsByPart(lines)) {
    const held = sign * units;
    deltas.set(partId, { held, heldByNew: tier === 'new' ? held : 0 });
  }
  return deltas;
}

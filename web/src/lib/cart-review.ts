import {
  buildErrors,
  checkBuild,
  fromCents,
  lineTotalCents,
  priceBuild,
  slotEntries,
  toCents,
  type BuildPrice,
  type BySlot,
  type Part,
} from '@cps/domain';
import type { Cart, CartBuild, CartLine } from '@/lib/cart';

// The cart against the parts as the database has them now: what each line costs, and what
// changed under the buyer since it went in. Checkout waits until the buyer has decided on every
// change (removed the line, or accepted the new quantity or price).

export type LineProblem =
  | { kind: 'gone' }
  | { kind: 'soldOut' }
  | { kind: 'belowMinimum'; min: number }
  | { kind: 'aboveStock'; left: number }
  | { kind: 'priceChanged'; was: number; now: number };

export interface ReviewedLine {
  line: CartLine;
  /** The part now; undefined while it loads or once it is gone. */
  part?: Part;
  /** Still waiting for the part's first answer. */
  pending: boolean;
  problems: LineProblem[];
  /**
   * What accepting the changes sets (the quantity brought within the minimum and the stock, the
   * price now); undefined when no change can be accepted and the line can only be removed.
   */
  accept?: { quanity: number; price: number };
  /** The line's total at today's price, in USD (0 while pending or gone). */
  total: number;
}

export type BuildProblemKind =
  | { kind: 'buildGone' }
  | { kind: 'buildIncompatible' }
  | { kind: 'buildPriceChanged'; was: number; now: number };

export interface ReviewedBuild {
  build: CartBuild;
  parts: BySlot<Part>;
  pending: boolean;
  /** The build priced now, once every part has answered. */
  price?: BuildPrice;
  problems: BuildProblemKind[];
}

export interface CartReview {
  lines: ReviewedLine[];
  build?: ReviewedBuild;
  /** Every line and the build at today's prices, in USD. */
  subtotal: number;
  /** Some part has not answered yet. */
  pending: boolean;
  /** Some line or the build has a change the buyer has not decided on. */
  blocked: boolean;
}

function reviewLine(line: CartLine, part: Part | undefined, gone: boolean): ReviewedLine {
  if (gone) return { line, pending: false, problems: [{ kind: 'gone' }], total: 0 };
  if (!part) return { line, pending: true, problems: [], total: 0 };
  const min = part.minimumOrderQuanity;
  const left = part.availableQuanity;
  const problems: LineProblem[] = [];
  if (left < 1) problems.push({ kind: 'soldOut' });
  else if (line.quanity < min) problems.push({ kind: 'belowMinimum', min });
  else if (line.quanity > left) problems.push({ kind: 'aboveStock', left });
  if (toCents(part.price) !== toCents(line.price)) {
    problems.push({ kind: 'priceChanged', was: line.price, now: part.price });
  }
  const fits = left >= 1 && min <= left;
  const accept =
    problems.length && fits
      ? { quanity: Math.min(Math.max(line.quanity, min), left), price: part.price }
      : undefined;
  return {
    line,
    part,
    pending: false,
    problems,
    ...(accept ? { accept } : {}),
    total: fromCents(lineTotalCents(part.price, line.quanity)),
  };
}

function reviewBuild(
  build: CartBuild,
  byId: ReadonlyMap<string, Part>,
  missing: ReadonlySet<string>,
): ReviewedBuild {
  const parts: Record<string, Part | Part[]> = {};
  let pending = false;
  let gone = false;
  for (const [slot, id] of slotEntries(build.parts)) {
    const part = byId.get(id);
    if (missing.has(id) || (part && part.availableQuanity < 1)) gone = true;
    else if (!part) pending = true;
    if (!part) continue;
    if (slot === 'storage')
      parts.storage = [...((parts.storage as Part[] | undefined) ?? []), part];
    else parts[slot] = part;
  }
  const found = parts as BySlot<Part>;
  if (gone) return { build, parts: found, pending: false, problems: [{ kind: 'buildGone' }] };
  if (pending) return { build, parts: found, pending: true, problems: [] };
  const price = priceBuild(found);
  const problems: BuildProblemKind[] = [];
  if (buildErrors(checkBuild(found)).length) problems.push({ kind: 'buildIncompatible' });
  if (toCents(price.total) !== toCents(build.total)) {
    problems.push({ kind: 'buildPriceChanged', was: build.total, now: price.total });
  }
  return { build, parts: found, pending: false, price, problems };
}

/** The cart against the parts found (`byId`) and the ids the server says it has no part for. */
export function reviewCart(
  cart: Cart,
  byId: ReadonlyMap<string, Part>,
  missing: ReadonlySet<string>,
): CartReview {
  const lines = cart.lines.map((line) =>
    reviewLine(line, byId.get(line.partId), missing.has(line.partId)),
  );
  const build = cart.build ? reviewBuild(cart.build, byId, missing) : undefined;
  const cents =
    lines.reduce((sum, line) => sum + toCents(line.total), 0) +
    (build?.price ? toCents(build.price.total) : 0);
  return {
    lines,
    ...(build ? { build } : {}),
    subtotal: fromCents(cents),
    pending: lines.some((line) => line.pending) || (build?.pending ?? false),
    blocked: lines.some((line) => line.problems.length > 0) || (build?.problems.length ?? 0) > 0,
  };
}

/** Every part id the cart names (its lines', then its build's), each once. */
export function cartPartIds(cart: Cart): string[] {
  const ids = cart.lines.map((line) => line.partId);
  for (const [, id] of cart.build ? slotEntries(cart.build.parts) : []) ids.push(id);
  return [...new Set(ids)];
}

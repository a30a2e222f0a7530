import { buildSlots, isDocumentId, parseBuild, type Build } from '@cps/domain';

// The cart as the buyer keeps it: parts with how many of each and the price each had when it went
// in, and at most one PC build, kept whole (its parts are ordered together, with the bundle deal).
// A visitor's cart is in localStorage; a signed-in buyer's is the document carts/{uid}, whose
// shape firestore.rules checks with the bounds below. Nothing here holds stock: only checkout does.

/** A part in the cart. `price` is the part's price when it was added, so a change can be shown. */
export interface CartLine {
  partId: string;
  quanity: number;
  /** USD per unit when the line was added (or when the buyer last accepted a new price). */
  price: number;
}

/** The build in the cart: its parts by slot, and its total when it was added. */
export interface CartBuild {
  parts: Build;
  /** The build's total (bundle saving taken off) when it was added, in USD. */
  total: number;
}

export interface Cart {
  lines: CartLine[];
  build?: CartBuild;
}

/**
 * What the cart holds at most, here and in firestore.rules: 15 parts besides its build (a
 * checkout takes 20, but the rules that check a cart of 20 with a full build pass the 1,000
 * expressions a request may evaluate).
 */
export const cartLimits = {
  lines: 15,
  /** The most of one part a line may ask for; the part's stock is the real bound. */
  quantity: 100_000,
} as const;

export const emptyCart: Cart = Object.freeze({ lines: [] }) as Cart;

/** How many things the cart holds: the units of every line, and the build as one. */
export function cartCount(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.quanity, 0) + (cart.build ? 1 : 0);
}

export const isCartEmpty = (cart: Cart) => cart.lines.length === 0 && !cart.build;

export type CartChange = { ok: true; cart: Cart } | { ok: false; reason: 'full' };

/**
 * `quanity` more of the part: added to its line, or a new line at the end at `price`. A new line
 * beyond `cartLimits.lines` is refused.
 */
export function addToCart(cart: Cart, partId: string, quanity: number, price: number): CartChange {
  const at = cart.lines.findIndex((line) => line.partId === partId);
  if (at >= 0) {
    const lines = cart.lines.map((line, i) =>
      i === at ? { ...line, quanity: Math.min(line.quanity + quanity, cartLimits.quantity) } : line,
    );
    return { ok: true, cart: { ...cart, lines } };
  }
  if (cart.lines.length >= cartLimits.lines) return { ok: false, reason: 'full' };
  return { ok: true, cart: { ...cart, lines: [...cart.lines, { partId, quanity, price }] } };
}

/** The line's quantity set (a whole number from 1 to the bound); other lines as they are. */
export function setLineQuantity(cart: Cart, partId: string, quanity: number): Cart {
  const whole = Math.min(Math.max(Math.trunc(quanity), 1), cartLimits.quantity);
  return {
    ...cart,
    lines: cart.lines.map((line) => (line.partId === partId ? { ...line, quanity: whole } : line)),
  };
}

/** The line's price as seen now: the buyer accepted a new price. */
export function setLinePrice(cart: Cart, partId: string, price: number): Cart {
  return {
    ...cart,
    lines: cart.lines.map((line) => (line.partId === partId ? { ...line, price } : line)),
  };
}

export function removeLine(cart: Cart, partId: string): Cart {
  return { ...cart, lines: cart.lines.filter((line) => line.partId !== partId) };
}

/** The build in the cart, replacing any build there was: the cart keeps one. */
export function putBuild(cart: Cart, build: CartBuild): Cart {
  return { ...cart, build };
}

export function removeBuild(cart: Cart): Cart {
  return { lines: cart.lines };
}

export interface CartMerge {
  cart: Cart;
  /** Parts of the visitor's cart left out because the account's cart was full. */
  dropped: string[];
}

/**
 * A visitor's cart taken into the account's at sign-in: the quantities of a part in both are
 * added up (at the price the account's line saw first, so a change since then still shows); the
 * visitor's other parts follow the account's, as long as the bound allows. The visitor's build,
 * the latest one chosen, replaces the account's.
 */
export function mergeCarts(account: Cart, visitor: Cart): CartMerge {
  let cart: Cart = account;
  const dropped: string[] = [];
  for (const line of visitor.lines) {
    const change = addToCart(cart, line.partId, line.quanity, line.price);
    if (change.ok) cart = change.cart;
    else dropped.push(line.partId);
  }
  if (visitor.build) cart = putBuild(cart, visitor.build);
  return { cart, dropped };
}

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function readLine(value: unknown): CartLine | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { partId, quanity, price } = value as Record<string, unknown>;
  if (typeof partId !== 'string' || !isDocumentId(partId)) return undefined;
  if (!Number.isInteger(quanity) || (quanity as number) < 1) return undefined;
  if (!isPrice(price)) return undefined;
  return { partId, quanity: Math.min(quanity as number, cartLimits.quantity), price };
}

function readBuild(value: unknown): CartBuild | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { parts, total } = value as Record<string, unknown>;
  const input = parseBuild(parts);
  if (input.problems.length || !Object.keys(input.build).length || !isPrice(total)) {
    return undefined;
  }
  return { parts: input.build, total };
}

/**
 * A cart read from outside (localStorage, the cart document): what cannot be read is left out,
 * each part once, within the bounds. Never throws.
 */
export function readCart(value: unknown): Cart {
  if (typeof value !== 'object' || value === null) return emptyCart;
  const raw = value as Record<string, unknown>;
  const lines: CartLine[] = [];
  for (const item of Array.isArray(raw.lines) ? raw.lines : []) {
    const line = readLine(item);
    if (line && lines.length < cartLimits.lines && !lines.some((l) => l.partId === line.partId)) {
      lines.push(line);
    }
  }
  const build = readBuild(raw.build);
  return build ? { lines, build } : { lines };
}

/** The cart as stored (the document's fields besides `updatedAt`; localStorage's JSON). */
export function cartFields(cart: Cart): Record<string, unknown> {
  const lines = cart.lines.map(({ partId, quanity, price }) => ({ partId, quanity, price }));
  if (!cart.build) return { lines };
  const parts: Record<string, string | string[]> = {};
  for (const slot of buildSlots) {
    const value = cart.build.parts[slot];
    if (value !== undefined) parts[slot] = typeof value === 'string' ? value : [...value];
  }
  return { lines, build: { parts, total: cart.build.total } };
}

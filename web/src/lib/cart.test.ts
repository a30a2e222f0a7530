import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartFields,
  cartLimits,
  emptyCart,
  mergeCarts,
  readCart,
  removeLine,
  setLineQuantity,
  type Cart,
} from './cart';

const line = (partId: string, quanity: number, price = 10) => ({ partId, quanity, price });
const many = (n: number, prefix = 'p') =>
  Array.from({ length: n }, (_, i) => line(`${prefix}${i}`, 1));

describe('the cart', () => {
  it('adds a part as a new line at its price, then adds to that line', () => {
    const one = addToCart(emptyCart, 'keyboard', 2, 49.5);
    expect(one).toEqual({ ok: true, cart: { lines: [line('keyboard', 2, 49.5)] } });
    const two = addToCart(one.ok ? one.cart : emptyCart, 'keyboard', 1, 55);
    // The price seen first stays, so that the change still shows in the cart.
    expect(two.ok && two.cart.lines).toEqual([line('keyboard', 3, 49.5)]);
  });

  it('refuses a 21st part, but adds to a part already in a full cart', () => {
    const full: Cart = { lines: many(cartLimits.lines) };
    expect(addToCart(full, 'another', 1, 1)).toEqual({ ok: false, reason: 'full' });
    const more = addToCart(full, 'p3', 2, 10);
    expect(more.ok && more.cart.lines[3]).toEqual(line('p3', 3));
  });

  it('counts every unit and the build as one', () => {
    const cart: Cart = {
      lines: [line('a', 2), line('b', 3)],
      build: { parts: { cpu: 'cpu-1', memory: 'ram-1' }, total: 500 },
    };
    expect(cartCount(cart)).toBe(6);
    expect(cartCount(emptyCart)).toBe(0);
  });

  it('sets a whole quantity of at least 1 and removes a line', () => {
    const cart: Cart = { lines: [line('a', 2), line('b', 3)] };
    expect(setLineQuantity(cart, 'a', 4.7).lines[0]).toEqual(line('a', 4));
    expect(setLineQuantity(cart, 'a', 0).lines[0]).toEqual(line('a', 1));
    expect(removeLine(cart, 'a').lines).toEqual([line('b', 3)]);
  });
});

describe("merging a visitor's cart into the account's at sign-in", () => {
  it('adds up the quantities of a part in both and keeps the account’s price seen', () => {
    const account: Cart = { lines: [line('a', 2, 10), line('b', 1, 20)] };
    const visitor: Cart = { lines: [line('b', 4, 25), line('c', 1, 30)] };
    expect(mergeCarts(account, visitor)).toEqual({
      cart: { lines: [line('a', 2, 10), line('b', 5, 20), line('c', 1, 30)] },
      dropped: [],
    });
  });

  it("takes the visitor's build, the latest chosen, over the account's", () => {
    const old = { parts: { cpu: 'old-cpu' }, total: 100 };
    const latest = { parts: { cpu: 'new-cpu', memory: 'ram' }, total: 300 };
    expect(mergeCarts({ lines: [], build: old }, { lines: [], build: latest }).cart.build).toBe(
      latest,
    );
    expect(mergeCarts({ lines: [], build: old }, emptyCart).cart.build).toBe(old);
  });

  it('never goes past the bound, and says which parts did not fit', () => {
    const account: Cart = { lines: many(cartLimits.lines - 1, 'a') };
    const visitor: Cart = { lines: [line('a0', 1), line('v1', 1), line('v2', 1)] };
    const merge = mergeCarts(account, visitor);
    expect(merge.cart.lines).toHaveLength(cartLimits.lines);
    expect(merge.cart.lines[0]).toEqual(line('a0', 2));
    expect(merge.dropped).toEqual(['v2']);
  });

  it('an empty visitor cart changes nothing', () => {
    const account: Cart = { lines: [line('a', 2)] };
    expect(mergeCarts(account, emptyCart)).toEqual({ cart: account, dropped: [] });
  });
});

describe('reading a stored cart', () => {
  it('reads back what it stores', () => {
    const cart: Cart = {
      lines: [line('a', 2, 10.5)],
      build: { parts: { cpu: 'cpu-1', storage: ['ssd-1', 'ssd-2'] }, total: 812.25 },
    };
    expect(readCart(JSON.parse(JSON.stringify(cartFields(cart))))).toEqual(cart);
  });

  it('leaves out what it cannot read, each part once, within the bound', () => {
    const stored = {
      lines: [
        line('a', 2),
        line('a', 5),
        { partId: 'b', quanity: 0, price: 1 },
        { partId: 'c', quanity: 1.5, price: 1 },
        { partId: 'd', quanity: 1, price: -3 },
        { partId: '../x', quanity: 1, price: 1 },
        'e',
        ...many(30, 'z'),
      ],
      build: { parts: { toaster: 'x' }, total: 1 },
    };
    const cart = readCart(stored);
    expect(cart.lines[0]).toEqual(line('a', 2));
    expect(cart.lines.map((l) => l.partId)).not.toContain('b');
    expect(cart.lines).toHaveLength(cartLimits.lines);
    expect(cart.build).toBeUndefined();
    expect(readCart('not a cart')).toEqual(emptyCart);
    expect(readCart(null)).toEqual(emptyCart);
  });
});

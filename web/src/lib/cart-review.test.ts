import { priceBuild, type Part } from '@cps/domain';
import { demoParts } from '@cps/fixtures';
import { describe, expect, it } from 'vitest';
import type { Cart } from './cart';
import { cartPartIds, reviewCart } from './cart-review';

const demo = (id: string): Part => {
  const found = demoParts.find((part) => part.id === id)!;
  return { ...found.doc, _id: found.id };
};
const part = (id: string, fields: Partial<Part> = {}): Part => ({
  ...demo('logitech-g502-x'),
  _id: id,
  name: `Part ${id}`,
  price: 10,
  minimumOrderQuanity: 2,
  availableQuanity: 50,
  ...fields,
});
const byId = (...parts: Part[]) => new Map(parts.map((p) => [p._id, p]));
const none = new Set<string>();

describe('reviewing the cart against the parts now', () => {
  it('prices each line at today’s price and adds them up, with nothing to decide', () => {
    const cart: Cart = { lines: [{ partId: 'a', quanity: 3, price: 10 }] };
    const review = reviewCart(cart, byId(part('a')), none);
    expect(review.lines[0]).toMatchObject({ problems: [], total: 30, pending: false });
    expect(review).toMatchObject({ subtotal: 30, blocked: false, pending: false });
  });

  it('waits for a part that has not answered, and never calls it gone', () => {
    const cart: Cart = { lines: [{ partId: 'a', quanity: 3, price: 10 }] };
    const review = reviewCart(cart, new Map(), none);
    expect(review).toMatchObject({ pending: true, blocked: false });
  });

  it('says a deleted part, a sold-out part, a minimum raised and stock fallen', () => {
    const cart: Cart = {
      lines: [
        { partId: 'gone', quanity: 2, price: 10 },
        { partId: 'sold', quanity: 2, price: 10 },
        { partId: 'min', quanity: 2, price: 10 },
        { partId: 'few', quanity: 9, price: 10 },
      ],
    };
    const review = reviewCart(
      cart,
      byId(
        part('sold', { availableQuanity: 0 }),
        part('min', { minimumOrderQuanity: 5 }),
        part('few', { availableQuanity: 4 }),
      ),
      new Set(['gone']),
    );
    expect(review.lines.map((l) => l.problems)).toEqual([
      [{ kind: 'gone' }],
      [{ kind: 'soldOut' }],
      [{ kind: 'belowMinimum', min: 5 }],
      [{ kind: 'aboveStock', left: 4 }],
    ]);
    // Only a line that can still be bought has a change to accept.
    expect(review.lines.map((l) => l.accept)).toEqual([
      undefined,
      undefined,
      { quanity: 5, price: 10 },
      { quanity: 4, price: 10 },
    ]);
    expect(review.blocked).toBe(true);
  });

  it('says a price changed since the line went in; accepting takes the new price', () => {
    const cart: Cart = { lines: [{ partId: 'a', quanity: 2, price: 10 }] };
    const review = reviewCart(cart, byId(part('a', { price: 12.5 })), none);
    expect(review.lines[0]!.problems).toEqual([{ kind: 'priceChanged', was: 10, now: 12.5 }]);
    expect(review.lines[0]!.accept).toEqual({ quanity: 2, price: 12.5 });
    expect(review.subtotal).toBe(25);
    expect(review.blocked).toBe(true);
  });

  it('prices a build with its bundle saving and says when its total changed', () => {
    const cpu = demo('amd-ryzen-7-7800x3d');
    const board = demo('asus-rog-strix-b650-a');
    const price = priceBuild({ cpu, motherboard: board });
    const cart: Cart = {
      lines: [],
      build: { parts: { cpu: cpu._id, motherboard: board._id }, total: price.total },
    };
    const same = reviewCart(cart, byId(cpu, board), none);
    expect(same.build).toMatchObject({ problems: [], pending: false });
    expect(same.subtotal).toBe(price.total);
    const dearer = reviewCart(cart, byId({ ...cpu, price: cpu.price + 10 }, board), none);
    expect(dearer.build!.problems).toEqual([
      { kind: 'buildPriceChanged', was: price.total, now: price.total + 10 },
    ]);
    const gone = reviewCart(cart, byId(board), new Set([cpu._id]));
    expect(gone.build!.problems).toEqual([{ kind: 'buildGone' }]);
    expect(cartPartIds(cart)).toEqual([cpu._id, board._id]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkoutCopy,
  customerAllowance,
  decideHold,
  defaultHoldRule,
  holdDeltas,
  newCustomersAllowance,
  orderHoldLines,
  type CustomerHolds,
  type HoldRequest,
  type PartHoldFigures,
} from '../src';

// The hoarding rules (docs/orders.md, "No hoarding"), pure: shares of a part's stock per
// customer and for new customers together, and hold windows that a re-order does not renew.

const HOLD = 30 * 60_000;
const NOW = 1_000_000_000;

const keyboard = (over: Partial<PartHoldFigures> = {}): PartHoldFigures => ({
  name: 'Keyboard',
  minimumOrderQuanity: 1,
  availableQuanity: 3,
  held: 0,
  heldByNew: 0,
  ...over,
});

const fresh = (over: Partial<CustomerHolds> = {}): CustomerHolds => ({
  tier: 'new',
  holding: [],
  windows: {},
  ...over,
});

function decide(
  quantity: number,
  part: PartHoldFigures,
  customer: CustomerHolds = fresh(),
  over: Partial<HoldRequest> = {},
) {
  return decideHold({
    lines: [{ partId: 'kb', quantity }],
    parts: new Map([['kb', part]]),
    customer,
    now: NOW,
    holdMs: HOLD,
    ...over,
  });
}

describe('allowances', () => {
  it('a new customer may hold a third of the stock, a proven one two thirds, never below the minimum', () => {
    const part = keyboard({ availableQuanity: 30 });
    expect(customerAllowance(part, 'new')).toBe(10);
    expect(customerAllowance(part, 'proven')).toBe(20);
    expect(customerAllowance(keyboard({ availableQuanity: 3 }), 'proven')).toBe(2);
    // Stock counts what is held as well as what is available.
    expect(customerAllowance({ ...part, availableQuanity: 20, held: 10 }, 'new')).toBe(10);
    expect(customerAllowance(keyboard({ availableQuanity: 3 }), 'new')).toBe(1);
    expect(
      customerAllowance(keyboard({ availableQuanity: 3, minimumOrderQuanity: 3 }), 'new'),
    ).toBe(3);
  });

  it('new customers together may hold half of the stock, never below one minimum order', () => {
    expect(newCustomersAllowance(keyboard({ availableQuanity: 30 }))).toBe(15);
    expect(newCustomersAllowance(keyboard({ availableQuanity: 3 }))).toBe(1);
    expect(newCustomersAllowance(keyboard({ availableQuanity: 4, minimumOrderQuanity: 4 }))).toBe(
      4,
    );
  });

  it("the e2e journey's order (3 of 9, minimum 2) fits a new customer", () => {
    const part = keyboard({ availableQuanity: 9, minimumOrderQuanity: 2 });
    expect(decide(3, part).ok).toBe(true);
  });
});

describe('one fresh account cannot hold all units of a part', () => {
  it('stock 3: a new customer may hold 1, and is told so', () => {
    expect(decide(1, keyboard())).toMatchObject({ ok: true });
    expect(decide(3, keyboard())).toEqual({
      ok: false,
      partId: 'kb',
      message: checkoutCopy.holds.customerLimit('Keyboard', 1, 1, true),
    });
  });

  it("the unit cap counts units already held in the customer's other orders", () => {
    const part = keyboard({ availableQuanity: 24, held: 6, heldByNew: 6 });
    const customer = fresh({ holding: [{ partId: 'kb', quantity: 6 }], windows: { kb: NOW + 5 } });
    // Allowance 10 of 30: 6 held, 4 more may be ordered.
    expect(decide(4, part, customer).ok).toBe(true);
    expect(decide(5, part, customer)).toMatchObject({
      ok: false,
      message: checkoutCopy.holds.customerLimit('Keyboard', 10, 4, true),
    });
  });

  it('what is left below one minimum order is told as nothing left', () => {
    const part = keyboard({ availableQuanity: 24, held: 6, heldByNew: 6, minimumOrderQuanity: 5 });
    const customer = fresh({ holding: [{ partId: 'kb', quantity: 6 }], windows: { kb: NOW + 5 } });
    expect(decide(5, part, customer)).toMatchObject({
      ok: false,
      message: checkoutCopy.holds.customerLimit('Keyboard', 10, 0, true),
    });
  });

  it('a proven customer may hold more', () => {
    const part = keyboard({ availableQuanity: 30 });
    expect(decide(11, part).ok).toBe(false);
    expect(decide(20, part, fresh({ tier: 'proven' })).ok).toBe(true);
    expect(decide(21, part, fresh({ tier: 'proven' }))).toMatchObject({
      ok: false,
      message: checkoutCopy.holds.customerLimit('Keyboard', 20, 20, false),
    });
  });
});

describe("a ring of fresh accounts cannot take a part's whole stock", () => {
  it('new customers together stop at half; a proven customer is not held to it', () => {
    const part = keyboard({ availableQuanity: 18, held: 12, heldByNew: 12 });
    expect(decide(3, part).ok).toBe(true);
    expect(decide(4, part)).toMatchObject({
      ok: false,
      message: checkoutCopy.holds.newCustomersLimit('Keyboard', 3, 30),
    });
    const full = keyboard({ availableQuanity: 15, held: 15, heldByNew: 15 });
    expect(decide(1, full)).toMatchObject({
      ok: false,
      message: checkoutCopy.holds.newCustomersLimit('Keyboard', 0, 30),
    });
    expect(decide(1, full, fresh({ tier: 'proven' })).ok).toBe(true);
  });

  it('ten fresh accounts each taking what they may leave half the stock', () => {
    let part = keyboard({ availableQuanity: 30 });
    for (let i = 0; i < 10; i++) {
      const want = customerAllowance(part, 'new');
      for (let q = want; q >= 1; q--) {
        if (!decide(q, part).ok) continue;
        part = {
          ...part,
          availableQuanity: part.availableQuanity - q,
          held: part.held + q,
          heldByNew: part.heldByNew + q,
        };
        break;
      }
    }
    expect(part.heldByNew).toBe(15);
    expect(part.availableQuanity).toBe(15);
  });
});

describe('cancelling and ordering again does not renew the hold', () => {
  it('a first order opens a window that ends with its hold', () => {
    expect(decide(1, keyboard())).toEqual({
      ok: true,
      expiresAt: NOW + HOLD,
      windows: { kb: NOW + HOLD },
    });
  });

  it("an order of the part inside the window ends with the window, not a new hold's length", () => {
    const end = NOW + 60_000;
    expect(decide(1, keyboard(), fresh({ windows: { kb: end } }))).toEqual({
      ok: true,
      expiresAt: end,
      windows: { kb: end },
    });
  });

  it("once a new customer's window ended unpaid, the part cannot be held again for one hold length", () => {
    const ended = NOW - 1;
    expect(decide(1, keyboard(), fresh({ windows: { kb: ended } }))).toEqual({
      ok: false,
      partId: 'kb',
      message: checkoutCopy.holds.coolingDown('Keyboard', 30),
    });
    const cooled = NOW - HOLD;
    expect(decide(1, keyboard(), fresh({ windows: { kb: cooled } }))).toMatchObject({
      ok: true,
      expiresAt: NOW + HOLD,
    });
  });

  it('a proven customer opens a new window as soon as the last one ended', () => {
    expect(decide(1, keyboard(), fresh({ tier: 'proven', windows: { kb: NOW - 1 } }))).toEqual({
      ok: true,
      expiresAt: NOW + HOLD,
      windows: { kb: NOW + HOLD },
    });
  });

  it('windows past their cool-down are dropped; other parts keep theirs', () => {
    const decision = decide(1, keyboard(), fresh({ windows: { old: NOW - HOLD, other: NOW + 9 } }));
    expect(decision).toEqual({
      ok: true,
      expiresAt: NOW + HOLD,
      windows: { other: NOW + 9, kb: NOW + HOLD },
    });
  });
});

describe('an order of several lines', () => {
  const parts = new Map([
    ['a', keyboard({ name: 'A', availableQuanity: 30 })],
    ['b', keyboard({ name: 'B', availableQuanity: 3 })],
  ]);

  it('checks each line, and lines of one part together', () => {
    const request = { parts, customer: fresh(), now: NOW, holdMs: HOLD };
    expect(
      decideHold({
        ...request,
        lines: [
          { partId: 'a', quantity: 5 },
          { partId: 'b', quantity: 1 },
        ],
      }).ok,
    ).toBe(true);
    expect(
      decideHold({
        ...request,
        lines: [
          { partId: 'a', quantity: 6 },
          { partId: 'a', quantity: 5 },
        ],
      }),
    ).toMatchObject({ ok: false, partId: 'a' });
    expect(
      decideHold({
        ...request,
        lines: [
          { partId: 'a', quantity: 1 },
          { partId: 'b', quantity: 2 },
        ],
      }),
    ).toMatchObject({ ok: false, partId: 'b' });
  });

  it('ends with the earliest window of its lines, and a window it opens ends with it', () => {
    const decision = decideHold({
      lines: [
        { partId: 'a', quantity: 1 },
        { partId: 'b', quantity: 1 },
      ],
      parts,
      customer: fresh({ windows: { b: NOW + 1000 } }),
      now: NOW,
      holdMs: HOLD,
    });
    expect(decision).toEqual({
      ok: true,
      expiresAt: NOW + 1000,
      windows: { a: NOW + 1000, b: NOW + 1000 },
    });
  });
});

describe('hold figures', () => {
  it("an order's lines add to its parts' figures, and take away the same when it stops holding", () => {
    const lines = orderHoldLines({ partId: 'kb', quanity: 4 });
    expect(holdDeltas(lines, 'new', 1)).toEqual(new Map([['kb', { held: 4, heldByNew: 4 }]]));
    expect(holdDeltas(lines, 'proven', -1)).toEqual(new Map([['kb', { held: -4, heldByNew: 0 }]]));
  });

  it("a build's order holds every one of its lines, not the one part its spec fields name", () => {
    const line = (partId: string) => ({ partId, name: partId, price: 10, quanity: 1, img: '' });
    const build = {
      partId: 'cpu',
      quanity: 1,
      lines: [line('cpu'), line('board'), line('ssd-a'), line('ssd-b')],
    };
    expect(orderHoldLines(build)).toEqual([
      { partId: 'cpu', quantity: 1 },
      { partId: 'board', quantity: 1 },
      { partId: 'ssd-a', quantity: 1 },
      { partId: 'ssd-b', quantity: 1 },
    ]);
    expect(holdDeltas(orderHoldLines(build), 'new', -1)).toEqual(
      new Map(['cpu', 'board', 'ssd-a', 'ssd-b'].map((id) => [id, { held: -1, heldByNew: -1 }])),
    );
  });

  it('the default rule is the documented one', () => {
    expect(defaultHoldRule).toEqual({
      newShare: 1 / 3,
      provenShare: 2 / 3,
      newPoolShare: 1 / 2,
      cooldownHolds: 1,
    });
  });
});

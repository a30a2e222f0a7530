import { describe, expect, it } from 'vitest';
import {
  adminStatusLabel,
  canCancel,
  canPay,
  canShip,
  codDueCents,
  codStepReturnsStock,
  codTransactionId,
  customerOrderView,
  decideCodPlacement,
  decideCodStep,
  defaultCodPolicy,
  holdsStock,
  ordersCopy,
  orderStatusOf,
  type CodOrder,
  type CodStep,
  type OrderStatus,
} from '../src';

const placedAt = Date.UTC(2026, 10, 28, 4, 0);
const deadline = placedAt + defaultCodPolicy.confirmHours * 3_600_000;
const base: CodOrder = {
  paymentMethod: 'cod',
  paid: false,
  shipped: false,
  price: 151.25,
  quanity: 1,
  expiresAt: deadline,
};

/** A COD order in each state, as the steps leave it. */
const inState: Record<string, CodOrder> = {
  'cod-placed': base,
  'cod-confirmed': { ...base, cod: { confirmedAt: placedAt + 1 } },
  'cod-shipped': { ...base, cod: { confirmedAt: placedAt + 1 }, shipped: true },
  'cod-collected': {
    ...base,
    cod: { confirmedAt: placedAt + 1, collectedAt: placedAt + 3 },
    shipped: true,
    paid: true,
  },
  'cod-refused': {
    ...base,
    cod: { confirmedAt: placedAt + 1, refusedAt: placedAt + 3 },
    shipped: true,
  },
  expired: { ...base, expiredAt: deadline },
};

const allowed: Record<CodStep, [from: OrderStatus, to: OrderStatus]> = {
  confirm: ['cod-placed', 'cod-confirmed'],
  ship: ['cod-confirmed', 'cod-shipped'],
  collect: ['cod-shipped', 'cod-collected'],
  refuse: ['cod-shipped', 'cod-refused'],
};

describe('cash on delivery: the states', () => {
  it.each(Object.entries(inState))('%s is derived by orderStatusOf', (status, order) => {
    expect(orderStatusOf(order)).toBe(status);
  });

  it('a card order keeps the spec’s states and labels', () => {
    const card = { paid: false, shipped: false, paymentMethod: 'card' as const };
    expect(orderStatusOf(card)).toBe('unpaid');
    expect(adminStatusLabel(card)).toBe('Unpaid');
    expect(orderStatusOf({ ...card, paid: true })).toBe('pending');
    expect(adminStatusLabel({ ...card, paid: true, shipped: true })).toBe('Paid');
    expect(canShip({ ...card, paid: true })).toBe(true);
    expect(canShip(card)).toBe(false);
  });

  it('only a placed COD order holds stock that expires; a confirmed one is firm', () => {
    const holding = Object.entries(inState)
      .filter(([, order]) => holdsStock(orderStatusOf(order)))
      .map(([status]) => status);
    expect(holding).toEqual(['cod-placed']);
    expect(holdsStock('unpaid')).toBe(true);
  });

  it('each state has its own admin label and buyer label', () => {
    for (const [status, order] of Object.entries(inState)) {
      const label = adminStatusLabel(order);
      if (status === 'expired') expect(label).toBe(ordersCopy.orders.status.expired);
      else expect(label).toBe(ordersCopy.cod.status[status as keyof typeof ordersCopy.cod.status]);
      const view = customerOrderView(order);
      expect(view.kind).toBe('cod');
    }
    expect(new Set(Object.values(ordersCopy.cod.status)).size).toBe(5);
  });

  it('the buyer sees the cash due until it is collected, and the collection id after', () => {
    const shipped = customerOrderView(inState['cod-shipped']!);
    expect(shipped).toMatchObject({ kind: 'cod', dueCents: 15_125, canCancel: false });
    const collected = customerOrderView({ ...inState['cod-collected']!, transectionId: 'COD-x-1' });
    expect(collected).toMatchObject({ dueCents: 0, transectionId: 'COD-x-1' });
    expect(customerOrderView(inState['cod-placed']!)).toMatchObject({ canCancel: true });
  });

  it('cancel works before shipping only; a COD order is never paid online', () => {
    const cancellable = Object.entries(inState)
      .filter(([, order]) => canCancel(order))
      .map(([status]) => status);
    expect(cancellable).toEqual(['cod-placed', 'cod-confirmed']);
    for (const order of Object.values(inState)) expect(canPay(order, placedAt)).toBe(false);
    const shippable = Object.entries(inState).filter(([, order]) => canShip(order));
    expect(shippable.map(([status]) => status)).toEqual(['cod-confirmed']);
  });
});

describe('cash on delivery: every step allowed and refused', () => {
  const at = placedAt + 60_000;
  for (const [step, [from, to]] of Object.entries(allowed) as [CodStep, [string, string]][]) {
    for (const [status, order] of Object.entries(inState)) {
      const expected = status === from ? 'step' : status === to ? 'done' : 'refused';
      it(`${step} from ${status}: ${expected}`, () => {
        const decision = decideCodStep(order, 'order1', step, at, 'admin@example.com');
        expect(decision.kind).toBe(expected);
        if (decision.kind === 'step') {
          const after = { ...order, ...decision.fields };
          expect(orderStatusOf(after)).toBe(to);
          expect(decision.to).toBe(to);
        }
        if (decision.kind === 'refused') expect(decision.message).toMatch(/\.$/);
      });
    }
  }

  it('confirming after the deadline is refused, though the job has not run yet', () => {
    const late = decideCodStep(base, 'o', 'confirm', deadline, 'a@example.com');
    expect(late).toEqual({ kind: 'refused', message: ordersCopy.cod.steps.deadlinePassed });
    expect(decideCodStep(base, 'o', 'confirm', deadline - 1, 'a@example.com').kind).toBe('step');
  });

  it('shipping an unconfirmed order says to confirm it first', () => {
    const decision = decideCodStep(base, 'o', 'ship', placedAt, 'a@example.com');
    expect(decision).toMatchObject({ kind: 'refused' });
    expect(decision.kind === 'refused' && decision.message).toContain('confirm it first');
  });

  it('collecting pays the order with an id the shop reconciles, for the whole total', () => {
    const decision = decideCodStep(inState['cod-shipped']!, 'abc', 'collect', at, 'a@example.com');
    expect(decision).toMatchObject({
      kind: 'step',
      event: 'cod-collected',
      fields: {
        paid: true,
        paidAt: at,
        transectionId: codTransactionId('abc', at),
        cod: { collectedAt: at, collectedCents: 15_125, confirmedAt: placedAt + 1 },
      },
    });
    expect(codTransactionId('abc', at)).toBe(`COD-abc-${at}`);
    expect(codDueCents({ price: 0.1, quanity: 3 })).toBe(30);
  });

  it('only a refusal gives the stock back', () => {
    expect((['confirm', 'ship', 'collect', 'refuse'] as const).filter(codStepReturnsStock)).toEqual(
      ['refuse'],
    );
  });

  it('a card order takes no COD step', () => {
    for (const step of ['confirm', 'ship', 'collect', 'refuse'] as const) {
      const card = { ...base, paymentMethod: 'card' as const, paid: true };
      expect(decideCodStep(card, 'o', step, at, 'a')).toEqual({
        kind: 'refused',
        message: ordersCopy.cod.steps.notCod,
      });
    }
  });
});

describe('cash on delivery: the fake-order policy', () => {
  const now = placedAt;
  const fresh = { proven: false, open: 0 };
  const proven = { proven: true, open: 0 };
  const p = defaultCodPolicy;

  it('a new account: one open order, up to its own total', () => {
    expect(decideCodPlacement(p.newAccount.maxTotalCents, fresh, now)).toEqual({ ok: true });
    expect(decideCodPlacement(p.newAccount.maxTotalCents + 1, fresh, now)).toEqual({
      ok: false,
      message: ordersCopy.cod.refusals.newAccountTotal(p.newAccount.maxTotalCents, p.maxTotalCents),
    });
    expect(decideCodPlacement(100, { ...fresh, open: 1 }, now)).toEqual({
      ok: false,
      message: ordersCopy.cod.refusals.newAccountOpen(1),
    });
  });

  it('a proven account: up to the ceiling and the most open orders', () => {
    expect(decideCodPlacement(p.maxTotalCents, { ...proven, open: p.maxOpen - 1 }, now)).toEqual({
      ok: true,
    });
    expect(decideCodPlacement(p.maxTotalCents + 1, proven, now)).toEqual({
      ok: false,
      message: ordersCopy.cod.refusals.overCeiling(p.maxTotalCents),
    });
    expect(decideCodPlacement(100, { ...proven, open: p.maxOpen }, now)).toEqual({
      ok: false,
      message: ordersCopy.cod.refusals.tooManyOpen(p.maxOpen),
    });
  });

  it('a refusal at the door closes COD for the stated days, then it opens again', () => {
    const refusedAt = now - 10 * 86_400_000;
    const until = refusedAt + p.refusalBanDays * 86_400_000;
    const banned = decideCodPlacement(100, { ...proven, lastRefusedAt: refusedAt }, now);
    expect(banned).toEqual({
      ok: false,
      message: ordersCopy.cod.refusals.refusedBefore('2026-11-18', '2027-02-16'),
    });
    expect(decideCodPlacement(100, { ...proven, lastRefusedAt: refusedAt }, until - 1).ok).toBe(
      false,
    );
    expect(decideCodPlacement(100, { ...proven, lastRefusedAt: refusedAt }, until).ok).toBe(true);
  });

  it('every refusal says what to do instead', () => {
    const r = ordersCopy.cod.refusals;
    for (const message of [
      r.overCeiling(1),
      r.newAccountOpen(1),
      r.newAccountTotal(1, 2),
      r.tooManyOpen(3),
      r.refusedBefore('a', 'b'),
    ]) {
      expect(message).toContain('Pay for this order online instead');
    }
  });
});

import { messages } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  orderCountsRow,
  orderLoadRows,
  ratiosOf,
  type Attempt,
  type OrderLoadRun,
} from './order-load-table';

const accepted = (ms: number): Attempt => ({ status: 201, ms, orderId: `o${ms}` });
const refused = (status: number, message: string, ms = 50): Attempt => ({ status, ms, message });
const outOfStock = refused(409, messages.validation.quantityAboveStock);
const busy = refused(409, 'The store is busy with this item. Please try again.');

function run(overrides: Partial<OrderLoadRun> & Pick<OrderLoadRun, 'attempts'>): OrderLoadRun {
  const sold = overrides.attempts.filter((a) => a.status === 201).length;
  const stockBefore = overrides.stockBefore ?? 100;
  return {
    name: 'run',
    kind: 'hot',
    path: '/orders',
    buyers: overrides.attempts.length,
    parts: 1,
    wallMs: 1000,
    stockBefore,
    stockAfter: stockBefore - sold,
    unitsInOrders: sold,
    ...overrides,
  };
}

/** Ten orders one at a time, 100 ms each: 10 orders a second. */
const baseline = figuresOf(
  run({
    kind: 'baseline',
    attempts: Array.from({ length: 10 }, () => accepted(100)),
    wallMs: 1000,
  }),
);

describe('figuresOf', () => {
  it('counts accepted orders a second over the wall time, and every answer in the latencies', () => {
    const figures = figuresOf(
      run({ attempts: [accepted(100), accepted(300), busy, refused(504, '')], wallMs: 500 }),
    );
    expect(figures.accepted).toBe(2);
    expect(figures.ordersPerSecond).toBe(4);
    expect(figures.p50Ms).toBe(50);
    expect(figures.p95Ms).toBe(300);
    expect(figures.refusals).toEqual({
      '409 The store is busy with this item. Please try again.': 1,
      '504': 1,
    });
  });

  it('calls oversold what was sold past the stock, and unaccounted what left without an order', () => {
    const over = figuresOf(
      run({ attempts: [accepted(1), accepted(2), accepted(3)], stockBefore: 2, stockAfter: -1 }),
    );
    expect(over.oversold).toBe(1);
    expect(over.unaccounted).toBe(0);
    const lost = figuresOf(
      run({ attempts: [accepted(1)], stockBefore: 10, stockAfter: 8, unitsInOrders: 1 }),
    );
    expect(lost.oversold).toBe(0);
    expect(lost.unaccounted).toBe(1);
  });

  it('counts no-answers as timeouts and errors', () => {
    const figures = figuresOf(
      run({
        attempts: [accepted(1), { status: 'timeout', ms: 120_000 }, { status: 'error', ms: 3 }],
      }),
    );
    expect(figures.refusals).toEqual({ timeout: 1, error: 1 });
  });
});

describe('ratiosOf', () => {
  it('divides by the one-at-a-time run', () => {
    const twice = figuresOf(
      run({ attempts: Array.from({ length: 10 }, () => accepted(200)), wallMs: 500 }),
    );
    expect(ratiosOf(twice, baseline)).toEqual({ ordersPerSecond: 2, p50: 2, p95: 2 });
  });
});

describe('orderLoadRows', () => {
  const okOf = (r: OrderLoadRun) => orderLoadRows([baseline, figuresOf(r)])[1]!.ok;

  it('gives the baseline no budget, and refuses to take ratios without one', () => {
    expect(orderLoadRows([baseline])[0]).toMatchObject({ budget: 'the ratios’ 1×' });
    expect(orderLoadRows([baseline])[0]!.ok).toBeUndefined();
    expect(() => orderLoadRows([figuresOf(run({ attempts: [accepted(1)] }))])).toThrow();
  });

  it('holds buyers on different parts to twice the baseline’s orders a second', () => {
    const ten = Array.from({ length: 10 }, () => accepted(100));
    expect(okOf(run({ kind: 'spread', attempts: ten, wallMs: 500 }))).toBe(true);
    expect(okOf(run({ kind: 'spread', attempts: ten, wallMs: 501 }))).toBe(false);
  });

  it('holds a hot part to every order accepted, the baseline’s rate and none oversold', () => {
    const ten = Array.from({ length: 10 }, () => accepted(100));
    expect(okOf(run({ attempts: ten, wallMs: 1000 }))).toBe(true);
    expect(okOf(run({ attempts: ten, wallMs: 1001 }))).toBe(false);
    expect(okOf(run({ attempts: [...ten.slice(1), busy], wallMs: 100 }))).toBe(false);
    expect(okOf(run({ attempts: ten, wallMs: 100, stockBefore: 9, stockAfter: -1 }))).toBe(false);
  });

  it('holds a crowd to every order accepted', () => {
    const forty = Array.from({ length: 40 }, () => accepted(100));
    expect(okOf(run({ kind: 'crowd', attempts: forty, wallMs: 60_000 }))).toBe(true);
    expect(okOf(run({ kind: 'crowd', attempts: [...forty.slice(1), refused(504, '')] }))).toBe(
      false,
    );
  });

  it('holds scarce stock to exactly its units sold and the rest refused as out of stock', () => {
    const twenty = Array.from({ length: 20 }, () => accepted(100));
    const thirty = Array.from({ length: 30 }, () => outOfStock);
    const scarce = (attempts: Attempt[]) => run({ kind: 'scarce', attempts, stockBefore: 20 });
    expect(okOf(scarce([...twenty, ...thirty]))).toBe(true);
    expect(okOf(scarce([...twenty.slice(1), busy, ...thirty]))).toBe(false);
    expect(okOf(scarce([...twenty, ...thirty.slice(1), busy]))).toBe(false);
  });

  it('shows the figures with their ratios, and the refusals by reason', () => {
    const [, row] = orderLoadRows([
      baseline,
      figuresOf(run({ name: '3 at once', attempts: [accepted(100), busy, busy], wallMs: 200 })),
    ]);
    expect(row!.metric).toBe('Orders: 3 at once (POST /orders)');
    expect(row!.value).toContain('1/3 accepted in 0.2 s');
    expect(row!.value).toContain('5.0 orders/s (0.50×)');
    expect(row!.value).toContain(
      'refused: 2× 409 The store is busy with this item. Please try again.',
    );
    expect(row!.ok).toBe(false);
  });

  it('says when readers saw a split part’s stock, and how busy the machine was', () => {
    const ten = Array.from({ length: 10 }, () => accepted(100));
    const [, row] = orderLoadRows([
      baseline,
      figuresOf(run({ attempts: ten, syncMs: 420, cpuBusy: 0.934 })),
    ]);
    expect(row!.value).toContain('readers saw it after 420 ms');
    expect(row!.value).toContain('CPU 93% busy');
  });
});

describe('orderCountsRow', () => {
  it('passes counts equal to a recount, and names every count that is off', () => {
    expect(orderCountsRow({})).toMatchObject({ value: 'equal', ok: true });
    expect(orderCountsRow({ unpaid: 2, total: -1 })).toMatchObject({
      value: 'off by unpaid +2, total -1',
      ok: false,
    });
  });
});

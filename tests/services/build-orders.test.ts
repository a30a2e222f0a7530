import {
  cardAmountRefusal,
  checkoutCopy,
  collections,
  copy,
  type Build,
  type OrderDoc,
  ordersCopy,
  type PartDoc,
  pcBuildCopy,
} from '@cps/domain';
import { makePart } from '@cps/fixtures';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuildOrder } from '../../functions/src/services/orders/build-orders';
import type { Caller } from '../../functions/src/services/shared/caller';
import { expireOrder } from '../../functions/src/services/orders/order-expiry';
import { cancelUnpaidOrder, createOrder } from '../../functions/src/services/orders/orders';
import { shipOrder } from '../../functions/src/services/orders/courier-booking';
import { createPaymentIntent } from '../../functions/src/services/payments/payments';
import { RateLimitGate } from '../../functions/src/services/shared/rate-limit';
import { recordChargeRefunded } from '../../functions/src/services/payments/refunds';
import { buildPartDoc, type BuildTemplate } from '../support/build-parts';
import { addPart, burst, holdsOf, makeCaller, payByCard, serviceHarness, stockOf } from './support';

// A PC build ordered as one order (POST /orders/build's use case): priced on the server, every
// line's stock taken and held with the order's hold, under the unpaid cap and the hoarding rules,
// and given back by every path that gives an order's stock back. The hold is the default 1800 s
// and the cap 3, as deployed.

const deps = serviceHarness('build-orders');
const HOLD_MS = deps.config.orders.holdSeconds * 1000;
const contact = { customerPhone: '01711000000', customerAddress: 'Dhaka' };

/** A part like the demo part of `template`, made in this file's project through the write path. */
const part = (template: BuildTemplate, overrides: Partial<PartDoc> = {}) =>
  addPart(deps, buildPartDoc(template, { availableQuanity: 100, ...overrides }));

/** The parts of a whole computer (two M.2 drives), each in stock `stock`. */
async function wholeComputer(stock = 100) {
  const made = (template: BuildTemplate) => part(template, { availableQuanity: stock });
  const [cpu, cooler, motherboard, memory, ssd, ssd2, gpu, psu, pcCase] = await Promise.all(
    (['cpu', 'cooler', 'motherboard', 'memory', 'ssd', 'ssd2', 'gpu', 'psu', 'case'] as const).map(
      made,
    ),
  );
  return {
    cpu: cpu!,
    cooler: cooler!,
    motherboard: motherboard!,
    memory: memory!,
    storage: [ssd!, ssd2!],
    gpu: gpu!,
    psu: psu!,
    case: pcCase!,
  } satisfies Build;
}

/** The bundle alone: a CPU, a motherboard and memory. */
async function bundle(stock = 100) {
  const [cpu, motherboard, memory] = await Promise.all(
    (['cpu', 'motherboard', 'memory'] as const).map((t) => part(t, { availableQuanity: stock })),
  );
  return { cpu: cpu!, motherboard: motherboard!, memory: memory! } satisfies Build;
}

const idsOf = (build: Build) =>
  Object.values(build).flatMap((value) => (typeof value === 'string' ? [value] : [...value]));

const order = (caller: Caller, build: Build) =>
  createBuildOrder(deps, caller, { build, ...contact });

const orderDoc = async (id: string) =>
  (await deps.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc | undefined;

const partDoc = async (id: string) =>
  (await deps.db.doc(`${collections.parts}/${id}`).get()).data() as PartDoc;

const stocks = (ids: readonly string[]) => Promise.all(ids.map((id) => stockOf(deps, id)));

/** Moves the clock past the hold of an order placed at the current time. */
const passHold = () => deps.setNow(deps.now() + HOLD_MS + 1);

describe('pricing', () => {
  it('a whole computer is one order: the spec fields as one item at the total, a line per part in slot order, the bundle deal off', async () => {
    const build = await wholeComputer();
    const owner = makeCaller();
    const id = await order(owner, build);
    const stored = (await orderDoc(id))!;
    const doc = async (partId: string) => ({ partId, ...(await partDoc(partId)) });
    const parts = await Promise.all(idsOf(build).map(doc));
    const cpu = parts[0]!;
    const pcCase = parts.at(-1)!;
    // 389 + 119.95 + 229.99 + 109.99 + 169.99 + 69.99 + 599.99 + 134.99 + 99.99 = 1923.88; the
    // bundle (CPU 389 + board 229.99 + memory 109.99 = 728.98) saves 5%, 36.449 → 36.45.
    expect(stored).toMatchObject({
      name: `PC Build: ${cpu.name}`,
      img: pcCase.img,
      quanity: 1,
      price: 1887.43,
      unitPrice: 1887.43,
      partId: build.cpu,
      uid: owner.uid,
      customerEmail: owner.email,
      customerName: owner.name,
      ...contact,
      paid: false,
      shipped: false,
      status: 'unpaid',
      expiresAt: deps.now() + HOLD_MS,
      holdTier: 'proven',
      timeline: [{ type: 'placed', at: deps.now(), by: 'customer', who: owner.email }],
    });
    expect(stored.lines).toEqual(
      parts.map((p) => ({
        partId: p.partId,
        name: p.name,
        price: p.price,
        quanity: 1,
        img: p.img,
        // The part's category as placed (the sales figures by category).
        category: p.category,
      })),
    );
    // One of each, whatever the part's minimum order (the CPU's is 2, the memory's 5).
    expect(cpu.minimumOrderQuanity).toBe(2);
    expect(await stocks(idsOf(build))).toEqual(idsOf(build).map(() => 99));
  });

  it('without memory there is no bundle: every line at its full price', async () => {
    const [cpu, motherboard, ssd] = await Promise.all([
      part('cpu'),
      part('motherboard'),
      part('ssd'),
    ]);
    const id = await order(makeCaller(), { cpu, motherboard, storage: [ssd!] });
    // 389 + 229.99 + 169.99
    expect(await orderDoc(id)).toMatchObject({ price: 788.98, unitPrice: 788.98 });
  });

  it("the bundle alone saves 5% on its three lines; the picture is the CPU's without a case", async () => {
    const build = await bundle();
    const id = await order(makeCaller(), build);
    // 728.98 − 36.45
    expect(await orderDoc(id)).toMatchObject({
      price: 692.53,
      unitPrice: 692.53,
      img: (await partDoc(build.cpu)).img,
    });
  });

  it("each line is charged at the part's price when the order is placed, not at an earlier one", async () => {
    const build = await bundle();
    await deps.db.doc(`${collections.parts}/${build.memory}`).update({ price: 99.99 });
    const id = await order(makeCaller(), build);
    const stored = (await orderDoc(id))!;
    expect(stored.lines?.find((l) => l.partId === build.memory)?.price).toBe(99.99);
    // 389 + 229.99 + 99.99 = 718.98, less 5% (35.949 → 35.95)
    expect(stored.price).toBe(683.03);
  });

  it('the payment is for the build’s total', async () => {
    const build = await bundle();
    const owner = makeCaller();
    const id = await order(owner, build);
    const intent = await createPaymentIntent(deps, owner, id);
    expect(intent.amount).toBe(69_253);
  });
});

describe('refusals', () => {
  it('an incompatible build is refused with the part and the reason, and nothing is held', async () => {
    const [cpu, motherboard, memory] = await Promise.all([
      part('intelCpu'),
      part('motherboard'),
      part('memory'),
    ]);
    const [cpuName, boardName] = [(await partDoc(cpu!)).name, (await partDoc(motherboard!)).name];
    await expect(order(makeCaller(), { cpu, motherboard, memory })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: pcBuildCopy.rules.cpuSocket(cpuName, 'LGA1700', boardName, 'AM5'),
    });
    expect(await stocks([cpu!, motherboard!, memory!])).toEqual([100, 100, 100]);
  });

  it('a part out of stock is refused by name, and no other line is taken', async () => {
    const build = await bundle();
    const gpu = await part('gpu', { availableQuanity: 0 });
    const gpuName = (await partDoc(gpu)).name;
    await expect(order(makeCaller(), { ...build, gpu })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: checkoutCopy.buildOrders.outOfStock(gpuName),
    });
    expect(await stocks(idsOf(build))).toEqual([100, 100, 100]);
  });

  it('a part that is not in the store is named (404); a build without a CPU is refused', async () => {
    const build = await bundle();
    await expect(order(makeCaller(), { ...build, gpu: 'no-such-part' })).rejects.toMatchObject({
      code: 'not-found',
      message: checkoutCopy.buildOrders.partMissing('Graphics card', 'no-such-part'),
    });
    await expect(
      order(makeCaller(), { motherboard: build.motherboard, memory: build.memory }),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: pcBuildCopy.cpuRequired });
    expect(await stocks(idsOf(build))).toEqual([100, 100, 100]);
  });

  it('a warning is not a refusal: a power supply that does not state its wattage is ordered', async () => {
    const build = await bundle();
    const psu = await part('psu', { specs: { efficiency: '80 Plus Gold', modular: 'Full' } });
    const id = await order(makeCaller(), { ...build, psu });
    expect((await orderDoc(id))?.lines).toHaveLength(4);
  });

  it('more parts than a build takes, or one part twice, is refused before anything is read', async () => {
    const build = await bundle();
    await expect(
      order(makeCaller(), { ...build, storage: ['a', 'b', 'c', 'd', 'e'] }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: copy.buildInput.tooMany(4),
    });
    await expect(order(makeCaller(), { ...build, storage: [build.memory] })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: copy.buildInput.duplicate(build.memory),
    });
  });

  it('a total no card can pay is refused before any stock is held', async () => {
    const [cpu, motherboard, memory] = await Promise.all([
      part('cpu', { price: 400_000 }),
      part('motherboard', { price: 400_000 }),
      part('memory', { price: 300_000 }),
    ]);
    await expect(order(makeCaller(), { cpu, motherboard, memory })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: cardAmountRefusal(),
    });
    expect(await stocks([cpu!, motherboard!, memory!])).toEqual([100, 100, 100]);
  });
});

describe('holds', () => {
  it("holds every line: each part's hold figures and the customer's windows, until the order's hold ends", async () => {
    const build = await wholeComputer();
    const owner = makeCaller({ emailVerified: false });
    const id = await order(owner, build);
    for (const partId of idsOf(build)) {
      expect(await holdsOf(deps, partId)).toEqual({ held: 1, heldByNew: 1 });
    }
    const lock = await deps.db.doc(`${collections.orderLocks}/${owner.uid}`).get();
    const windows = lock.get('holdWindows') as Record<string, number>;
    expect(Object.keys(windows).sort()).toEqual(idsOf(build).sort());
    for (const end of Object.values(windows)) expect(end).toBe((await orderDoc(id))?.expiresAt);
  });

  it('the unpaid cap counts a build as one order: three held, the fourth refused, a build included', async () => {
    const owner = makeCaller();
    const builds = await Promise.all([bundle(), bundle(), bundle(), bundle()]);
    for (const build of builds.slice(0, 3)) await order(owner, build);
    await expect(order(owner, builds[3]!)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: ordersCopy.orders.tooManyUnpaid(3),
    });
    const single = await part('ssd');
    await expect(
      createOrder(deps, owner, { partId: single, ...contact, quanity: 3 }),
    ).rejects.toMatchObject({ message: ordersCopy.orders.tooManyUnpaid(3) });
    expect(await stocks(idsOf(builds[3]!))).toEqual([100, 100, 100]);
  });

  it("a build cannot take a new account past its share of one line's part: the build is refused by that part's name, whole", async () => {
    const build = await bundle();
    // 3 in stock: a new account may hold 1 (a third).
    const memory = await part('memory', { availableQuanity: 3, minimumOrderQuanity: 1 });
    const memoryName = (await partDoc(memory)).name;
    const fresh = makeCaller({ emailVerified: false });
    await createOrder(deps, fresh, { partId: memory, ...contact, quanity: 1 });
    await expect(order(fresh, { ...build, memory })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: checkoutCopy.holds.customerLimit(memoryName, 1, 0, true),
    });
    expect(await stocks([build.cpu, build.motherboard, memory])).toEqual([100, 100, 2]);
  });

  it("builds by a ring of fresh accounts never hold more than half of a shared part's stock", async () => {
    const memory = await part('memory', { availableQuanity: 10, minimumOrderQuanity: 1 });
    const [cpu, motherboard] = await Promise.all([part('cpu'), part('motherboard')]);
    let placed = 0;
    for (let i = 0; i < 10; i++) {
      try {
        await order(makeCaller({ emailVerified: false }), { cpu, motherboard, memory });
        placed += 1;
      } catch (error) {
        expect(error).toMatchObject({ code: 'failed-precondition' });
      }
    }
    expect(placed).toBe(5);
    expect(await holdsOf(deps, memory)).toEqual({ held: 5, heldByNew: 5 });
    expect(await stockOf(deps, memory)).toBe(5);
  });
});

describe('every line comes back', () => {
  it('when the hold expires, every part’s stock and hold figures come back', async () => {
    const build = await wholeComputer(20);
    const id = await order(makeCaller(), build);
    expect(await stocks(idsOf(build))).toEqual(idsOf(build).map(() => 19));
    passHold();
    expect(await expireOrder(deps, id)).toBe('expired');
    expect(await stocks(idsOf(build))).toEqual(idsOf(build).map(() => 20));
    for (const partId of idsOf(build)) {
      expect(await holdsOf(deps, partId)).toEqual({ held: 0, heldByNew: 0 });
    }
    expect(await orderDoc(id)).toMatchObject({ status: 'expired', expiredAt: deps.now() });
  });

  it('when it is cancelled, every part’s stock and hold figures come back', async () => {
    const build = await wholeComputer(20);
    const owner = makeCaller();
    const id = await order(owner, build);
    expect(await stocks(idsOf(build))).toEqual(idsOf(build).map(() => 19));
    await cancelUnpaidOrder(deps, { uid: owner.uid, admin: false }, id);
    expect(await stocks(idsOf(build))).toEqual(idsOf(build).map(() => 20));
    for (const partId of idsOf(build)) {
      expect(await holdsOf(deps, partId)).toEqual({ held: 0, heldByNew: 0 });
    }
    expect(await orderDoc(id)).toBeUndefined();
  });

  it('paid, the stock stays sold and the holds end; refunded in full before shipping, every line comes back', async () => {
    const build = await wholeComputer(20);
    const owner = makeCaller();
    const id = await order(owner, build);
    const intent = await payByCard(deps, owner, id);
    expect(await orderDoc(id)).toMatchObject({ status: 'pending', paid: true });
    for (const partId of idsOf(build)) {
      expect(await holdsOf(deps, partId)).toEqual({ held: 0, heldByNew: 0 });
    }
    expect(await stocks(idsOf(build))).toEqual(idsOf(build).map(() => 19));
    const charge = {
      chargeId: `ch_${id}`,
      intentId: intent.id,
      amount: intent.amount,
      amountRefunded: intent.amount,
      refunded: true,
    };
    expect(await recordChargeRefunded(deps, charge, `evt_refund_${id}`)).toBe('refunded');
    expect(await stocks(idsOf(build))).toEqual(idsOf(build).map(() => 20));
  });

  it('shipped, then refunded: the goods are gone, no line comes back', async () => {
    const build = await bundle(20);
    const owner = makeCaller();
    const id = await order(owner, build);
    const intent = await payByCard(deps, owner, id);
    await shipOrder(deps, id);
    const charge = {
      chargeId: `ch_${id}`,
      intentId: intent.id,
      amount: intent.amount,
      amountRefunded: intent.amount,
      refunded: true,
    };
    expect(await recordChargeRefunded(deps, charge, `evt_refund_${id}`)).toBe('refunded');
    expect(await stocks(idsOf(build))).toEqual([19, 19, 19]);
  });
});

describe('under contention', () => {
  it('forty concurrent build orders racing for the last units of one shared part never oversell, and at least one is accepted', async () => {
    // The last 5 of one CPU, shared by every build; each build's board and memory are plentiful.
    const cpu = await part('cpu', { availableQuanity: 5 });
    const cpuName = (await partDoc(cpu)).name;
    const [motherboard, memory] = await Promise.all([
      part('motherboard', { availableQuanity: 1000 }),
      part('memory', { availableQuanity: 1000 }),
    ]);
    const build = { cpu, motherboard, memory };

    const seen: number[] = [];
    const stop = deps.db.doc(`${collections.parts}/${cpu}`).onSnapshot((snap) => {
      const stock = snap.get('availableQuanity') as unknown;
      if (typeof stock === 'number') seen.push(stock);
    });
    const result = await burst(40, () => order(makeCaller(), build));
    stop();

    expect(result.failures).toEqual([]);
    for (const refusal of result.refusals) {
      if (refusal.code === 'failed-precondition') {
        expect(refusal.message).toBe(checkoutCopy.buildOrders.outOfStock(cpuName));
      } else expect(refusal.code).toBe('aborted');
    }
    const accepted = result.values.length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThanOrEqual(5);
    expect(await stocks([cpu, motherboard, memory])).toEqual([
      5 - accepted,
      1000 - accepted,
      1000 - accepted,
    ]);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
    const stored = await deps.db.collection(collections.orders).where('partId', '==', cpu).get();
    expect(stored.docs.map((d) => d.id).sort()).toEqual([...result.values].sort());
    for (const partId of [cpu, motherboard, memory]) {
      expect(await holdsOf(deps, partId)).toEqual({ held: accepted, heldByNew: 0 });
    }
  });
});

/**
 * The documents one transaction attempt reads, as Firestore bills them: one a document read by
 * id, and one a query's document (an empty answer bills one). `runTransaction` hands its work a
 * transaction whose reads are counted; nothing else changes.
 */
function countingReads(db: Firestore): { db: Firestore; attempts: number[] } {
  const attempts: number[] = [];
  const counted = (tx: Transaction, attempt: number): Transaction =>
    new Proxy(tx, {
      get(target, key) {
        if (key === 'get') {
          return async (ref: Parameters<Transaction['get']>[0]) => {
            const snap = (await target.get(ref as never)) as unknown as { size?: number };
            attempts[attempt]! += snap.size === undefined ? 1 : Math.max(1, snap.size);
            return snap;
          };
        }
        if (key === 'getAll') {
          return async (...refs: Parameters<Transaction['getAll']>) => {
            const snaps = await target.getAll(...refs);
            attempts[attempt]! += snaps.length;
            return snaps;
          };
        }
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  // A read of the placement's own made outside its transaction (the customer's unpaid orders,
  // shared/customer-orders.ts; the parts and their hold figures, written only if unchanged) is
  // billed to the attempt that runs it.
  const countedQuery = <Q extends object>(query: Q): Q =>
    new Proxy(query, {
      get(target, key) {
        const value = Reflect.get(target, key, target) as unknown;
        if (typeof value !== 'function') return value;
        if (key === 'get') {
          return async () => {
            const snap = (await (value as () => Promise<{ size: number }>).call(target)) as {
              size: number;
            };
            attempts[attempts.length - 1]! += Math.max(1, snap.size);
            return snap;
          };
        }
        if (key === 'where' || key === 'limit' || key === 'orderBy') {
          return (...args: unknown[]) =>
            countedQuery((value as (...a: unknown[]) => object).apply(target, args));
        }
        return value.bind(target);
      },
    });
  const proxy = new Proxy(db, {
    get(target, key) {
      if (key === 'collection') {
        return (path: string) => countedQuery(target.collection(path));
      }
      if (key === 'getAll') {
        return async (...refs: Parameters<Firestore['getAll']>) => {
          const snaps = await target.getAll(...refs);
          attempts[attempts.length - 1]! += snaps.length;
          return snaps;
        };
      }
      if (key === 'runTransaction') {
        return (work: (tx: Transaction) => Promise<unknown>, options?: never) =>
          target.runTransaction((tx) => {
            attempts.push(0);
            return work(counted(tx, attempts.length - 1));
          }, options);
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy, attempts };
}

describe('reads at 20,000 parts', () => {
  beforeAll(async () => {
    // A catalogue of the store's size in this file's own project. The build reads its parts by
    // id, so these are only there to be not read; they are written raw, as no test here counts
    // the catalogue.
    const writer = deps.db.bulkWriter({ throttling: false });
    for (let n = 0; n < 20_000; n++) {
      void writer.create(
        deps.db.doc(`${collections.parts}/filler-${n}`),
        makePart({ name: `Filler part ${n}`, category: 'processors' }),
      );
    }
    await writer.close();
    const count = await deps.db.collection(collections.parts).count().get();
    expect(count.data().count).toBeGreaterThanOrEqual(20_000);
  }, 120_000);

  it('one build order reads 2 documents a part and 4 more (its lock, its unpaid orders, the rate limit)', async () => {
    const { db, attempts } = countingReads(deps.db);
    const build = await wholeComputer();
    const owner = makeCaller();
    const gate = new RateLimitGate(db, deps.config.rateLimits.orders, owner.uid, deps.now);
    await createBuildOrder({ ...deps, db }, owner, { build, ...contact }, gate);
    // 9 parts and their 9 hold figures, the customer's lock, their unpaid orders (none: one read
    // billed), the rate limit's record: 21, in one attempt.
    expect(attempts).toEqual([2 * 9 + 3]);
  });

  it('the most: 14 parts by an unverified customer who holds 2 unpaid orders reads 33', async () => {
    const { db, attempts } = countingReads(deps.db);
    const owner = makeCaller({ emailVerified: false });
    await order(owner, await bundle());
    await order(owner, await bundle());
    const computer = await wholeComputer();
    const [hdd, hdd2, monitor, keyboard, mouse] = await Promise.all(
      (['hdd', 'hdd', 'monitor', 'keyboard', 'mouse'] as const).map((t) => part(t)),
    );
    const build: Build = {
      ...computer,
      storage: [...computer.storage, hdd!, hdd2!],
      monitor,
      keyboard,
      mouse,
    };
    expect(idsOf(build)).toHaveLength(14);
    const gate = new RateLimitGate(db, deps.config.rateLimits.orders, owner.uid, deps.now);
    await createBuildOrder({ ...deps, db }, owner, { build, ...contact }, gate);
    // 14 + 14 hold figures, the lock, 2 unpaid orders, at most 1 paid order (whether the account
    // is proven), the rate limit. A third unpaid order would make 34, and be refused.
    expect(attempts).toEqual([2 * 14 + 1 + 2 + 1 + 1]);
  });
});

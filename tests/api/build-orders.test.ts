import {
  apiCopy,
  buildSlots,
  checkoutCopy,
  collections,
  copy,
  type Order,
  type OrderDoc,
  type PartDoc,
  pcBuildCopy,
} from '@cps/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPartDoc, type BuildTemplate } from '../support/build-parts';
import {
  admin,
  call,
  createAccount,
  createPart,
  fillOrdersWindow,
  type Account,
  type Answer,
  type ErrorBody,
  type Created,
} from './support';

// POST /orders/build over HTTP: a PC build as one order, priced and checked on the server, with
// the spec's order fields kept for every existing client and its lines added. The service layer
// (tests/services/build-orders) proves the holds, the cap, the returns and the race.

const contact = { customerPhone: '01711000000', customerAddress: 'House 12, Road 5, Dhaka' };

/** A part like the demo part of `template`, made for this file (removed when it ends). */
async function part(template: BuildTemplate, overrides: Partial<PartDoc> = {}) {
  const made = await createPart(buildPartDoc(template, { availableQuanity: 50, ...overrides }));
  return { id: made.id, ...made.doc };
}

async function stockOf(partId: string): Promise<number> {
  const snap = await admin.db.doc(`${collections.parts}/${partId}`).get();
  return (snap.data() as PartDoc).availableQuanity;
}

const stocks = (ids: readonly string[]) => Promise.all(ids.map(stockOf));

const orderBuild = (who: Account | undefined, body: unknown, token = who?.idToken) =>
  call<Created | ErrorBody>('POST', '/orders/build', { token, body });

function expectRefusal(answer: Answer<unknown>, status: number, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toEqual({ success: false, message });
}

let buyer: Account;
let cpu: Awaited<ReturnType<typeof part>>;
let motherboard: Awaited<ReturnType<typeof part>>;
let memory: Awaited<ReturnType<typeof part>>;
let ssd: Awaited<ReturnType<typeof part>>;
let pcCase: Awaited<ReturnType<typeof part>>;

beforeAll(async () => {
  buyer = await createAccount('build-buyer');
  [cpu, motherboard, memory, ssd, pcCase] = await Promise.all([
    part('cpu'),
    part('motherboard'),
    part('memory'),
    part('ssd'),
    part('case'),
  ]);
});

describe('POST /orders/build', () => {
  it('accepted: 201, and the order keeps the spec’s fields as one item at the total, with a line per part', async () => {
    const who = await createAccount('build-accepted');
    const ids = [cpu.id, motherboard.id, memory.id, ssd.id, pcCase.id];
    const before = await stocks(ids);
    const answer = await orderBuild(who, {
      parts: {
        cpu: cpu.id,
        motherboard: motherboard.id,
        memory: memory.id,
        storage: ssd.id,
        case: pcCase.id,
      },
      ...contact,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { insertedId } = answer.body as Created;
    expect(answer.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });

    // 389 + 229.99 + 109.99 + 169.99 + 99.99 = 998.96, less 5% of the bundle's 728.98 (36.45).
    const got = await call<Order>('GET', `/order/${insertedId}`, { token: who.idToken });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      _id: insertedId,
      name: `PC Build: ${cpu.name}`,
      img: pcCase.img,
      quanity: 1,
      price: 962.51,
      unitPrice: 962.51,
      customerName: who.displayName,
      customerEmail: who.email,
      ...contact,
      paid: false,
      shipped: false,
      status: 'unpaid',
    });
    expect(got.body.lines).toEqual(
      [cpu, motherboard, memory, ssd, pcCase].map((p) => ({
        partId: p.id,
        name: p.name,
        price: p.price,
        quanity: 1,
        img: p.img,
        // The part's category as placed (the sales figures by category).
        category: p.category,
      })),
    );
    // My Orders' list answers the lines too.
    const mine = await call<Order[]>('GET', `/orders/${who.email}`, { token: who.idToken });
    expect(mine.body.find((o) => o._id === insertedId)?.lines).toEqual(got.body.lines);
    // One of each, whatever a part's minimum order quantity (the CPU's is 2, the memory's 5).
    expect(await stocks(ids)).toEqual(before.map((n) => n - 1));
  });

  it('a client that sends its own price, name or lines with a build pays the server’s total', async () => {
    const who = await createAccount('build-cheater');
    const answer = await orderBuild(who, {
      parts: { cpu: cpu.id, motherboard: motherboard.id, memory: memory.id },
      ...contact,
      price: 1,
      unitPrice: 1,
      name: 'Cheap',
      quanity: 5,
      lines: [{ partId: cpu.id, name: 'x', price: 0.01, quanity: 1, img: '' }],
    });
    expect(answer.status).toBe(201);
    const stored = await admin.db
      .doc(`${collections.orders}/${(answer.body as Created).insertedId}`)
      .get();
    // 728.98 less 5%
    expect(stored.data()).toMatchObject({
      name: `PC Build: ${cpu.name}`,
      price: 692.53,
      unitPrice: 692.53,
      quanity: 1,
    });
    expect((stored.data() as OrderDoc).lines?.map((l) => l.price)).toEqual([
      cpu.price,
      motherboard.price,
      memory.price,
    ]);
  });

  it('an incompatible build: 409 naming the parts and the reason, and no stock moves', async () => {
    const intel = await part('intelCpu');
    const ids = [intel.id, motherboard.id, memory.id];
    const before = await stocks(ids);
    const answer = await orderBuild(buyer, {
      parts: { cpu: intel.id, motherboard: motherboard.id, memory: memory.id },
      ...contact,
    });
    expectRefusal(
      answer,
      409,
      pcBuildCopy.rules.cpuSocket(intel.name, 'LGA1700', motherboard.name, 'AM5'),
    );
    expect(await stocks(ids)).toEqual(before);
  });

  it('a part out of stock: 409 naming it, and no other line is taken', async () => {
    const gpu = await part('gpu', { availableQuanity: 0 });
    const ids = [cpu.id, motherboard.id, memory.id];
    const before = await stocks(ids);
    const answer = await orderBuild(buyer, {
      parts: { cpu: cpu.id, motherboard: motherboard.id, memory: memory.id, gpu: gpu.id },
      ...contact,
    });
    expectRefusal(answer, 409, checkoutCopy.buildOrders.outOfStock(gpu.name));
    expect(await stocks(ids)).toEqual(before);
  });

  it('a part that is not in the store: 404 naming it', async () => {
    const answer = await orderBuild(buyer, {
      parts: { cpu: cpu.id, motherboard: 'no-such-board' },
      ...contact,
    });
    expectRefusal(
      answer,
      404,
      checkoutCopy.buildOrders.partMissing('Motherboard', 'no-such-board'),
    );
  });

  const input = copy.buildInput;
  const bundleIds = () => ({ cpu: cpu.id, motherboard: motherboard.id, memory: memory.id });
  it.each([
    ['no parts', () => ({ ...contact }), input.notAnObject],
    ['parts as a list', () => ({ parts: [cpu.id], ...contact }), input.notAnObject],
    [
      'a slot that is not one',
      () => ({ parts: { ...bundleIds(), toaster: cpu.id }, ...contact }),
      input.unknownSlot('toaster', buildSlots.join(', ')),
    ],
    ['a number for an id', () => ({ parts: { cpu: 42 }, ...contact }), input.oneId('cpu')],
    ['a path for an id', () => ({ parts: { cpu: 'parts/x' }, ...contact }), input.oneId('cpu')],
    [
      'a list in a one-part slot',
      () => ({ parts: { cpu: [cpu.id] }, ...contact }),
      input.oneId('cpu'),
    ],
    [
      'five drives',
      () => ({ parts: { ...bundleIds(), storage: ['a', 'b', 'c', 'd', 'e'] }, ...contact }),
      input.tooMany(4),
    ],
    [
      'one part twice',
      () => ({ parts: { cpu: 'same-part', storage: ['same-part'] }, ...contact }),
      input.duplicate('same-part'),
    ],
    ['no phone', () => ({ parts: bundleIds(), customerAddress: 'Dhaka' }), 'Phone is required.'],
    [
      'a phone that is not a number',
      () => ({ parts: bundleIds(), ...contact, customerPhone: 'call me' }),
      'Phone must be a number.',
    ],
    [
      'no address',
      () => ({ parts: bundleIds(), customerPhone: '01711000000' }),
      'Address is required.',
    ],
  ])('bad input, %s: 400 naming the problem, and nothing moves', async (_, body, message) => {
    const before = await stocks([cpu.id, motherboard.id, memory.id]);
    expectRefusal(await orderBuild(buyer, body()), 400, message);
    expect(await stocks([cpu.id, motherboard.id, memory.id])).toEqual(before);
  });

  it('a build without a CPU: 409, a CPU names the order', async () => {
    const answer = await orderBuild(buyer, {
      parts: { motherboard: motherboard.id, memory: memory.id },
      ...contact,
    });
    expectRefusal(answer, 409, pcBuildCopy.cpuRequired);
  });

  it('anonymous or with a malformed token: 401, and nothing moves', async () => {
    const before = await stocks([cpu.id, motherboard.id, memory.id]);
    const body = { parts: bundleIds(), ...contact };
    expect((await orderBuild(undefined, body)).status).toBe(401);
    expect((await orderBuild(undefined, body, 'not-a-real-token-xxxxxxxxxxxx')).status).toBe(401);
    expect(await stocks([cpu.id, motherboard.id, memory.id])).toEqual(before);
  });

  it('build orders spend the allowance of POST /orders: with the window full, 429 and nothing moves', async () => {
    const who = await createAccount('build-spammer');
    await fillOrdersWindow(who);
    const before = await stocks([cpu.id, motherboard.id, memory.id]);
    const answer = await orderBuild(who, { parts: bundleIds(), ...contact });
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ success: false, message: apiCopy.limits.tooMany });
    expect(await stocks([cpu.id, motherboard.id, memory.id])).toEqual(before);
  });
});

import { defaultCodPolicy, type Order, ordersCopy } from '@cps/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAccount,
  createPart,
  stockOf,
  storedOrder,
  type Account,
  type Created,
  type ErrorBody,
} from './support';

// Cash on delivery over HTTP: POST /orders/checkout with paymentMethod 'cod', the admin's steps
// (POST /orders/{id}/cod/confirm, PUT /orderShip/{id}, POST /orders/{id}/cod/collect and
// /refuse) with the spec's update shape, and their refusals as 409s with the store's words. The
// service layer (tests/services/cod-orders) proves the holds, the limits and the race.

const m = ordersCopy.cod;
const updated = (modifiedCount: number) => ({
  acknowledged: true,
  matchedCount: 1,
  modifiedCount,
  upsertedCount: 0,
});

let boss: Account;
beforeAll(async () => {
  boss = await createAccount('cod-admin', { admin: true });
});

async function codOrder(buyer: Account, quanity = 2) {
  const part = await createPart({ price: 40, minimumOrderQuanity: 1, availableQuanity: 10 });
  const answer = await call<Created | ErrorBody>('POST', '/orders/checkout', {
    token: buyer.idToken,
    body: {
      lines: [{ partId: part.id, quanity }],
      delivery: { method: 'home', district: 'Chattogram' },
      customerPhone: '01811000000',
      customerAddress: 'Agrabad, Chattogram',
      paymentMethod: 'cod',
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: (answer.body as Created).insertedId, partId: part.id };
}

const act = (path: string, method: 'POST' | 'PUT' = 'POST', token = boss.idToken) =>
  call(method, path, { token });

describe('cash on delivery over HTTP', () => {
  it('placed, confirmed, shipped and collected: paid, with its history; the buyer reads it', async () => {
    const buyer = await createAccount('cod-buyer');
    const { id, partId } = await codOrder(buyer);
    expect(await stockOf(partId)).toBe(8);

    // Shipping before the call: 409, and what to do.
    const early = await act(`/orderShip/${id}`, 'PUT');
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ success: false, message: m.steps.refused('ship', 'cod-placed') });

    for (const [path, method] of [
      [`/orders/${id}/cod/confirm`, 'POST'],
      [`/orderShip/${id}`, 'PUT'],
      [`/orders/${id}/cod/collect`, 'POST'],
    ] as const) {
      const answer = await act(path, method);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual(updated(1));
      // A retry changes nothing and says so.
      expect((await act(path, method)).body).toEqual(updated(0));
    }
    const order = (await storedOrder(id))!;
    expect(order).toMatchObject({
      status: 'cod-collected',
      paid: true,
      shipped: true,
      transectionId: `COD-${id}-${order.cod!.collectedAt}`,
      // 2 × $40 + Tk 150 ($1.25) outside Dhaka.
      cod: { collectedCents: 8125, confirmedBy: boss.email, collectedBy: boss.email },
    });
    expect(order.timeline!.map((e) => [e.type, e.by])).toEqual([
      ['placed', 'customer'],
      ['cod-confirmed', 'admin'],
      ['shipped', 'admin'],
      ['cod-collected', 'admin'],
    ]);
    expect(await stockOf(partId)).toBe(8);
    const mine = await call<Order>('GET', `/order/${id}`, { token: buyer.idToken });
    expect(mine.body).toMatchObject({ _id: id, status: 'cod-collected', paid: true });
  });

  it('refused at the door: the stock comes back, and the next COD checkout is refused', async () => {
    const buyer = await createAccount('cod-refuser');
    const { id, partId } = await codOrder(buyer, 3);
    await act(`/orders/${id}/cod/confirm`);
    await act(`/orderShip/${id}`, 'PUT');
    const refused = await act(`/orders/${id}/cod/refuse`);
    expect(refused.body).toEqual(updated(1));
    expect(await stockOf(partId)).toBe(10);
    expect((await storedOrder(id))!.status).toBe('cod-refused');

    const again = await call<ErrorBody>('POST', '/orders/checkout', {
      token: buyer.idToken,
      body: {
        lines: [{ partId, quanity: 1 }],
        delivery: { method: 'pickup' },
        customerPhone: '01811000000',
        paymentMethod: 'cod',
      },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(`closed to it until`);
    expect(again.body.message).toContain('Pay for this order online instead.');
  });

  it('a new account asking for a second open COD order gets 409 and the way out', async () => {
    const buyer = await createAccount('cod-second');
    await codOrder(buyer, 1);
    const part = await createPart({ price: 40, minimumOrderQuanity: 1, availableQuanity: 10 });
    const second = await call<ErrorBody>('POST', '/orders/checkout', {
      token: buyer.idToken,
      body: {
        lines: [{ partId: part.id, quanity: 1 }],
        delivery: { method: 'pickup' },
        customerPhone: '01811000000',
        paymentMethod: 'cod',
      },
    });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      success: false,
      message: m.refusals.newAccountOpen(defaultCodPolicy.newAccount.maxOpen),
    });
    expect(await stockOf(part.id)).toBe(10);
  });

  it('the buyer cannot take an admin’s step, nor pay a COD order by card', async () => {
    const buyer = await createAccount('cod-self');
    const { id } = await codOrder(buyer, 1);
    const self = await act(`/orders/${id}/cod/confirm`, 'POST', buyer.idToken);
    expect(self.status).toBe(403);
    const intent = await call<ErrorBody>('POST', '/create-payment-intent', {
      token: buyer.idToken,
      body: { orderId: id },
    });
    expect(intent.status).toBe(409);
    expect(intent.body.message).toBe(m.payAtDoor);
    expect((await storedOrder(id))!.status).toBe('cod-placed');
  });
});

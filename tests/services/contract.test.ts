import { apiCopy, collections } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import {
  addPart as addPartOf,
  addParts,
  deletePart,
  updatePart,
  type NewPart,
} from '../../functions/src/services/catalogue/catalogue';
import { createIntentForPrice } from '../../functions/src/services/payments/intent-for-price';
import { createOrder } from '../../functions/src/services/orders/orders';
import { claimPartNames } from '../../scripts/migrations';
import { burst, makeCaller, newOrder, serviceHarness } from './support';

// Spec §7's contract under contention: a part name is taken once however many admins
// race for it, and however many `{price}` intents are asked for at once, an order has one.

const deps = serviceHarness('contract', { maxUnpaid: 100 });

let made = 0;
const newPart = (overrides: Partial<NewPart> = {}): NewPart => {
  made += 1;
  return {
    name: `Contract Part ${made}`,
    description: 'A part for the contract tests.',
    price: 25,
    img: '/images/parts/amd-ryzen-7-7800x3d.svg',
    minimumOrderQuanity: 1,
    availableQuanity: 100,
    ...overrides,
  };
};

const busy = 'The store is busy with this item. Please try again.';

const partsNamed = async (name: string) =>
  (await deps.db.collection(collections.parts).where('name', '==', name).get()).size;

describe('part names are taken once', () => {
  it('10 concurrent POST /part of one name (in any case and spacing) create exactly one part', async () => {
    const spellings = ['Race GPU', 'race gpu', ' RACE  GPU ', 'Race Gpu', 'race GPU'];
    const result = await burst(10, (i) =>
      addPartOf(deps, newPart({ name: spellings[i % spellings.length]!.trim() })),
    );
    expect(result.failures).toEqual([]);
    expect(result.values).toHaveLength(1);
    expect(result.codes('failed-precondition')).toHaveLength(9);
    const claims = await deps.db
      .collection(collections.partNames)
      .where('partId', '==', result.values[0])
      .get();
    expect(claims.size).toBe(1);
  });

  it('8 parts renamed to one name at once: one at most takes it, the others keep their names', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => addPartOf(deps, newPart())));
    const result = await burst(8, (i) => updatePart(deps, ids[i]!, { name: 'Renamed Race' }));
    expect(result.failures).toEqual([]);
    expect(result.values.length).toBeLessThanOrEqual(1);
    for (const refusal of result.refusals) {
      expect([apiCopy.contract.duplicatePartName('Renamed Race'), busy]).toContain(refusal.message);
    }
    // Tried again one by one: still one part of that name in all.
    for (const id of ids)
      await updatePart(deps, id, { name: 'Renamed Race' }).catch(() => undefined);
    expect(await partsNamed('Renamed Race')).toBe(1);
  });

  it('deleting a part frees its name', async () => {
    const id = await addPartOf(deps, newPart({ name: 'Freed Name' }));
    await expect(addPartOf(deps, newPart({ name: 'freed name' }))).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    expect(await deletePart(deps.db, id)).toBe(1);
    await addPartOf(deps, newPart({ name: 'freed name' }));
    expect(await partsNamed('freed name')).toBe(1);
  });
});

describe('parts written before names were unique', () => {
  it('claimPartNames claims each name once (the first id keeps it), reports the others, and is idempotent', async () => {
    // Written raw, as parts were before their names were claimed.
    const legacy = {
      'legacy-a': 'Legacy Cooler',
      'legacy-b': 'legacy  cooler',
      'legacy-c': 'Legacy Fan',
    };
    for (const [id, name] of Object.entries(legacy)) {
      await deps.db.doc(`${collections.parts}/${id}`).set(newPart({ name }));
    }
    const first = await claimPartNames(deps.db);
    expect(first.unclaimed).toEqual([{ id: 'legacy-b', name: 'legacy  cooler' }]);
    expect(first.claimed).toBe(2);
    await expect(addPartOf(deps, newPart({ name: 'LEGACY FAN' }))).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    const again = await claimPartNames(deps.db);
    expect(again.claimed).toBe(0);
  });

  it("addParts with takenNames 'skip' (the demo seed) skips a part whose name is taken, and adds the rest", async () => {
    await addPartOf(deps, newPart({ name: 'Seeded Twice' }));
    const result = await addParts(
      deps,
      [
        { id: 'seed-twice', doc: newPart({ name: 'seeded twice' }) },
        { id: 'seed-once', doc: newPart({ name: 'Seeded Once' }) },
      ],
      'skip',
    );
    expect(result).toEqual({ created: 1, skipped: 1 });
    expect(await partsNamed('seeded twice')).toBe(0);
  });
});

describe("a {price} intent is its order's own", () => {
  it('8 concurrent {price} requests for two orders of that total converge on one intent, of the order whose hold ends first', async () => {
    const partId = await addPartOf(deps, newPart({ price: 19.99 }));
    const owner = makeCaller();
    const place = () => createOrder(deps, owner, newOrder(partId, 1));
    const first = await place();
    deps.setNow(deps.now() + 1_000);
    const second = await place();

    const result = await burst(8, () => createIntentForPrice(deps, owner, 19.99));

    expect(result.failures).toEqual([]);
    expect(result.refusals).toEqual([]);
    expect(new Set(result.values.map((intent) => intent.id)).size).toBe(1);
    expect(result.values[0]).toMatchObject({ orderId: first, amount: 1999, uid: owner.uid });
    const order = async (id: string) =>
      (await deps.db.doc(`${collections.orders}/${id}`).get()).get('paymentIntentId');
    expect(await order(first)).toBe(result.values[0]!.id);
    expect(await order(second)).toBeUndefined();
    const made = await deps.db
      .collection(collections.emulatedIntents)
      .where('uid', '==', owner.uid)
      .get();
    expect(made.size).toBe(1);
  });
});

import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { buildSlots, collections, maxStorageDrives } from '@cps/domain';
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clientFor,
  createRulesEnv,
  expectPermissionDenied,
  identities,
  identityKeys,
  modularDb,
  type IdentityKey,
} from './harness';

// A buyer's cart, carts/{uid}: the one document a client writes. Its owner reads and writes it;
// no one else reads it (admins included); a write must be a well-formed cart of at most 15 lines.
// A project of its own, so that this file and the main rules matrix never clear each other's data.

const projectId = 'demo-rules-carts';
const CARTS = collections.carts;

const line = (n: number) => ({ partId: `part-${n}`, quanity: 2, price: 19.99 });
const cart = (fields: Record<string, unknown> = {}) => ({
  lines: [line(1), line(2)],
  updatedAt: serverTimestamp(),
  ...fields,
});
const build = {
  parts: { cpu: 'amd-ryzen-7-7800x3d', memory: 'kingston-ddr5', storage: ['ssd-1', 'ssd-2'] },
  total: 812.5,
};
const lastDelivery = {
  method: 'home',
  district: 'Sylhet',
  phone: '01711000000',
  address: 'House 4, Zindabazar',
};

/** A build with a part in every slot and every drive it may have. */
const everySlot = Object.fromEntries(
  buildSlots.map((slot) => [
    slot,
    slot === 'storage'
      ? Array.from({ length: maxStorageDrives }, (_, i) => `drive-${i}`)
      : `${slot}-part`,
  ]),
);

const alicesCart = (db: Firestore) => doc(db, CARTS, 'alice');

let env: RulesTestEnvironment;
let clients: Record<IdentityKey, Firestore>;

beforeAll(async () => {
  env = await createRulesEnv(undefined, projectId);
  clients = Object.fromEntries(identityKeys.map((key) => [key, clientFor(env, key)])) as Record<
    IdentityKey,
    Firestore
  >;
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularDb(ctx);
    await setDoc(doc(db, 'users', 'admin-1'), { email: identities.admin.email, roll: 'admin' });
    await setDoc(alicesCart(db), { lines: [line(1)], updatedAt: Timestamp.now() });
  });
});

afterAll(async () => {
  await env?.clearFirestore();
  await env?.cleanup();
});

type Op = 'get' | 'write' | 'delete';
const ops: Record<Op, (db: Firestore) => Promise<unknown>> = {
  get: (db) => getDoc(alicesCart(db)),
  write: (db) => setDoc(alicesCart(db), cart()),
  delete: (db) => deleteDoc(alicesCart(db)),
};

describe("firestore.rules: alice's cart × identity × operation", () => {
  for (const key of identityKeys) {
    for (const op of Object.keys(ops) as Op[]) {
      const allowed = key === 'customer';
      it(`${CARTS}/alice · ${identities[key].label} · ${op} → ${allowed ? 'allowed' : 'denied'}`, async () => {
        const operation = ops[op](clients[key]);
        if (allowed) await assertSucceeds(operation);
        else await expectPermissionDenied(operation);
      });
    }
  }
});

describe('firestore.rules: the shape of a cart', () => {
  const write = (fields: Record<string, unknown>) =>
    setDoc(alicesCart(clients.customer), cart(fields));

  it('the owner writes a cart of 15 lines', async () => {
    await assertSucceeds(write({ lines: Array.from({ length: 15 }, (_, i) => line(i)) }));
  });

  it('the owner writes a cart with a build, and with the last delivery details', async () => {
    await assertSucceeds(write({ build }));
    await assertSucceeds(write({ lines: [], lastDelivery }));
    await assertSucceeds(write({ lines: [], lastDelivery: { ...lastDelivery, method: 'pickup' } }));
  });

  it('the owner writes the largest cart: 15 lines, a build in every slot and delivery details', async () => {
    // Within the rules' 1,000 expressions a request may evaluate.
    const lines = Array.from({ length: 15 }, (_, i) => line(i));
    const fullBuild = { parts: everySlot, total: 4999.99 };
    await assertSucceeds(write({ lines, build: fullBuild, lastDelivery }));
  });

  it('a 16th line is refused', async () => {
    await expectPermissionDenied(write({ lines: Array.from({ length: 16 }, (_, i) => line(i)) }));
  });

  it('a line that is not a part id, a whole quantity and a price is refused', async () => {
    const bad = [
      { quanity: 1, price: 1 },
      { ...line(1), partId: 7 },
      { ...line(1), quanity: 1.5 },
      { ...line(1), quanity: '2' },
      { ...line(1), price: 'free' },
      { ...line(1), paid: true },
      'part-1',
    ];
    for (const item of bad) {
      // The bad line is the last of 15: every place in the list is checked.
      const lines = [...Array.from({ length: 14 }, (_, i) => line(i + 10)), item];
      await expectPermissionDenied(write({ lines }));
    }
  });

  it('a cart without lines, with a field of its own or a client clock is refused', async () => {
    await expectPermissionDenied(
      setDoc(alicesCart(clients.customer), { updatedAt: serverTimestamp() }),
    );
    await expectPermissionDenied(write({ holds: 3 }));
    await expectPermissionDenied(write({ updatedAt: Timestamp.fromMillis(0) }));
    await expectPermissionDenied(write({ lines: 'part-1' }));
  });

  it('a build must be named slots (at most 4 drives) with its total', async () => {
    const bad = [
      { parts: build.parts },
      { ...build, total: 'free' },
      { total: 5 },
      { ...build, parts: {} },
      { ...build, parts: { toaster: 'x' } },
      { ...build, parts: { storage: ['a', 'b', 'c', 'd', 'e'] } },
      { ...build, parts: { storage: 'a' } },
      { ...build, discount: 50 },
    ];
    for (const item of bad) await expectPermissionDenied(write({ build: item }));
  });

  it('delivery details must be a method, a phone and an address (and a district)', async () => {
    const bad = [
      { ...lastDelivery, method: 'drone' },
      { method: 'home', phone: '01711000000' },
      { ...lastDelivery, address: 'x'.repeat(501) },
      { ...lastDelivery, district: 12 },
      { ...lastDelivery, note: 'leave at door' },
    ];
    for (const item of bad) await expectPermissionDenied(write({ lastDelivery: item }));
  });

  it('refused writes left the cart as it was', async () => {
    await expectPermissionDenied(write({ lines: Array.from({ length: 16 }, (_, i) => line(i)) }));
    await expectPermissionDenied(setDoc(doc(clients.otherCustomer, CARTS, 'alice'), cart()));
    await env.withSecurityRulesDisabled(async (ctx) => {
      const stored = (await getDoc(alicesCart(modularDb(ctx)))).data();
      expect(stored?.lines).toEqual([line(1)]);
    });
  });

  it('a customer writes their own cart and never another one', async () => {
    await assertSucceeds(setDoc(doc(clients.otherCustomer, CARTS, 'bob'), cart()));
    await expectPermissionDenied(setDoc(doc(clients.customer, CARTS, 'bob'), cart()));
    await expectPermissionDenied(getDoc(doc(clients.customer, CARTS, 'bob')));
  });
});

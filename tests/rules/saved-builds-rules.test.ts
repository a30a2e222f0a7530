import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collections, savedBuildLimits, type SavedBuildDoc } from '@cps/domain';
import { makeUser } from '@cps/fixtures';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientFor,
  createRulesEnv,
  expectPermissionDenied,
  identities,
  identityKeys,
  modularDb,
  type IdentityKey,
} from './harness';

// Saved builds, users/{uid}/savedBuilds/{id}: their owner gets one or lists a page of at most
// 20; no one else reads them, admins included; no client writes them, and their counts
// (savedBuildCounts) are server-only. A project of its own, so that this file and the main rules
// matrix never clear each other's data.

const projectId = 'demo-rules-saved-builds';
const { savedBuilds: BUILDS, savedBuildCounts: COUNTS } = collections;
const max = savedBuildLimits.perAccount;

const build = (uid: string, name: string, at: number): SavedBuildDoc => ({
  uid,
  name,
  parts: { cpu: 'amd-ryzen-7-7800x3d' },
  createdAt: at,
  updatedAt: at,
});

const alicesBuilds = (db: Firestore) => collection(db, collections.users, 'alice', BUILDS);
const alicesBuild = (db: Firestore) => doc(db, collections.users, 'alice', BUILDS, 'build-1');
const newestFirst = (db: Firestore, n: number) =>
  query(alicesBuilds(db), orderBy('createdAt', 'desc'), limit(n));

let env: RulesTestEnvironment;
let clients: Record<IdentityKey, Firestore>;

beforeAll(async () => {
  env = await createRulesEnv(undefined, projectId);
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularDb(ctx);
    await setDoc(doc(db, collections.users, 'alice'), makeUser({ email: 'alice@example.com' }));
    await setDoc(
      doc(db, collections.users, 'admin-1'),
      makeUser({ email: identities.admin.email, roll: 'admin' }),
    );
    await setDoc(alicesBuild(db), build('alice', 'Gaming PC', 2));
    await setDoc(
      doc(db, collections.users, 'alice', BUILDS, 'build-2'),
      build('alice', 'Office PC', 1),
    );
    await setDoc(doc(db, collections.users, 'bob', BUILDS, 'build-3'), build('bob', "Bob's", 3));
    await setDoc(doc(db, COUNTS, 'alice'), { count: 2 });
  });
  clients = Object.fromEntries(identityKeys.map((key) => [key, clientFor(env, key)])) as Record<
    IdentityKey,
    Firestore
  >;
});

afterAll(async () => {
  await env?.clearFirestore();
  await env?.cleanup();
});

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const ops: Record<Op, (db: Firestore) => Promise<unknown>> = {
  get: (db) => getDoc(alicesBuild(db)),
  list: (db) => getDocs(newestFirst(db, max)),
  create: (db) => setDoc(doc(alicesBuilds(db), 'new-build'), build('alice', 'Forged', 9)),
  update: (db) => updateDoc(alicesBuild(db), { name: 'Renamed' }),
  delete: (db) => deleteDoc(alicesBuild(db)),
};

describe("firestore.rules: alice's saved builds × identity × operation", () => {
  for (const key of identityKeys) {
    for (const op of Object.keys(ops) as Op[]) {
      const allowed = key === 'customer' && (op === 'get' || op === 'list');
      it(`users/alice/${BUILDS} · ${identities[key].label} · ${op} → ${allowed ? 'allowed' : 'denied'}`, async () => {
        const operation = ops[op](clients[key]);
        if (allowed) await assertSucceeds(operation);
        else await expectPermissionDenied(operation);
      });
    }
  }
});

describe('firestore.rules: saved builds, named cases', () => {
  it('the owner lists their builds newest first, a page of 20, and gets only theirs', async () => {
    const snapshot = await assertSucceeds(getDocs(newestFirst(clients.customer, max)));
    expect(snapshot.docs.map((d) => d.get('name'))).toEqual(['Gaming PC', 'Office PC']);
  });

  it('an unbounded list, or one past 20, is refused even to the owner', async () => {
    await expectPermissionDenied(getDocs(alicesBuilds(clients.customer)));
    await expectPermissionDenied(getDocs(newestFirst(clients.customer, max + 1)));
  });

  it("a customer cannot read another customer's saved builds, by id or by list", async () => {
    await expectPermissionDenied(getDoc(alicesBuild(clients.otherCustomer)));
    await expectPermissionDenied(getDocs(newestFirst(clients.otherCustomer, max)));
    // Bob reads his own.
    await assertSucceeds(
      getDocs(
        query(collection(clients.otherCustomer, collections.users, 'bob', BUILDS), limit(max)),
      ),
    );
  });

  it('the counts of saved builds are server-only, even to their owner', async () => {
    for (const key of identityKeys) {
      await expectPermissionDenied(getDoc(doc(clients[key], COUNTS, 'alice')));
      await expectPermissionDenied(setDoc(doc(clients[key], COUNTS, 'alice'), { count: 0 }));
    }
  });

  it('denied writes left the builds and the count untouched', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = modularDb(ctx);
      expect((await getDoc(alicesBuild(db))).data()).toEqual(build('alice', 'Gaming PC', 2));
      expect((await getDoc(doc(alicesBuilds(db), 'new-build'))).exists()).toBe(false);
      expect((await getDoc(doc(db, COUNTS, 'alice'))).data()).toEqual({ count: 2 });
    });
  });
});

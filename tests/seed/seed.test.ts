import { collections, isValidRating, statsDocs, type PartDoc, type ReviewDoc } from '@cps/domain';
import { demoAccounts, demoParts } from '@cps/fixtures';
import { deleteApp as deleteClientApp, initializeApp as initializeClientApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth as getClientAuth,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deletePart,
  getCatalogueStats,
  updatePart,
} from '../../functions/src/services/catalogue/catalogue';
import { recountSalesFigures } from '../../scripts/migrations';
import { SEED_MARKER, seedDemoData } from '../../scripts/seed-demo';
import { adminFor, DEMO_PROJECT, hosts, resetProject } from '../support/emulators';

const PROJECT = 'demo-seed-test';
const admin = adminFor(PROJECT);
const publicDir = fileURLToPath(new URL('../../web/public', import.meta.url));

beforeAll(async () => {
  await resetProject(PROJECT);
  await seedDemoData(admin.db, admin.auth);
});
afterAll(() => admin.close());

async function docs<T>(name: string): Promise<T[]> {
  return (await admin.db.collection(name).get()).docs.map((d) => d.data() as T);
}

describe('demo catalogue', () => {
  it('has at least 16 parts across at least 8 categories', async () => {
    const parts = await docs<PartDoc>(collections.parts);
    expect(parts.length).toBeGreaterThanOrEqual(16);
    expect(new Set(parts.map((p) => p.category)).size).toBeGreaterThanOrEqual(8);
  });

  it('gives every part a small image shipped in the repo, a price, a minimum and a stock above it', async () => {
    for (const part of await docs<PartDoc>(collections.parts)) {
      const file = `${publicDir}${part.img}`;
      expect(existsSync(file), `${part.name}: ${part.img}`).toBe(true);
      expect(statSync(file).size).toBeLessThan(20_000);
      expect(part.price).toBeGreaterThan(0);
      expect(Number.isInteger(part.minimumOrderQuanity)).toBe(true);
      expect(part.availableQuanity).toBeGreaterThan(part.minimumOrderQuanity);
    }
  });

  it('has several descriptions longer than 100 characters', async () => {
    const long = (await docs<PartDoc>(collections.parts)).filter((p) => p.description.length > 100);
    expect(long.length).toBeGreaterThanOrEqual(3);
  });

  it('has at least 8 reviews rated 0 to 5 with pictures in the repo', async () => {
    const reviews = await docs<ReviewDoc>(collections.reviews);
    expect(reviews.length).toBeGreaterThanOrEqual(8);
    for (const review of reviews) {
      expect(isValidRating(review.rating)).toBe(true);
      expect(existsSync(`${publicDir}${review.img}`), review.img).toBe(true);
    }
  });
});

describe('demo reviews', () => {
  it('has reviews waiting for approval, counted in the queue, and no review carries its author', async () => {
    const waiting = await docs<ReviewDoc>(collections.reviewQueue);
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    const stats = await admin.db.doc(`${collections.stats}/${statsDocs.reviewQueue}`).get();
    expect(stats.get('waiting')).toBe(waiting.length);
    for (const review of [...waiting, ...(await docs<ReviewDoc>(collections.reviews))]) {
      expect(review).not.toHaveProperty('uid');
    }
    const authors = await admin.db.collection(collections.reviewAuthors).get();
    expect(authors.size).toBe(waiting.length);
  });
});

describe('demo accounts', () => {
  it('gives the admin the custom claim and a users doc with roll admin', async () => {
    const user = await admin.auth.getUserByEmail(demoAccounts.admin.email);
    expect(user.customClaims).toEqual({ admin: true });
    const usersDoc = await admin.db.doc(`${collections.users}/${user.uid}`).get();
    expect(usersDoc.get('roll')).toBe('admin');
  });

  it('gives the customer no claim, a profile and orders in every state', async () => {
    const user = await admin.auth.getUserByEmail(demoAccounts.customer.email);
    expect(user.customClaims?.admin).toBeUndefined();
    const profile = await admin.db.doc(`${collections.profiles}/${user.uid}`).get();
    expect(profile.get('email')).toBe(demoAccounts.customer.email);
    const orders = await admin.db.collection(collections.orders).where('uid', '==', user.uid).get();
    const states = orders.docs.map((d) => `${d.get('paid')}/${d.get('shipped')}`).sort();
    expect(states).toEqual(['false/false', 'true/false', 'true/true']);
    for (const order of orders.docs) {
      expect(order.get('unitPrice')).toBeCloseTo(order.get('price') * order.get('quanity'), 10);
    }
  });

  it('signing in as the admin yields an ID token with admin: true', async () => {
    // The Auth emulator signs clients into its default project only (it ignores the client's
    // project), so this seeds that one, the demo project, as `npm start` does (idempotent).
    const demo = adminFor(DEMO_PROJECT);
    try {
      await seedDemoData(demo.db, demo.auth);
    } finally {
      await demo.close();
    }
    const client = initializeClientApp(
      { apiKey: 'demo-api-key', projectId: DEMO_PROJECT },
      'seed-test-client',
    );
    const auth = getClientAuth(client);
    connectAuthEmulator(auth, `http://${hosts.auth}`, { disableWarnings: true });
    const { user } = await signInWithEmailAndPassword(
      auth,
      demoAccounts.admin.email,
      demoAccounts.admin.password,
    );
    const token = await user.getIdTokenResult();
    expect(token.claims.admin).toBe(true);
    const customer = await signInWithEmailAndPassword(
      auth,
      demoAccounts.customer.email,
      demoAccounts.customer.password,
    );
    expect((await customer.user.getIdTokenResult()).claims.admin).toBeUndefined();
    await deleteClientApp(client);
  });
});

describe('seeding again', () => {
  it('creates nothing and keeps changes made while the store was used', async () => {
    const partsBefore = (await admin.db.collection(collections.parts).get()).size;
    const first = demoParts[0]!;
    // As the store changes them: through the catalogue's edit and delete.
    await updatePart({ db: admin.db, now: Date.now }, first.id, { availableQuanity: 3 });
    await deletePart(admin.db, demoParts[1]!.id);

    const again = await seedDemoData(admin.db, admin.auth);

    expect(again).toEqual({ seeded: false, accountsCreated: [], documentsCreated: 0 });
    expect((await admin.db.collection(collections.parts).get()).size).toBe(partsBefore - 1);
    expect(
      (await admin.db.doc(`${collections.parts}/${first.id}`).get()).get('availableQuanity'),
    ).toBe(3);
    expect((await admin.auth.listUsers()).users).toHaveLength(2);
  });

  it('tops up missing documents when the marker is gone, without duplicating', async () => {
    await admin.db.doc(SEED_MARKER).delete();
    const result = await seedDemoData(admin.db, admin.auth);
    expect(result.seeded).toBe(true);
    expect(result.documentsCreated).toBe(1);
    expect((await admin.db.collection(collections.parts).get()).size).toBe(demoParts.length);
    // The part put back is counted once again: the counters match the parts.
    expect((await getCatalogueStats(admin.db))?.total).toBe(demoParts.length);
  });

  it('gives the parts of a store seeded before specifications theirs', async () => {
    const part = admin.db.doc(`${collections.parts}/${demoParts[2]!.id}`);
    await part.update({ specs: FieldValue.delete() });
    await admin.db.doc(SEED_MARKER).set({ version: 5 });
    await seedDemoData(admin.db, admin.auth);
    expect((await part.get()).get('specs')).toEqual(demoParts[2]!.doc.specs);
  });

  it('rebuilds the daily sales figures of a store seeded before them from its orders', async () => {
    const days = admin.db.collection(collections.dailyStats);
    const recount = Object.fromEntries(await recountSalesFigures(admin.db));
    expect(Object.keys(recount).length).toBeGreaterThan(0);
    for (const doc of (await days.get()).docs) await doc.ref.delete();
    await admin.db.doc(SEED_MARKER).set({ version: 7 });
    await seedDemoData(admin.db, admin.auth);
    const stored = Object.fromEntries((await days.get()).docs.map((d) => [d.id, d.data()]));
    expect(stored).toEqual(JSON.parse(JSON.stringify(recount)));
  });
});

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { collections, statsDocs, type CatalogueStats } from '@cps/domain';
import { makeOrder, makePart, makeProfile, makeReview, makeUser } from '@cps/fixtures';
import { doc, setLogLevel, setDoc, type Firestore } from 'firebase/firestore';
import { expect } from 'vitest';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const rulesPath = resolve(repoRoot, 'firestore.rules');

// Never the demo project: clearFirestore here must not be able to touch demo data.
export const rulesProjectId = 'demo-rules-test';

export function emulatorHostPort(): { host: string; port: number } {
  const raw = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const sep = raw.lastIndexOf(':');
  const port = Number(raw.slice(sep + 1));
  if (sep <= 0 || !Number.isInteger(port)) {
    throw new Error(`FIRESTORE_EMULATOR_HOST must be host:port, got "${raw}"`);
  }
  return { host: raw.slice(0, sep), port };
}

export async function createRulesEnv(
  rules: string = readFileSync(rulesPath, 'utf8'),
  projectId: string = rulesProjectId,
): Promise<RulesTestEnvironment> {
  // Every denied read makes the SDK log a warning; the assertions already say what was denied.
  setLogLevel('error');
  return initializeTestEnvironment({
    projectId,
    firestore: { rules, ...emulatorHostPort() },
  });
}

export type IdentityKey = 'anonymous' | 'customer' | 'otherCustomer' | 'admin' | 'fakeAdmin';

export interface Identity {
  label: string;
  /** null = unauthenticated. */
  uid: string | null;
  email: string;
  displayName: string;
  token: TokenOptions;
}

export const identities: Record<IdentityKey, Identity> = {
  anonymous: { label: 'anonymous', uid: null, email: '', displayName: '', token: {} },
  customer: {
    label: 'customer alice',
    uid: 'alice',
    email: 'alice@example.com',
    displayName: 'Alice',
    token: { email: 'alice@example.com' },
  },
  otherCustomer: {
    label: 'another customer (bob)',
    uid: 'bob',
    email: 'bob@example.com',
    displayName: 'Bob',
    token: { email: 'bob@example.com' },
  },
  admin: {
    label: 'admin',
    uid: 'admin-1',
    email: 'admin-1@example.com',
    displayName: 'Admin',
    token: { email: 'admin-1@example.com', admin: true },
  },
  fakeAdmin: {
    label: 'fake admin (claim is the string "true")',
    uid: 'mallory',
    email: 'mallory@example.com',
    displayName: 'Mallory',
    token: { email: 'mallory@example.com', admin: 'true' },
  },
};

export const identityKeys = Object.keys(identities) as IdentityKey[];

/** The context hands out the compat instance; the modular functions unwrap it at run time. */
export function modularDb(ctx: RulesTestContext): Firestore {
  return ctx.firestore() as unknown as Firestore;
}

/** The client a signed-in (or anonymous) user of this identity would have. */
export function clientFor(env: RulesTestEnvironment, key: IdentityKey): Firestore {
  const { uid, token } = identities[key];
  return modularDb(
    uid === null ? env.unauthenticatedContext() : env.authenticatedContext(uid, token),
  );
}

export const otherPathCollection = 'payments';

/** The collections the rules matrix covers: the ones clients may read, and one the rules never name. */
export const collectionKeys = [
  collections.parts,
  collections.stats,
  collections.reviews,
  collections.reviewQueue,
  collections.reviewAuthors,
  collections.orders,
  collections.profiles,
  collections.users,
  collections.orderStats,
  collections.dailyStats,
  collections.cancelledOrders,
  collections.partDeletions,
  otherPathCollection,
] as const;

export type CollectionKey = (typeof collectionKeys)[number];

const alice = identities.customer;
const bob = identities.otherCustomer;
export const seededPart = { id: 'part-1', doc: makePart({ name: 'Rules Test CPU' }) };
export const seededStats: CatalogueStats = {
  total: 1,
  inStock: 1,
  categories: {},
  brands: {},
};

/** The doc of each collection that `get`, `update` and `delete` aim at: alice's where it has an owner. */
export const targetDocId: Record<CollectionKey, string> = {
  parts: seededPart.id,
  stats: statsDocs.parts,
  reviews: 'review-alice',
  reviewQueue: 'review-waiting',
  reviewAuthors: 'review-alice',
  orders: 'order-alice',
  profiles: 'alice',
  users: 'alice',
  orderStats: 'shard-0',
  dailyStats: '2026-11-01_shard-0',
  cancelledOrders: 'order-alice-cancelled',
  payments: 'payment-alice',
  partDeletions: seededPart.id,
};

export const seededOrderIds = { alice: ['order-alice', 'order-alice-2'], bob: ['order-bob'] };

function customerOf(identity: Identity): { uid: string; email: string; displayName: string } {
  return { uid: identity.uid ?? '', email: identity.email, displayName: identity.displayName };
}

/** Seeds one doc per collection (plus a second order for alice and bob's docs), rules disabled. */
export async function seed(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularDb(ctx);
    const writes: Array<[string, string, object]> = [
      [collections.parts, seededPart.id, seededPart.doc],
      [collections.stats, statsDocs.parts, seededStats],
      [collections.stats, 'other', { total: 1 }],
      [collections.reviews, 'review-alice', makeReview({ name: 'Alice' })],
      [collections.reviewQueue, 'review-waiting', makeReview({ name: 'Bob', createdAt: 2 })],
      [collections.reviewAuthors, 'review-alice', { uid: 'alice', createdAt: 1 }],
      [collections.reviewAuthors, 'review-waiting', { uid: 'bob', createdAt: 2 }],
      [collections.orders, 'order-alice', makeOrder(seededPart, customerOf(alice))],
      [
        collections.orders,
        'order-alice-2',
        makeOrder(seededPart, customerOf(alice), { quanity: 3 }),
      ],
      [collections.orders, 'order-bob', makeOrder(seededPart, customerOf(bob))],
      [collections.profiles, 'alice', makeProfile({ email: alice.email, name: 'Alice' })],
      [collections.profiles, 'bob', makeProfile({ email: bob.email, name: 'Bob' })],
      // alice's users doc claims the admin roll: it must grant nothing (only the claim counts).
      [collections.users, 'alice', makeUser({ email: alice.email, roll: 'admin' })],
      [collections.users, 'bob', makeUser({ email: bob.email })],
      // The admin's role doc: rules grant admin to the claim AND users/{uid}.roll == 'admin'.
      [collections.users, 'admin-1', makeUser({ email: identities.admin.email, roll: 'admin' })],
      [collections.orderStats, 'shard-0', { total: 3, unpaid: 3 }],
      [
        collections.dailyStats,
        '2026-11-01_shard-0',
        { day: '2026-11-01', placed: 3, orders: { card: 1 }, revenueCents: { card: 1234 } },
      ],
      [collections.stats, statsDocs.overview, { lowStockThreshold: 5 }],
      [
        collections.cancelledOrders,
        'order-alice-cancelled',
        makeOrder(seededPart, customerOf(alice)),
      ],
      [otherPathCollection, 'payment-alice', { uid: 'alice', orderId: 'order-alice', amount: 10 }],
      [collections.meta, 'seed', { seededAt: 0 }],
    ];
    for (const [collectionName, id, data] of writes) {
      await setDoc(doc(db, collectionName, id), data);
    }
  });
}

/** Denied must mean the rules said no: a network or not-found error must not pass as a denial. */
export async function expectPermissionDenied(operation: Promise<unknown>): Promise<void> {
  await expect(operation).rejects.toMatchObject({ code: 'permission-denied' });
}

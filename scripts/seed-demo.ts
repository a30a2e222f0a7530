import { collections } from '@cps/domain';
import {
  demoAccounts,
  demoOrders,
  demoParts,
  demoProfiles,
  demoReviews,
  demoUsers,
  demoWaitingReviews,
  type DemoAccount,
} from '@cps/fixtures';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { readOrderConfig } from '../functions/src/config';
import { addParts } from '../functions/src/services/catalogue/catalogue';
import { reviewAuthorRef, reviewQueueStatsRef } from '../functions/src/services/reviews/reviews';
import {
  backfillOrders,
  claimPartNames,
  moveReviewAuthors,
  rebuildDailyStats,
  recountCatalogue,
} from './migrations';
import { addOrders } from './seed-orders';

/**
 * Bump when the demo data changes shape, so an old local database is topped up once.
 * 2: parts carry derived fields (search tokens, inStock) and are counted in `stats/parts`.
 * 3: orders carry a status, a hold (unpaid ones) and a history, counted in `orderStats`.
 * 4: the order counts move from 4 shards to 3 (recounted from the orders).
 * 5: part names are unique: every part claims its name in `partNames`.
 * 6: the demo parts carry their specifications.
 * 7: reviews carry no uid (their authors move to `reviewAuthors`), and some wait for approval.
 * 8: the daily sales figures (`dailyStats`) are rebuilt from the orders.
 */
export const SEED_VERSION = 8;
export const SEED_MARKER = `${collections.meta}/seed`;

export interface SeedResult {
  seeded: boolean;
  accountsCreated: string[];
  documentsCreated: number;
}

async function ensureAccount(auth: Auth, account: DemoAccount): Promise<boolean> {
  try {
    await auth.getUser(account.uid);
    return false;
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  await auth.createUser({
    uid: account.uid,
    email: account.email,
    password: account.password,
    displayName: account.displayName,
    emailVerified: true,
  });
  if (account.admin) await auth.setCustomUserClaims(account.uid, { admin: true });
  return true;
}

/**
 * Seeds the demo store once. Idempotent: accounts and documents are created only when missing,
 * and once the marker is written a later start changes nothing, so edits made while using the
 * store (orders, deleted parts, stock) survive restarts.
 */
export async function seedDemoData(
  db: Firestore,
  auth: Auth,
  // The seed runs beside the functions, with the environment npm start passes them.
  holdSeconds: number = readOrderConfig(Number(process.env.ORDER_HOLD_SECONDS), 3).holdSeconds,
): Promise<SeedResult> {
  const accountsCreated: string[] = [];
  for (const account of Object.values(demoAccounts)) {
    if (await ensureAccount(auth, account)) accountsCreated.push(account.email);
  }

  const marker = db.doc(SEED_MARKER);
  const markerSnap = await marker.get();
  if (markerSnap.exists && markerSnap.get('version') >= SEED_VERSION) {
    return { seeded: false, accountsCreated, documentsCreated: 0 };
  }

  // A database seeded before the counters: its parts (demo or added since) are counted first,
  // and before order states: its orders get them and are counted.
  const version = markerSnap.exists ? Number(markerSnap.get('version')) : 0;
  if (markerSnap.exists && version < 2) await recountCatalogue(db);
  if (markerSnap.exists && version < 4) await backfillOrders(db, Date.now(), holdSeconds);
  if (markerSnap.exists && version < 5) await claimPartNames(db);
  if (markerSnap.exists && version < 6) await addDemoSpecs(db);
  if (markerSnap.exists && version < 7) await moveReviewAuthors(db);
  if (markerSnap.exists && version < 8) await rebuildDailyStats(db);
  // Parts and orders go through their write paths, so tokens, states, claims and counters are
  // right; the demo's unpaid order holds its stock like any placed order. A demo part whose name
  // another part took meanwhile is not added again.
  const parts = await addParts({ db, now: Date.now }, demoParts, 'skip');
  const orders = await addOrders({ db, now: Date.now }, demoOrders, holdSeconds);

  const groups: [string, { id: string; doc: object }[]][] = [
    [collections.reviews, demoReviews],
    [collections.profiles, demoProfiles],
    [collections.users, demoUsers],
  ];
  const refs = groups.flatMap(([name, items]) =>
    items.map((item) => ({ ref: db.collection(name).doc(item.id), doc: item.doc })),
  );
  const existing = await db.getAll(...refs.map((r) => r.ref));
  const batch = db.batch();
  let documentsCreated = parts.created + orders.created;
  refs.forEach(({ ref, doc }, i) => {
    if (existing[i]?.exists) return;
    batch.create(ref, doc);
    documentsCreated += 1;
  });
  documentsCreated += await addWaitingReviews(db, batch);
  batch.set(marker, { version: SEED_VERSION, seededAt: Date.now() });
  await batch.commit();
  return { seeded: true, accountsCreated, documentsCreated };
}

/** Gives the demo parts still in the store, and still without specifications, theirs. */
async function addDemoSpecs(db: Firestore): Promise<void> {
  const refs = demoParts.map((p) => db.collection(collections.parts).doc(p.id));
  const snaps = await db.getAll(...refs);
  const batch = db.batch();
  snaps.forEach((snap, i) => {
    const specs = demoParts[i]!.doc.specs;
    if (snap.exists && snap.get('specs') === undefined && specs) {
      batch.update(snap.ref, { specs, updatedAt: Date.now() });
    }
  });
  await batch.commit();
}

/**
 * Adds the demo reviews waiting for approval that are neither waiting nor published yet (an
 * admin may have approved one), with their authors, counted in the queue's counter by `batch`.
 */
async function addWaitingReviews(db: Firestore, batch: WriteBatch): Promise<number> {
  const queued = demoWaitingReviews.map((r) => db.collection(collections.reviewQueue).doc(r.id));
  const published = demoWaitingReviews.map((r) => db.collection(collections.reviews).doc(r.id));
  const snaps = await db.getAll(...queued, ...published);
  let added = 0;
  demoWaitingReviews.forEach((review, i) => {
    if (snaps[i]?.exists || snaps[i + demoWaitingReviews.length]?.exists) return;
    batch.create(queued[i]!, review.doc);
    batch.set(reviewAuthorRef(db, review.id), {
      uid: review.uid,
      createdAt: review.doc.createdAt ?? 0,
    });
    added += 1;
  });
  if (added)
    batch.set(reviewQueueStatsRef(db), { waiting: FieldValue.increment(added) }, { merge: true });
  return added;
}

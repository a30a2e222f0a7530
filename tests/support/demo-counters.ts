import {
  collections,
  derivedPartFields,
  mergeOrderCounts,
  mergeStatsDeltas,
  orderCountsDelta,
  sumOrderCounts,
  type OrderStatus,
  statsDelta,
  statsDocs,
  type CatalogueStats,
  type PartDoc,
  type StatsDelta,
} from '@cps/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect } from 'vitest';
import { adminFor, DEMO_PROJECT } from './emulators';

// Vitest setupFile of the layers on the shared demo project (api, e2e): each test file must leave
// the catalogue's counters (stats/parts) and the parts' derived fields, the order counts per
// state (the orderStats shards), and the count of reviews waiting for approval
// (stats/reviewQueue), as right as it found them.
// A part written, restocked or deleted past the catalogue's write path (addParts, updatePart,
// deletePart, the order paths, or the API) leaves them wrong, and a later file that trusts the
// counters fails far from the cause (browse's "pages forward and back" once counted 165 parts
// where 59 existed). Here the file that did it fails, by name.

/** How the stored counters differ from the counted parts, and parts whose derived fields are stale. */
async function drift(db: Firestore) {
  const [stats, parts] = await Promise.all([
    db.doc(`${collections.stats}/${statsDocs.parts}`).get(),
    db.collection(collections.parts).get(),
  ]);
  const stored = (stats.data() as CatalogueStats | undefined) ?? {};
  // Counted parts are those the write paths wrote (a boolean inStock; part-writes.ts).
  const counted = parts.docs
    .map((d) => ({ id: d.id, part: d.data() as PartDoc }))
    .filter(({ part }) => typeof part.inStock === 'boolean');
  const counters: StatsDelta = mergeStatsDeltas([
    stored,
    ...counted.map(({ part }) => statsDelta(part, undefined)),
  ]);
  const stale = counted
    .filter(({ part }) => {
      const derived = derivedPartFields(part);
      return derived.inStock !== part.inStock || 'searchTokens' in part;
    })
    .map(({ id }) => id)
    .sort();
  return { counters, stale, orders: await orderDrift(db), reviewQueue: await reviewQueueDrift(db) };
}

/** How far the count of waiting reviews (stats/reviewQueue) is from the reviews in the queue. */
async function reviewQueueDrift(db: Firestore) {
  const [stats, queue] = await Promise.all([
    db.doc(`${collections.stats}/${statsDocs.reviewQueue}`).get(),
    db.collection(collections.reviewQueue).count().get(),
  ]);
  return ((stats.get('waiting') as number | undefined) ?? 0) - queue.data().count;
}

/** How the order counts differ from the orders that carry a status (the ones the writes count). */
async function orderDrift(db: Firestore) {
  const [shards, orders] = await Promise.all([
    db.collection(collections.orderStats).get(),
    db.collection(collections.orders).select('status').get(),
  ]);
  const counted = orders.docs
    .map((d) => d.get('status') as OrderStatus | undefined)
    .filter((status): status is OrderStatus => status !== undefined);
  return mergeOrderCounts(
    sumOrderCounts(shards.docs.map((d) => d.data())),
    ...counted.map((status) => orderCountsDelta(status, undefined)),
  );
}

const admin = adminFor(DEMO_PROJECT);
let before: Awaited<ReturnType<typeof drift>>;

beforeAll(async () => {
  before = await drift(admin.db);
});

// Registered before the test file's own hooks, so (hooks run as a stack) it runs after its
// clean-up, and after tests/api/support.ts's.
afterAll(async () => {
  try {
    expect(
      await drift(admin.db),
      'stats/parts no longer matches the parts (or a part has stale derived fields), orderStats the orders, or stats/reviewQueue the waiting reviews: this file wrote or deleted a part, an order or a review past its write path',
    ).toEqual(before);
  } finally {
    await admin.close();
  }
});

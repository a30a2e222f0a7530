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

/**
 * How the stored counters (the catalogue's, the orders' by state, the waiting reviews') differ from
 * the documents they count, and parts whose derived fields are stale, read in one snapshot: a file
 * on the other e2e lane may write meanwhile, and every write path moves a document and its
 * counters in one transaction, so a snapshot sees them agree.
 */
function drift(db: Firestore) {
  return db.runTransaction(
    async (tx) => {
      const [stats, parts, shards, orders, queueStats, queue] = await Promise.all([
        tx.get(db.doc(`${collections.stats}/${statsDocs.parts}`)),
        tx.get(db.collection(collections.parts)),
        tx.get(db.collection(collections.orderStats)),
        tx.get(db.collection(collections.orders).select('status')),
        tx.get(db.doc(`${collections.stats}/${statsDocs.reviewQueue}`)),
        tx.get(db.collection(collections.reviewQueue).count()),
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
      // The order counts less the orders that carry a status (the ones the writes count).
      const statuses = orders.docs
        .map((d) => d.get('status') as OrderStatus | undefined)
        .filter((status): status is OrderStatus => status !== undefined);
      const orderCounts = mergeOrderCounts(
        sumOrderCounts(shards.docs.map((d) => d.data())),
        ...statuses.map((status) => orderCountsDelta(status, undefined)),
      );
      // The count of waiting reviews (stats/reviewQueue) less the reviews in the queue.
      const reviewQueue =
        ((queueStats.get('waiting') as number | undefined) ?? 0) - queue.data().count;
      return { counters, stale, orders: orderCounts, reviewQueue };
    },
    { readOnly: true },
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

import {
  applyStatsDelta,
  collections,
  dailyStatsDocId,
  derivedPartFields,
  emptyStats,
  holdEndsAt,
  mergeOrderCounts,
  mergeSalesFigures,
  orderSalesFigures,
  orderCountsDelta,
  orderStatsShardId,
  orderStatusOf,
  partNameKey,
  statsDelta,
  type CatalogueStats,
  type DailyStatsDoc,
  type FiguredOrder,
  type OrderCounts,
  type OrderDoc,
  type PartDoc,
  type ReviewAuthorDoc,
  type SalesFigures,
} from '@cps/domain';
import {
  FieldPath,
  FieldValue,
  type CollectionReference,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import * as logs from '../functions/src/infra/logs';
import { partPages } from '../functions/src/services/catalogue/catalogue';
import { partNameRef, statsRef } from '../functions/src/services/shared/part-writes';
import { reviewAuthorRef } from '../functions/src/services/reviews/reviews';
import { ordersPerBatch, seededTimeline } from './seed-orders';

// The migrations the demo seed runs once on a local database seeded by an older version
// (seed-demo.ts, by the marker's version), and an operator may run on a database written before
// the counters, name claims, order states or private review authors existed. Not deployed: each
// reads a whole collection and must run while nothing else writes it.

/**
 * Recounts the catalogue from scratch: every part gets its derived fields (where they are missing
 * or stale) and `stats/parts` is overwritten with the counts of every part. For a database
 * written before the counters existed (the demo seed's upgrade, an operator's backfill); run it
 * while nothing else writes parts, since a write between its reads and its last write is lost
 * from the counts (running it again makes them right).
 */
export async function recountCatalogue(db: Firestore): Promise<{ parts: number; fixed: number }> {
  let stats: CatalogueStats = emptyStats;
  let counted = 0;
  let fixed = 0;
  for await (const snap of partPages(db)) {
    const batch = db.batch();
    let writes = 0;
    for (const d of snap.docs) {
      const stored = d.data() as PartDoc;
      const derived = derivedPartFields(stored);
      stats = applyStatsDelta(stats, statsDelta(undefined, stored));
      // Parts written before the search engine also lose their stored search tokens.
      const retired = d.get('searchTokens') !== undefined;
      if (stored.inStock !== derived.inStock || retired) {
        batch.update(d.ref, {
          ...derived,
          ...(retired && { searchTokens: FieldValue.delete() }),
        });
        writes += 1;
      }
    }
    if (writes) await batch.commit();
    counted += snap.size;
    fixed += writes;
  }
  await statsRef(db).set(stats);
  return { parts: counted, fixed };
}

/**
 * Claims the name of every part that has no claim yet (parts written before names were
 * unique), a page of parts at a time, oldest id first: of two parts with one name, the first
 * keeps it and the other is reported, for an admin to rename. Idempotent; a claim that exists is
 * never changed. Run it while nothing else writes parts (the demo seed's upgrade, an operator).
 */
export async function claimPartNames(
  db: Firestore,
): Promise<{ parts: number; claimed: number; unclaimed: { id: string; name: string }[] }> {
  const result = { parts: 0, claimed: 0, unclaimed: [] as { id: string; name: string }[] };
  for await (const snap of partPages(db)) {
    const named = snap.docs.map((d) => ({ id: d.id, name: String(d.get('name') ?? '') }));
    const claims = await db.getAll(...named.map((p) => partNameRef(db, p.name)));
    const batch = db.batch();
    const taken = new Map<string, string>();
    named.forEach((part, i) => {
      const key = partNameKey(part.name);
      const owner = claims[i]!.exists ? (claims[i]!.get('partId') as string) : taken.get(key);
      if (owner !== undefined) {
        if (owner !== part.id) result.unclaimed.push(part);
        return;
      }
      taken.set(key, part.id);
      batch.create(partNameRef(db, part.name), { partId: part.id, name: part.name });
    });
    if (taken.size) await batch.commit();
    result.parts += snap.size;
    result.claimed += taken.size;
  }
  if (result.unclaimed.length) logs.partNamesNotUnique(result.unclaimed);
  return result;
}

/**
 * Brings orders written before statuses and holds up to date, once (a maintenance job, like
 * recountCatalogue: it reads the whole collection, page by page): each order without a `status`
 * gets it and its history, an unpaid one a hold that starts now; then the counts are set from
 * scratch. Returns how many orders there are and how many were changed.
 */
export async function backfillOrders(
  db: Firestore,
  now: number,
  holdSeconds: number,
): Promise<{ orders: number; fixed: number }> {
  const shards = new Map<string, Partial<OrderCounts>[]>();
  let orders = 0;
  let fixed = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = db.collection(collections.orders).orderBy('__name__').limit(ordersPerBatch);
    if (last) page = page.startAfter(last);
    const snap = await page.get();
    if (snap.empty) break;
    const batch = db.batch();
    for (const doc of snap.docs) {
      const order = doc.data() as OrderDoc;
      const status = order.status ?? orderStatusOf(order);
      const shard = orderStatsShardId(doc.id);
      shards.set(shard, [...(shards.get(shard) ?? []), orderCountsDelta(undefined, status)]);
      orders += 1;
      if (order.status) continue;
      const hold =
        status === 'unpaid' && order.expiresAt === undefined
          ? { expiresAt: holdEndsAt(now, holdSeconds) }
          : {};
      batch.update(doc.ref, { status, ...hold, timeline: seededTimeline(order) });
      fixed += 1;
    }
    await batch.commit();
    last = snap.docs[snap.docs.length - 1];
  }
  const batch = db.batch();
  const stats = db.collection(collections.orderStats);
  for (const existing of await stats.listDocuments()) batch.delete(existing);
  for (const [shard, list] of shards) batch.set(stats.doc(shard), mergeOrderCounts(...list));
  await batch.commit();
  return { orders, fixed };
}

/**
 * Moves the authors of reviews written before `reviewAuthors` (a `uid` field on the public
 * document) there, 200 at a time: the seed's upgrade of a local database. Returns how many moved.
 */
export async function moveReviewAuthors(db: Firestore): Promise<number> {
  let moved = 0;
  for (;;) {
    // Ordering by uid reads only the documents that have one; each batch removes it from those.
    const page = await db.collection(collections.reviews).orderBy('uid').limit(200).get();
    if (page.empty) return moved;
    const batch = db.batch();
    for (const review of page.docs) {
      const author: ReviewAuthorDoc = {
        uid: String(review.get('uid')),
        createdAt: Number(review.get('createdAt') ?? 0),
      };
      batch.set(reviewAuthorRef(db, review.id), author);
      batch.update(review.ref, { uid: FieldValue.delete() });
    }
    await batch.commit();
    moved += page.size;
  }
}

/** Every document of a collection, a bounded page at a time in id order (a cursor per page). */
async function* documentPages(
  collection: CollectionReference,
  size = ordersPerBatch,
): AsyncGenerator<QuerySnapshot> {
  const all = collection.orderBy(FieldPath.documentId()).limit(size);
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snap = await (last ? all.startAfter(last) : all).get();
    if (snap.empty) return;
    yield snap;
    last = snap.docs[snap.docs.length - 1];
  }
}

/**
 * The daily sales figures recounted from the orders (sales-figures.ts), by day document id
 * (`{day}_{shard}`): every order and every cancelled order's archive, a page of `ordersPerBatch`
 * at a time. Only those with a `status` are counted, as the order writes count them (an order
 * written before statuses enters the figures with its first write; backfillOrders gives it one).
 * What the stored `dailyStats` must equal at any time, zero figures aside.
 */
export async function recountSalesFigures(db: Firestore): Promise<Map<string, DailyStatsDoc>> {
  const shards = new Map<string, SalesFigures>();
  for (const name of [collections.orders, collections.cancelledOrders]) {
    for await (const page of documentPages(db.collection(name))) {
      const byShard = new Map<string, SalesFigures[]>();
      for (const doc of page.docs) {
        if (doc.get('status') === undefined) continue;
        const shard = orderStatsShardId(doc.id);
        const list = byShard.get(shard) ?? [shards.get(shard) ?? {}];
        list.push(orderSalesFigures(doc.data() as FiguredOrder));
        byShard.set(shard, list);
      }
      for (const [shard, list] of byShard) shards.set(shard, mergeSalesFigures(...list));
    }
  }
  const docs = new Map<string, DailyStatsDoc>();
  for (const [shard, figures] of shards) {
    for (const [day, tally] of Object.entries(figures)) {
      docs.set(dailyStatsDocId(day, shard), { day, ...tally });
    }
  }
  return docs;
}

/**
 * Rebuilds `dailyStats` from a recount of the orders (recountSalesFigures): every day document
 * the recount has is overwritten with its figures, and any other is deleted. For a project whose
 * orders were written before the figures existed (the demo seed's upgrade, or an operator's
 * `npm run rebuild-daily-stats -- --project <id>`); run it while no orders are written,
 * since a change between its reads and its writes is lost from the figures (running it again
 * makes them right).
 */
export async function rebuildDailyStats(db: Firestore): Promise<{ days: number; removed: number }> {
  const docs = await recountSalesFigures(db);
  const stats = db.collection(collections.dailyStats);
  let removed = 0;
  for await (const page of documentPages(stats)) {
    const stale = page.docs.filter((doc) => !docs.has(doc.id));
    if (!stale.length) continue;
    const batch = db.batch();
    for (const doc of stale) batch.delete(doc.ref);
    await batch.commit();
    removed += stale.length;
  }
  const entries = [...docs];
  for (let from = 0; from < entries.length; from += ordersPerBatch) {
    const batch = db.batch();
    for (const [id, doc] of entries.slice(from, from + ordersPerBatch))
      batch.set(stats.doc(id), doc);
    await batch.commit();
  }
  return { days: docs.size, removed };
}

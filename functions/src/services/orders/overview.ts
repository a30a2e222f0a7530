import {
  collections,
  dhakaDay,
  firstDayOf,
  lowStockThreshold,
  orderStatsShards,
  overviewWindow,
  statsDocs,
  summariseSales,
  type DailyStatsDoc,
  type OverviewAnswer,
} from '@cps/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { Deps } from '../shared/deps';
import { readStats, statsRef } from '../shared/part-writes';
import { reviewQueueStatsRef } from '../reviews/reviews';
import { readOrderCounts } from './order-lists';

// The owner's overview (GET /admin/overview, docs/orders.md "The owner's overview"): what needs
// doing now, from the counters the write paths keep, and how the shop sells, from the daily
// sales figures (sales-figures.ts). Its reads are bounded at any scale: the 3 order-count
// shards, 3 stats documents (the catalogue's counters, the review queue's, the settings), one
// count of low-stock parts (1 read per 1,000 parts it matches), and one query of at most 60 days
// × 3 shards of dailyStats: 186 documents and the count's reads, whether the store has 100
// orders or 100,000.

/** The most day documents the sales query reads: every shard of every day of the answer. */
export const overviewDayDocsLimit = overviewWindow.answerDays * orderStatsShards;

/** `stats/overview`: the owner's settings of the overview (server-only). */
export interface OverviewSettingsDoc {
  lowStockThreshold?: number;
}

export const overviewSettingsRef = (db: Firestore): DocumentReference =>
  db.collection(collections.stats).doc(statsDocs.overview);

const thresholdOf = (settings: OverviewSettingsDoc | undefined): number => {
  const stored = settings?.lowStockThreshold;
  return Number.isSafeInteger(stored) &&
    stored! >= lowStockThreshold.min &&
    stored! <= lowStockThreshold.max
    ? stored!
    : lowStockThreshold.default;
};

/**
 * The Firestore reads a count of `matched` index entries is billed: one per 1,000 entries, at
 * least one.
 */
const countReads = (matched: number) => Math.max(1, Math.ceil(matched / 1000));

/** GET /admin/overview: the to-do counts and the sales of the last 60 days, as of `now`. */
export async function readOverview(deps: Pick<Deps, 'db' | 'now'>): Promise<OverviewAnswer> {
  return (await measureOverview(deps)).answer;
}

/** The overview, with the Firestore reads it was billed (what the bench reports at scale). */
export async function measureOverview({
  db,
  now,
}: Pick<Deps, 'db' | 'now'>): Promise<{ answer: OverviewAnswer; reads: number }> {
  const asOf = now();
  const today = dhakaDay(asOf);
  const sales = db
    .collection(collections.dailyStats)
    .where('day', '>=', firstDayOf(today, overviewWindow.answerDays))
    .where('day', '<=', today)
    .limit(overviewDayDocsLimit)
    .get();
  const [counts, [catalogue, reviewQueue, settings]] = await Promise.all([
    readOrderCounts(db),
    db.getAll(statsRef(db), reviewQueueStatsRef(db), overviewSettingsRef(db)),
  ]);
  const threshold = thresholdOf(settings!.data() as OverviewSettingsDoc | undefined);
  const lowStock = db
    .collection(collections.parts)
    .where('inStock', '==', true)
    .where('availableQuanity', '<=', threshold)
    .count()
    .get();
  const parts = readStats(catalogue!.data());
  const waiting: unknown = reviewQueue!.get('waiting');
  const [days, low] = await Promise.all([sales, lowStock]);
  const summary = summariseSales(
    days.docs.map((doc) => doc.data() as DailyStatsDoc),
    today,
  );
  const answer: OverviewAnswer = {
    asOf,
    today,
    lowStockThreshold: threshold,
    todo: {
      codToConfirm: counts['cod-placed'],
      toShip: counts.pending,
      codToShip: counts['cod-confirmed'],
      heldPayments: counts.held,
      reviewsWaiting: typeof waiting === 'number' && waiting > 0 ? waiting : 0,
      // The counters of every part written through the catalogue's write path; none yet, none out.
      outOfStock: parts ? Math.max(0, parts.total - parts.inStock) : 0,
      lowStock: low.data().count,
    },
    ...summary,
  };
  const reads = orderStatsShards + 3 + days.size + countReads(answer.todo.lowStock);
  return { answer, reads };
}

/** PUT /admin/overview/settings: the low-stock threshold (the route checks its range). */
export async function setLowStockThreshold(
  { db }: Pick<Deps, 'db'>,
  threshold: number,
): Promise<{ lowStockThreshold: number }> {
  await overviewSettingsRef(db).set(
    { lowStockThreshold: threshold } satisfies OverviewSettingsDoc,
    { merge: true },
  );
  return { lowStockThreshold: threshold };
}

// One live page of any Firestore list, paged by opaque cursor: the back office's orders and
// users, and My Orders all page through this one module (Home's grid uses its `planQuery`). The
// domain plans each query (`planPartsQuery`, `planOrdersQuery`, `planUsersQuery`); this module only
// translates a plan into the web SDK's query, so every query the app runs is one the index test
// has checked.
// Reads of one page view: pageSize + 1 documents (the extra one says whether another page
// exists), plus 1 for the cursor document when the URL has one and this visit has not already
// seen it (Next and Previous from a page in view read nothing more: its documents are kept).

import { decodeCursor, splitPage, type QueryPlan } from '@cps/domain';
import {
  collection,
  doc,
  endBefore,
  getDoc,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  where,
  type CollectionReference,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { answerCache } from '@/lib/answer-cache';
import { failed, ready, type ReadState } from '@/lib/read-state';
import { watchQuery, type LiveSource, type WithDocId } from './firestore-live';
import { useLive } from './use-live';

export interface PageWindow {
  /** Documents to read. Leave out for the whole match (what count() counts). */
  limit?: number;
  /** The document at the page edge: the page starts after it ('after') or ends before it ('before'). */
  cursorSnapshot?: DocumentSnapshot;
  direction?: 'after' | 'before';
}

/** A plan's Firestore query over `collectionName`, optionally one page of it. */
export function planQuery<T extends DocumentData>(
  firestore: Firestore,
  collectionName: string,
  plan: QueryPlan,
  page: PageWindow = {},
): Query<T> {
  const constraints: QueryConstraint[] = [
    ...plan.where.map((w) => where(w.field, w.op, w.value)),
    ...plan.orderBy.map((o) => orderBy(o.field, o.direction)),
  ];
  const before = page.direction === 'before';
  if (page.cursorSnapshot) {
    constraints.push(before ? endBefore(page.cursorSnapshot) : startAfter(page.cursorSnapshot));
  }
  if (page.limit !== undefined) {
    constraints.push(before ? limitToLast(page.limit) : limit(page.limit));
  }
  return query(collection(firestore, collectionName) as CollectionReference<T>, ...constraints);
}

/** A page and its neighbours' cursors, under the names the pagers read. */
export interface PageSplit<T> {
  items: T[];
  next?: string;
  previous?: string;
}

/** Splits a page read with one extra document into the page and its neighbours' cursors. */
export function pageFromSnapshot<T extends { _id: string }>(
  items: T[],
  pageSize: number,
  direction: 'after' | 'before' | undefined,
): PageSplit<T> {
  const { next, prev, ...page } = splitPage(items, pageSize, direction, (item) => item._id);
  return { ...page, next, previous: prev };
}

export type LivePageState<T> = ReadState<PageSplit<T>>;

/**
 * The documents of the pages shown lately, by path: the cursor of a Next or Previous click is a
 * document of the page in view, so it needs no read. A reload starts empty.
 */
const seen = answerCache<DocumentSnapshot>({ size: 500 });

export interface PageSource {
  /** The collection the plan queries (and the cursor's document lives in). */
  collection: string;
  plan: QueryPlan;
  /** Identifies the plan: a new key is a new query; the same key with a new plan object is not. */
  key: string;
}

/** One page of a planned query as a live source (see useLivePage). */
function livePage<T extends DocumentData>(
  firestore: Firestore,
  { collection: name, plan, key }: PageSource,
  cursor: string | undefined,
  pageSize: number,
): LiveSource<PageSplit<WithDocId<T>>> {
  return {
    id: `page:${name}|${key}|${cursor ?? ''}|${pageSize}`,
    listen: (next) => {
      let active = true;
      let unsubscribe: (() => void) | undefined;
      const fail = (error: unknown) => active && next(failed(error));
      async function listen() {
        const edge = cursor ? decodeCursor(cursor) : undefined;
        let cursorSnapshot: DocumentSnapshot | undefined;
        if (edge) {
          const ref = doc(firestore, name, edge.id);
          const snapshot = seen.get(ref.path) ?? (await getDoc(ref));
          if (snapshot.exists()) cursorSnapshot = snapshot;
        }
        if (!active) return;
        let direction = cursorSnapshot ? edge?.direction : undefined;
        let pageQuery: Query<T>;
        try {
          pageQuery = planQuery<T>(firestore, name, plan, {
            limit: pageSize + 1,
            cursorSnapshot,
            direction,
          });
        } catch {
          // The cursor's document lacks a field the plan orders by (a hand-made URL): first page,
          // read and split as one (no Previous, and no document dropped as a backward page's extra).
          direction = undefined;
          pageQuery = planQuery<T>(firestore, name, plan, { limit: pageSize + 1 });
        }
        unsubscribe = watchQuery(
          pageQuery,
          ({ items, snapshots }) => {
            for (const snapshot of snapshots) seen.set(snapshot.ref.path, snapshot);
            if (active) next(ready(pageFromSnapshot(items, pageSize, direction)));
          },
          fail,
        );
      }
      listen().catch(fail);
      return () => {
        active = false;
        unsubscribe?.();
      };
    },
  };
}

/**
 * One page of a planned query, live (the documents in view follow the database). `cursor` is the
 * URL's opaque cursor: its document is read once (unless this visit has it already), then
 * pageSize + 1 documents are listened to. A cursor that does not decode, or whose document is
 * gone, gives the first page. `source` null waits (say, for the signed-in user). While the next
 * page loads, the last one stays on screen (`stale`), so a table does not collapse to skeletons
 * on every Next, Previous or filter change.
 */
export function useLivePage<T extends DocumentData>(
  source: PageSource | null,
  cursor: string | undefined,
  pageSize: number,
): LivePageState<WithDocId<T>> {
  const firestore = useFirestore();
  const key = source ? `${source.collection}|${source.key}|${cursor ?? ''}|${pageSize}` : '';
  const live = useMemo(
    () => (source ? livePage<T>(firestore, source, cursor, pageSize) : undefined),
    // `source` is keyed by its key: a new object with the same key is the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [firestore, key],
  );
  return useLive(live, { keepPrevious: true });
}

import { decodeCursor, splitPage, type PageCursor, type QueryPlan } from '@cps/domain';
import type {
  CollectionReference,
  DocumentSnapshot,
  Query,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { badRequest } from './errors';

// The Admin SDK side of the domain's query plans: the domain decides a query's shape
// (planOrdersQuery, planUsersQuery); this only translates it, and pages any query (parts,
// orders, users, reviews) by cursors, never offsets.

/** The Admin SDK query of a plan, on any collection. */
export function planQuery(collection: CollectionReference, plan: QueryPlan): Query {
  let query: Query = collection;
  for (const { field, op, value } of plan.where) query = query.where(field, op, value);
  for (const { field, direction } of plan.orderBy) query = query.orderBy(field, direction);
  return query;
}

/** A page of a list as the API answers it. */
export interface ListPage<T> {
  items: T[];
  /** Cursor of the next page, when more exist. */
  next?: string;
  /** Cursor of the previous page, when one exists. */
  prev?: string;
  /** How many match the filters, across every page. */
  total: number;
}

export interface PageRequest {
  /** How many documents a page holds. */
  limit: number;
  /** An opaque cursor from a previous answer's `next` or `prev`. */
  cursor?: string;
}

export interface PageOptions {
  /**
   * Whether the document a cursor names may anchor this list (e.g. it belongs to the customer
   * whose orders are listed); one that may not is refused like an unknown one, so a cursor
   * cannot be used to learn whether someone else's document exists.
   */
  anchors?: (anchor: DocumentSnapshot) => boolean;
}

export interface Page {
  docs: QueryDocumentSnapshot[];
  /** The cursor of the page after this one, when one exists. */
  next?: string;
  /** The cursor of the page before this one, when one exists. */
  prev?: string;
}

export const invalidCursor = () =>
  badRequest('cursor is not valid: use the one a previous page linked to.');

/** Reads the document a cursor points at; a malformed cursor or an unknown id is a 400. */
async function anchorOf(
  collection: CollectionReference,
  cursor: string,
  { anchors }: PageOptions,
): Promise<{ at: PageCursor; snap: DocumentSnapshot }> {
  const at = decodeCursor(cursor);
  if (!at) throw invalidCursor();
  const snap = await collection.doc(at.id).get();
  if (!snap.exists || (anchors && !anchors(snap))) throw invalidCursor();
  return { at, snap };
}

/**
 * One page of `query` (which must be ordered). It reads one document more than the page to know
 * whether another page follows; Next starts after the page's last document (startAfter) and
 * Previous ends before its first (endBefore + limitToLast), so neither needs an offset and a
 * page's edges stay put when documents are added elsewhere.
 */
export async function pageOf(
  collection: CollectionReference,
  query: Query,
  { limit, cursor }: PageRequest,
  options: PageOptions = {},
): Promise<Page> {
  if (!cursor) {
    const { items, next, prev } = splitPage(
      (await query.limit(limit + 1).get()).docs,
      limit,
      undefined,
      idOf,
    );
    return { docs: items, next, prev };
  }
  const { at, snap: anchor } = await anchorOf(collection, cursor, options);
  let snap;
  try {
    snap =
      at.direction === 'after'
        ? await query
            .startAfter(anchor)
            .limit(limit + 1)
            .get()
        : await query
            .endBefore(anchor)
            .limitToLast(limit + 1)
            .get();
  } catch (error) {
    // The anchor lacks a field the query is ordered by (the SDK refuses such a cursor).
    if (error instanceof Error && /missing in the provided DocumentSnapshot/i.test(error.message)) {
      throw invalidCursor();
    }
    throw error;
  }
  const { items, next, prev } = splitPage(snap.docs, limit, at.direction, idOf);
  return { docs: items, next, prev };
}

const idOf = (doc: QueryDocumentSnapshot) => doc.id;

export const emptyPage = <T>(): ListPage<T> => ({ items: [], total: 0 });

/** How many documents match `query`: an aggregation count (one read per 1,000 index entries). */
export const countOf = async (query: Query) => (await query.count().get()).data().count;

/** A page of documents mapped to the API's shape, with the count of every match. */
export async function pageWithTotal<T>(
  found: Promise<Page>,
  total: Promise<number>,
  map: (snap: QueryDocumentSnapshot) => T,
): Promise<ListPage<T>> {
  const [page, count] = await Promise.all([found, total]);
  return { items: page.docs.map(map), next: page.next, prev: page.prev, total: count };
}

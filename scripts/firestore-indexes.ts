// firestore.indexes.json, generated: `npm run indexes` writes it, and
// scripts/firestore-indexes.test.ts fails when a query the code runs has no declared index (the
// emulator runs any query without one; production answers FAILED_PRECONDITION).
//
// The catalogue's queries come from the domain's `planPartsQuery` (Home's only: the API's search
// engine answers every other list of parts). The back office's come from `planOrdersQuery`
// (state × customer by uid or email) and `planUsersQuery`; each is run forwards (limit) and, for a
// Previous page, backwards (limitToLast, which the SDKs send with every orderBy direction
// flipped, and Firestore does not read a composite index in reverse). The other queries of the code are listed in `otherQueries` below,
// and the test checks that list against the `where(`/`orderBy(` calls in functions/src and
// web/src.
import {
  collections,
  homeFilters,
  orderStatuses,
  planOrdersQuery,
  planPartsQuery,
  planReviewQueueQuery,
  planUsersQuery,
  type FilterOp,
  type OrderStatus,
  type PartFilters,
  type QueryPlan,
} from '@cps/domain';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Direction = 'asc' | 'desc';

/** A filter's operator; `in` (a few values of one field) needs the index an equality does. */
export type ShapeOp = FilterOp | 'in';

/** A query's shape: what decides the index it needs (values do not). */
export interface QueryShape {
  collection: string;
  where: { field: string; op: ShapeOp }[];
  orderBy: { field: string; direction: Direction }[];
}

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: { order?: 'ASCENDING' | 'DESCENDING'; queryScope: 'COLLECTION' }[] | [];
}

export interface IndexesFile {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

const isEquality = (op: ShapeOp) => op === '==' || op === 'in' || op === 'array-contains';
const order = (direction: Direction) => (direction === 'asc' ? 'ASCENDING' : 'DESCENDING');

/**
 * The composite index a query needs, or undefined when Firestore's automatic single-field
 * indexes serve it: equality and array-contains fields first, then the orderBy fields in order
 * with their directions, then any inequality field not already ordered (ascending, as Firestore
 * orders it implicitly). One field in all needs no composite index; nor do equality filters alone
 * (Firestore merges the single-field indexes).
 */
export function requiredIndex(shape: QueryShape): CompositeIndex | undefined {
  const fields: IndexField[] = [];
  const seen = new Set<string>();
  for (const w of shape.where.filter((w) => isEquality(w.op))) {
    if (seen.has(w.field)) continue;
    seen.add(w.field);
    fields.push(
      w.op === 'array-contains'
        ? { fieldPath: w.field, arrayConfig: 'CONTAINS' }
        : { fieldPath: w.field, order: 'ASCENDING' },
    );
  }
  const equalities = fields.length;
  for (const o of shape.orderBy) {
    if (seen.has(o.field)) continue;
    seen.add(o.field);
    fields.push({ fieldPath: o.field, order: order(o.direction) });
  }
  for (const w of shape.where.filter((w) => !isEquality(w.op))) {
    if (seen.has(w.field)) continue;
    seen.add(w.field);
    fields.push({ fieldPath: w.field, order: 'ASCENDING' });
  }
  if (fields.length <= 1 || fields.length === equalities) return undefined;
  return { collectionGroup: shape.collection, queryScope: 'COLLECTION', fields };
}

/** Whether Firestore can run a query with these composite indexes (and its automatic ones). */
export const isIndexed = (shape: QueryShape, indexes: CompositeIndex[]) =>
  !requiredIndex(shape) || indexes.some((index) => serves(index, shape));

/** The query a limitToLast page sends: every orderBy direction flipped. */
export function backwards(shape: QueryShape): QueryShape {
  return {
    ...shape,
    orderBy: shape.orderBy.map((o) => ({
      field: o.field,
      direction: o.direction === 'asc' ? 'desc' : 'asc',
    })),
  };
}

/**
 * Whether a declared composite index serves a query that needs one: its leading fields are the
 * query's equality fields (in any order; array-contains ones as CONTAINS), and the rest are
 * exactly the query's ordered and inequality fields, in order, with their directions.
 */
export function serves(index: CompositeIndex, shape: QueryShape): boolean {
  const needed = requiredIndex(shape);
  if (!needed) return false;
  if (index.collectionGroup !== shape.collection || index.fields.length !== needed.fields.length) {
    return false;
  }
  const equalities = new Set(shape.where.filter((w) => isEquality(w.op)).map((w) => w.field));
  const key = (f: IndexField) => `${f.fieldPath}:${f.arrayConfig ?? 'VALUE'}`;
  const head = (fields: IndexField[]) => fields.slice(0, equalities.size).map(key).sort();
  const tail = (fields: IndexField[]) =>
    fields.slice(equalities.size).map((f) => `${f.fieldPath}:${f.order}`);
  return (
    JSON.stringify(head(index.fields)) === JSON.stringify(head(needed.fields)) &&
    JSON.stringify(tail(index.fields)) === JSON.stringify(tail(needed.fields))
  );
}

/** A plan's shape on a collection. */
const planShape = (collection: string, plan: QueryPlan): QueryShape => ({
  collection,
  where: plan.where.map(({ field, op }) => ({ field, op })),
  orderBy: plan.orderBy,
});

export interface NamedQuery {
  label: string;
  shape: QueryShape;
}

/** A paged query both ways: forwards (a page, and its aggregation count) and backwards (Previous). */
const bothWays = (label: string, shape: QueryShape): NamedQuery[] => [
  { label, shape },
  { label: `${label}, Previous page (limitToLast)`, shape: backwards(shape) },
];

/**
 * Every parts query the code runs, from the catalogue's plan: Home's selection (one bounded page,
 * no Previous) and the whole catalogue's count when the counters doc is missing. Every other
 * list of parts (browse, search, the admin's) is the API's search engine's, not a Firestore query.
 */
export function partQueries(): NamedQuery[] {
  const home = (label: string, filters: PartFilters): NamedQuery => ({
    label,
    shape: planShape(collections.parts, planPartsQuery(filters)),
  });
  return [
    home("Home's newest parts in stock", homeFilters),
    home("the catalogue's count, without counters", { sort: homeFilters.sort }),
  ];
}

/**
 * Every plan of the back office and My Orders: orders in any state or one, of everyone, of one
 * customer by uid (GET /orders/{email}, My Orders) or by email (GET /orders?q=, the admin's
 * search); users with or without an email prefix (Make Admin, GET /users); the reviews waiting
 * for approval (Manage Reviews).
 */
export function backOfficeQueries(): NamedQuery[] {
  const orders: NamedQuery[] = [];
  for (const status of [undefined, ...orderStatuses] as (OrderStatus | undefined)[]) {
    for (const scope of [{}, { uid: 'uid' }, { email: 'someone@example.com' }]) {
      const plan = planOrdersQuery({ status, ...scope });
      orders.push(
        ...bothWays(
          `orders ${JSON.stringify({ status, ...scope })}`,
          planShape(collections.orders, plan),
        ),
      );
    }
  }
  const users = [undefined, 'ali'].flatMap((q) =>
    bothWays(`users ${JSON.stringify({ q })}`, planShape(collections.users, planUsersQuery(q))),
  );
  const reviewQueue = bothWays(
    'reviews waiting for approval, oldest first (Manage Reviews)',
    planShape(collections.reviewQueue, planReviewQueueQuery()),
  );
  return [...orders, ...users, ...reviewQueue];
}

/** A query written out in the code, found there by the test's source scan. */
export interface SourceQuery extends NamedQuery {
  /** The files whose `where(`/`orderBy(` calls this query accounts for. */
  files: string[];
}

/** A query shape from its `[field, op]` filters and `[field, direction]` orders. */
function shapeOf(
  collection: string,
  where: [string, ShapeOp][],
  orderBy: [string, Direction][] = [],
): QueryShape {
  return {
    collection,
    where: where.map(([field, op]) => ({ field, op })),
    orderBy: orderBy.map(([field, direction]) => ({ field, direction })),
  };
}

/** The queries of the code other than the catalogue's plans. */
export const otherQueries: SourceQuery[] = [
  {
    label:
      "a customer's unpaid and unconfirmed COD orders whose hold has not ended (the unpaid cap)",
    files: ['functions/src/services/shared/customer-orders.ts'],
    shape: shapeOf(collections.orders, [
      ['uid', '=='],
      ['status', 'in'],
      ['expiresAt', '>'],
    ]),
  },
  {
    label: "a customer's open cash-on-delivery orders (the fake-order policy)",
    files: ['functions/src/services/orders/cod-standing.ts'],
    shape: shapeOf(collections.orders, [
      ['uid', '=='],
      ['status', 'in'],
    ]),
  },
  {
    label: 'parts written since a watermark, oldest first (the search index refresh)',
    files: ['functions/src/search/catalogue-sync.ts'],
    shape: shapeOf(collections.parts, [['updatedAt', '>']], [['updatedAt', 'asc']]),
  },
  {
    label: 'parts deleted since a watermark, oldest first (the search index refresh)',
    files: ['functions/src/search/catalogue-sync.ts'],
    shape: shapeOf(collections.partDeletions, [['deletedAt', '>']], [['deletedAt', 'asc']]),
  },
  {
    label: 'unpaid and unconfirmed COD orders whose hold has ended, soonest first (the expiry job)',
    files: ['functions/src/services/orders/order-expiry.ts'],
    shape: shapeOf(
      collections.orders,
      [
        ['status', 'in'],
        ['expiresAt', '<='],
      ],
      [['expiresAt', 'asc']],
    ),
  },
  {
    label: "a customer's unpaid orders of one total (POST /create-payment-intent {price})",
    files: ['functions/src/services/payments/intent-for-price.ts'],
    shape: shapeOf(collections.orders, [
      ['uid', '=='],
      ['status', '=='],
      ['unitPrice', '=='],
    ]),
  },
  {
    label:
      "orders placed in a range of days, oldest first (the accountant's export; the automatic index)",
    files: ['functions/src/services/orders/order-export.ts'],
    shape: shapeOf(
      collections.orders,
      [
        ['createdAt', '>='],
        ['createdAt', '<'],
      ],
      [['createdAt', 'asc']],
    ),
  },
  {
    label: 'the order a payment paid (refunds and disputes)',
    files: ['functions/src/services/payments/refunds.ts'],
    shape: shapeOf(collections.orders, [['transectionId', '==']]),
  },
  {
    label: 'SSLCommerz sessions whose check has come, oldest first (the job; the automatic index)',
    files: ['functions/src/services/payments/sslcommerz/sweep.ts'],
    shape: shapeOf(collections.sslcommerzSessions, [['checkAt', '<=']], [['checkAt', 'asc']]),
  },
  {
    label: "an order's open SSLCommerz sessions (before it expires or is cancelled)",
    files: ['functions/src/services/payments/sslcommerz/sweep.ts'],
    shape: shapeOf(collections.sslcommerzSessions, [
      ['orderId', '=='],
      ['state', '=='],
    ]),
  },
  {
    label:
      'parcels whose courier check has come, oldest first (the courier poll; the automatic index)',
    files: ['functions/src/services/orders/courier-poll.ts'],
    shape: shapeOf(collections.orders, [['courier.checkAt', '<=']], [['courier.checkAt', 'asc']]),
  },
  {
    label: "the emulated courier's parcel by consignment id (the automatic index)",
    files: ['functions/src/emulator/courier/twin.ts'],
    shape: shapeOf(collections.emulatedCourierParcels, [['consignmentId', '==']]),
  },
  {
    label: "the emulated courier's parcels, newest first (its panel; the automatic index)",
    files: ['functions/src/emulator/courier/twin.ts'],
    shape: shapeOf(collections.emulatedCourierParcels, [], [['createdAt', 'desc']]),
  },
  {
    label: "the emulated SSLCommerz's payment by bank_tran_id (its refund; the automatic index)",
    files: ['functions/src/emulator/sslcommerz/twin.ts'],
    shape: shapeOf(collections.emulatedSslcommerzSessions, [['bankTranId', '==']]),
  },
  {
    label: "the emulated SSLCommerz's refund by refund_ref_id (the automatic index)",
    files: ['functions/src/emulator/sslcommerz/twin.ts'],
    shape: shapeOf(collections.emulatedSslcommerzRefunds, [['refundRefId', '==']]),
  },
  {
    label: "the emulated SSLCommerz's refunds of a payment (the automatic index)",
    files: ['functions/src/emulator/sslcommerz/twin.ts'],
    shape: shapeOf(collections.emulatedSslcommerzRefunds, [['bankTranId', '==']]),
  },
  {
    label: 'the messages to buyers, newest first (the local outbox; the automatic index)',
    files: ['functions/src/emulator/mail/outbox.ts'],
    shape: shapeOf(collections.mail, [], [['createdAt', 'desc']]),
  },
  {
    label: 'reviews, newest first (Home, GET /reviews)',
    files: ['functions/src/services/reviews/reviews.ts', 'web/src/features/home/use-reviews.ts'],
    shape: shapeOf(collections.reviews, [], [['createdAt', 'desc']]),
  },
  {
    label:
      "a customer's paid order, if any (a review's verified-buyer mark; a proven customer's hold)",
    files: ['functions/src/services/shared/paid-orders.ts'],
    shape: shapeOf(collections.orders, [
      ['uid', '=='],
      ['paid', '=='],
    ]),
  },
  {
    label: 'the part of a name (POST /orders by name; the automatic index)',
    files: ['functions/src/services/catalogue/catalogue.ts'],
    shape: shapeOf(collections.parts, [['name', '==']]),
  },
  {
    label: "an account's saved builds, newest first (GET /builds, My Builds; the automatic index)",
    files: ['functions/src/services/accounts/saved-builds.ts', 'web/src/infra/saved-builds.ts'],
    shape: shapeOf(collections.savedBuilds, [], [['createdAt', 'desc']]),
  },
  {
    label: "the last 60 days' sales figures (the owner's overview; the automatic index)",
    files: ['functions/src/services/orders/overview.ts'],
    shape: shapeOf(collections.dailyStats, [
      ['day', '>='],
      ['day', '<='],
    ]),
  },
  {
    label: "parts in stock with at most the threshold's units (the owner's overview, a count)",
    files: ['functions/src/services/orders/overview.ts'],
    shape: shapeOf(collections.parts, [
      ['inStock', '=='],
      ['availableQuanity', '<='],
    ]),
  },
  {
    label: 'the admins (the last admin is never revoked)',
    files: ['functions/src/services/accounts/roles.ts'],
    shape: shapeOf(collections.users, [['roll', '==']]),
  },
];

/**
 * Single-field settings: the rate-limit records and Logout's ended login tokens expire by TTL
 * (no index needed on it), and a part's description, a long text no query filters or sorts on,
 * is left out of the automatic indexes (two index entries of up to 1,500 bytes each fewer per
 * part). So are a day's sales figures per part and per category (dailyStats), which no query
 * reads by: a busy day's thousands of parts would otherwise near Firestore's 20,000 index
 * entries per document.
 */
const fieldOverrides: FieldOverride[] = [
  { collectionGroup: collections.rateLimits, fieldPath: 'expiresAt', ttl: true, indexes: [] },
  // A Logout's record of an ended login token, kept until that token would have expired anyway.
  { collectionGroup: collections.revokedSessions, fieldPath: 'expiresAt', ttl: true, indexes: [] },
  { collectionGroup: collections.parts, fieldPath: 'description', indexes: [] },
  { collectionGroup: collections.dailyStats, fieldPath: 'parts', indexes: [] },
  { collectionGroup: collections.dailyStats, fieldPath: 'categories', indexes: [] },
];

export const allQueries = (): NamedQuery[] => [
  ...otherQueries,
  ...partQueries(),
  ...backOfficeQueries(),
];

const indexId = (index: CompositeIndex) => JSON.stringify(index);

/** The file's content: every needed index once, in a stable order (collection, then fields). */
export function indexesFile(): IndexesFile {
  const byId = new Map<string, CompositeIndex>();
  for (const { shape } of allQueries()) {
    const index = requiredIndex(shape);
    if (index) byId.set(indexId(index), index);
  }
  const sortKey = (index: CompositeIndex) =>
    [
      index.collectionGroup,
      String(index.fields.length).padStart(2, '0'),
      ...index.fields.map((f) => `${f.fieldPath}:${f.arrayConfig ?? f.order}`),
    ].join('|');
  const indexes = [...byId.values()].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
  return { indexes, fieldOverrides };
}

export const indexesPath = new URL('../firestore.indexes.json', import.meta.url).pathname;

export const formatIndexesFile = (file: IndexesFile) => `${JSON.stringify(file, null, 2)}\n`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = indexesFile();
  writeFileSync(indexesPath, formatIndexesFile(file));
  const on = (collection: string) =>
    file.indexes.filter((i) => i.collectionGroup === collection).length;
  console.log(
    `Wrote ${file.indexes.length} composite indexes (${on(collections.parts)} on parts, ${on(collections.orders)} on orders) and ${file.fieldOverrides.length} field overrides to firestore.indexes.json.`,
  );
}

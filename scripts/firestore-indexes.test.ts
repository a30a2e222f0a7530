import { collections } from '@cps/domain';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allQueries,
  backOfficeQueries,
  backwards,
  formatIndexesFile,
  indexesFile,
  indexesPath,
  isIndexed,
  otherQueries,
  partQueries,
  requiredIndex,
  serves,
  type IndexesFile,
  type QueryShape,
} from './firestore-indexes';

// The Firestore emulator runs any query, declared index or not; production refuses one without
// its composite index. So this reads the declared file and checks it against every query the code
// runs: the catalogue's plans (all filter combinations, forwards and backwards) and the queries
// written out in functions/src and web/src.

const declared = JSON.parse(readFileSync(indexesPath, 'utf8')) as IndexesFile;
const root = new URL('..', import.meta.url).pathname;

const shapeText = (shape: QueryShape) =>
  `${shape.collection}: ${[
    ...shape.where.map((w) => `${w.field} ${w.op}`),
    ...shape.orderBy.map((o) => `orderBy ${o.field} ${o.direction}`),
  ].join(', ')}`;

describe('firestore.indexes.json', () => {
  it('is what `npm run indexes` generates', () => {
    expect(readFileSync(indexesPath, 'utf8')).toBe(formatIndexesFile(indexesFile()));
  });

  it('declares an index for every query the code runs', () => {
    const missing = allQueries()
      .filter(({ shape }) => !isIndexed(shape, declared.indexes))
      .map(({ label, shape }) => `${label} → ${shapeText(shape)}`);
    expect(missing).toEqual([]);
  });

  it('declares no index that no query uses', () => {
    const queries = allQueries();
    const unused = declared.indexes.filter(
      (index) => !queries.some(({ shape }) => serves(index, shape)),
    );
    expect(unused).toEqual([]);
  });

  it('declares every state × customer (uid or email) plan of the orders lists, both ways', () => {
    const orders = backOfficeQueries().filter(
      ({ shape }) => shape.collection === collections.orders,
    );
    // 12 states (any, or one of 11) × 3 scopes (everyone, a uid, an email) × 2 directions.
    expect(orders).toHaveLength(72);
    const needing = orders.filter(({ shape }) => requiredIndex(shape));
    // Everyone in any state is ordered by createdAt alone (the automatic index, both ways).
    expect(needing).toHaveLength(70);
    for (const { label, shape } of needing) {
      expect(isIndexed(shape, declared.indexes), label).toBe(true);
    }
    const users = backOfficeQueries().filter(({ shape }) => shape.collection === collections.users);
    // An email prefix is a range on the field it orders by: the automatic index serves it.
    expect(users.map(({ shape }) => requiredIndex(shape))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('declares each index once, and far fewer than the 200 a database may have', () => {
    const ids = declared.indexes.map((index) => JSON.stringify(index));
    expect(new Set(ids).size).toBe(ids.length);
    expect(declared.indexes.length).toBeLessThanOrEqual(120);
  });

  it('keeps the rate limits TTL and exempts no field a query uses', () => {
    expect(declared.fieldOverrides).toContainEqual({
      collectionGroup: collections.rateLimits,
      fieldPath: 'expiresAt',
      ttl: true,
      indexes: [],
    });
    const used = new Set(
      allQueries().flatMap(({ shape }) => [
        ...shape.where.map((w) => `${shape.collection}.${w.field}`),
        ...shape.orderBy.map((o) => `${shape.collection}.${o.field}`),
      ]),
    );
    for (const override of declared.fieldOverrides.filter((o) => o.indexes.length === 0)) {
      if (override.ttl) continue;
      expect(used).not.toContain(`${override.collectionGroup}.${override.fieldPath}`);
    }
  });

  it('a part is in few composite indexes: none holds an entry per word of its name', () => {
    const parts = declared.indexes.filter((i) => i.collectionGroup === collections.parts);
    expect(parts.some((i) => i.fields.some((f) => f.arrayConfig))).toBe(false);
    // One entry per composite index and two per automatic single-field index (13 fields).
    expect(parts.length + 2 * 13).toBeLessThan(100);
  });
});

describe('the index rules themselves', () => {
  const shape = (s: Partial<QueryShape>): QueryShape => ({
    collection: collections.parts,
    where: [],
    orderBy: [],
    ...s,
  });

  it.each<[string, Partial<QueryShape>]>([
    ['one order', { orderBy: [{ field: 'price', direction: 'desc' }] }],
    ['one equality', { where: [{ field: 'inStock', op: '==' }] }],
    [
      'equalities alone (array-contains included)',
      {
        where: [
          { field: 'category', op: '==' },
          { field: 'tags', op: 'array-contains' },
        ],
      },
    ],
    [
      'an inequality on the field it orders by',
      { where: [{ field: 'price', op: '>=' }], orderBy: [{ field: 'price', direction: 'asc' }] },
    ],
  ])('%s needs no composite index', (_label, query) => {
    expect(requiredIndex(shape(query))).toBeUndefined();
  });

  it('equality first, then the order, then an inequality not ordered', () => {
    expect(
      requiredIndex(
        shape({
          where: [
            { field: 'tags', op: 'array-contains' },
            { field: 'price', op: '<=' },
          ],
          orderBy: [{ field: 'createdAt', direction: 'desc' }],
        }),
      )?.fields,
    ).toEqual([
      { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
      { fieldPath: 'price', order: 'ASCENDING' },
    ]);
  });

  it('an index serves equality fields in any order, but the order fields only as declared', () => {
    const query = shape({
      where: [
        { field: 'category', op: '==' },
        { field: 'brand', op: '==' },
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    });
    const index = requiredIndex(query)!;
    const swapped = { ...index, fields: [index.fields[1]!, index.fields[0]!, index.fields[2]!] };
    expect(serves(swapped, query)).toBe(true);
    expect(serves(index, backwards(query))).toBe(false);
    expect(serves({ ...index, collectionGroup: collections.orders }, query)).toBe(false);
    expect(serves({ ...index, fields: index.fields.slice(1) }, query)).toBe(false);
  });

  it('a Previous page needs the index read the other way', () => {
    const forward = partQueries().find(({ label }) => label === "Home's newest parts in stock");
    expect(forward).toBeDefined();
    expect(requiredIndex(backwards(forward!.shape))?.fields).toEqual([
      { fieldPath: 'inStock', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'ASCENDING' },
    ]);
  });
});

/** Every `where('field', 'op'…` and `orderBy('field'[, 'dir'])` written with a literal field. */
function literalQueryCalls(source: string): string[] {
  const calls: string[] = [];
  for (const m of source.matchAll(/\bwhere\(\s*(['"`])([^'"`]+)\1\s*,\s*(['"`])([^'"`]+)\3/g)) {
    calls.push(`where ${m[2]} ${m[4]}`);
  }
  for (const m of source.matchAll(
    /\borderBy\(\s*(['"`])([^'"`]+)\1\s*(?:,\s*(['"`])(asc|desc)\3\s*)?\)/g,
  )) {
    calls.push(`orderBy ${m[2]} ${m[4] ?? 'asc'}`);
  }
  return [...new Set(calls)].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

describe('the queries written out in the code', () => {
  it('finds the calls it looks for', () => {
    expect(
      literalQueryCalls(
        "q.where('uid', '==', uid).orderBy('createdAt', 'desc'); orderBy(\"email\"); where(w.field, w.op)",
      ),
    ).toEqual(['orderBy createdAt desc', 'orderBy email asc', 'where uid ==']);
  });

  it('are each listed with their index, and the list is not stale', () => {
    const found = new Map<string, string[]>();
    for (const file of [...sourceFiles('functions/src'), ...sourceFiles('web/src')]) {
      const calls = literalQueryCalls(readFileSync(join(root, file), 'utf8'));
      if (calls.length) found.set(file, calls);
    }
    const listed = new Map<string, Set<string>>();
    for (const query of otherQueries) {
      for (const file of query.files) {
        const calls = listed.get(file) ?? new Set<string>();
        for (const w of query.shape.where) calls.add(`where ${w.field} ${w.op}`);
        for (const o of query.shape.orderBy) calls.add(`orderBy ${o.field} ${o.direction}`);
        listed.set(file, calls);
      }
    }
    // A new query in a file: add it to otherQueries in scripts/firestore-indexes.ts and run
    // `npm run indexes`. The calls a listed file makes must all be explained by the list.
    const unexplained = [...found].flatMap(([file, calls]) =>
      calls.filter((call) => !listed.get(file)?.has(call)).map((call) => `${file}: ${call}`),
    );
    expect(unexplained).toEqual([]);
    // A listed file that no longer makes a listed call: take it out of the list.
    const stale = [...listed].flatMap(([file, calls]) =>
      [...calls].filter((call) => !found.get(file)?.includes(call)).map((c) => `${file}: ${c}`),
    );
    expect(stale).toEqual([]);
  });
});

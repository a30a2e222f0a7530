import {
  applyStatsDelta,
  collections,
  decodeCursor,
  derivedPartFields,
  emptyStats,
  encodeCursor,
  isInStock,
  normaliseSearchText,
  partSorts,
  statsDelta,
  withoutZeroCounts,
  type CatalogueStats,
  type Part,
  type PartDoc,
  type PartFilters,
  type PartSort,
} from '@cps/domain';
import { demoParts } from '@cps/fixtures';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_MARKER, seedDemoData } from '../../scripts/seed-demo';
import {
  addPart,
  addParts,
  deletePart,
  getCatalogueStats,
  getPart,
  minimumAboveStockMessage,
  noChangesMessage,
  updatePart,
  type NewPart,
} from '../../functions/src/services/catalogue/catalogue';
import { cancelUnpaidOrder, createOrder } from '../../functions/src/services/orders/orders';
import { searchPage } from '../../functions/src/services/catalogue/search-parts';
import { recountCatalogue } from '../../scripts/migrations';
import { burst, makeCaller, newOrder, serviceHarness, walk } from './support';

// The catalogue: every write keeps the derived fields and the counters right, and the lists page
// forward and back by cursors with nothing lost or repeated. Three projects: one for the
// counters (every part in it is written through the write path, so the counters must equal a
// count of its documents), one with a fixed catalogue for paging, one for the demo seed.

const deps = serviceHarness('catalogue');
const paging = serviceHarness('catalogue-paging');
const seeded = serviceHarness('catalogue-seed');

let made = 0;
const newPart = (overrides: Partial<NewPart> = {}): NewPart => {
  made += 1;
  return {
    name: `Catalogue Part ${made}`,
    description: 'A part for the catalogue tests.',
    price: 99.99,
    img: '/images/parts/amd-ryzen-7-7800x3d.svg',
    minimumOrderQuanity: 1,
    availableQuanity: 10,
    category: 'processors',
    brand: 'AMD',
    ...overrides,
  };
};

/** The counters a project's parts add up to, counted from its documents. */
async function countedFromDocuments(db: Firestore): Promise<CatalogueStats> {
  const snap = await db.collection(collections.parts).get();
  let stats = emptyStats;
  for (const d of snap.docs) {
    const part = d.data() as PartDoc;
    stats = applyStatsDelta(stats, statsDelta(undefined, part));
  }
  return withoutZeroCounts(stats);
}

/** Every part's derived fields are right and `stats/parts` equals a count of the documents. */
async function expectCountersRight(db: Firestore) {
  const snap = await db.collection(collections.parts).get();
  for (const d of snap.docs) {
    const part = d.data() as PartDoc;
    expect({ id: d.id, ...derivedPartFields(part) }).toEqual({ id: d.id, inStock: part.inStock });
    expect(part).not.toHaveProperty('searchTokens');
  }
  const stats = await getCatalogueStats(db);
  expect(withoutZeroCounts(stats ?? emptyStats)).toEqual(await countedFromDocuments(db));
}

async function stored(db: Firestore, id: string) {
  return (await db.doc(`${collections.parts}/${id}`).get()).data() as PartDoc | undefined;
}

const statsDoc = async (db: Firestore) => (await db.doc(`${collections.stats}/parts`).get()).data();

describe('the write path: derived fields and counters', () => {
  it('addPart writes the derived field and counts the part; brand names with dots stay one key', async () => {
    const id = await addPart(deps, newPart({ name: 'Corsair RM850x', brand: 'Corsair Inc.' }));
    const doc = await stored(deps.db, id);
    expect(doc?.inStock).toBe(true);
    const raw = await statsDoc(deps.db);
    expect(raw?.brands).toHaveProperty(['Corsair Inc.'], 1);
    expect(raw?.brands).not.toHaveProperty('Corsair');
    await expectCountersRight(deps.db);
  });

  it('addParts is idempotent: existing ids (and repeats in one call) are skipped and not counted again', async () => {
    const parts = ['a', 'b', 'c'].map((x) => ({ id: `idem-${x}`, doc: newPart({ brand: 'MSI' }) }));
    expect(await addParts(deps, [...parts, parts[0]!])).toEqual({ created: 3, skipped: 1 });
    const after = await getCatalogueStats(deps.db);
    expect(await addParts(deps, parts)).toEqual({ created: 0, skipped: 3 });
    expect(await getCatalogueStats(deps.db)).toEqual(after);
    await expectCountersRight(deps.db);
  });

  it('addParts of 1,200 parts goes in several batches, each counted once', async () => {
    const before = (await getCatalogueStats(deps.db))?.total ?? 0;
    const parts = Array.from({ length: 1200 }, (_, i) => ({
      id: `bulk-${String(i).padStart(4, '0')}`,
      doc: newPart({
        category: i % 2 ? 'memory' : 'ssds',
        brand: i % 3 ? 'Kingston' : 'Samsung',
        availableQuanity: i % 5 === 0 ? 0 : 20,
      }),
    }));
    expect(await addParts(deps, parts)).toEqual({ created: 1200, skipped: 0 });
    expect((await getCatalogueStats(deps.db))?.total).toBe(before + 1200);
    await expectCountersRight(deps.db);
  });

  it('two concurrent addParts of the same ids create and count each part once', async () => {
    const parts = Array.from({ length: 40 }, (_, i) => ({ id: `race-${i}`, doc: newPart() }));
    const [one, two] = await Promise.all([addParts(deps, parts), addParts(deps, parts)]);
    expect(one.created + two.created).toBe(40);
    expect(one.skipped + two.skipped).toBe(40);
    await expectCountersRight(deps.db);
  });

  it('a batch whose commit ends without an outcome, or meets contention, is tried again, counted once', async () => {
    // The first commit applies and then reports UNKNOWN (as a lost answer would); the second
    // fails with ABORTED before writing (contention); every later commit is the real one.
    const failures = [
      async (commit: () => Promise<unknown>) => {
        await commit();
        throw Object.assign(new Error('2 UNKNOWN: '), { code: 2 });
      },
      async () => {
        throw Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
      },
    ];
    const flaky = new Proxy(deps.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (key !== 'batch') {
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        }
        return () => {
          const batch = target.batch();
          const commit = batch.commit.bind(batch);
          const fail = failures.shift();
          if (fail) batch.commit = () => fail(commit) as ReturnType<typeof commit>;
          return batch;
        };
      },
    }) as Firestore;
    const before = (await getCatalogueStats(deps.db))?.total ?? 0;
    const parts = Array.from({ length: 300 }, (_, i) => ({ id: `retry-${i}`, doc: newPart() }));
    const result = await addParts({ ...deps, db: flaky }, parts);
    expect(failures).toEqual([]);
    expect(result.created + result.skipped).toBe(300);
    const stored = await deps.db.getAll(
      ...parts.map((p) => deps.db.doc(`${collections.parts}/${p.id}`)),
    );
    expect(stored.every((snap) => snap.exists)).toBe(true);
    expect((await getCatalogueStats(deps.db))?.total).toBe(before + 300);
    await expectCountersRight(deps.db);
  });

  it('deletePart uncounts the part', async () => {
    const id = await addPart(deps, newPart({ category: 'mice', brand: 'Logitech' }));
    const before = await getCatalogueStats(deps.db);
    expect(await deletePart(deps.db, id)).toBe(1);
    const after = await getCatalogueStats(deps.db);
    expect(after?.total).toBe(before!.total - 1);
    expect(after?.categories.mice?.total).toBe(before!.categories.mice!.total - 1);
    expect(after?.brands.Logitech).toBe(before!.brands.Logitech! - 1);
    await expectCountersRight(deps.db);
  });

  it('three concurrent deletes of one part: exactly one deletes it, and it is uncounted once', async () => {
    const id = await addPart(deps, newPart());
    const result = await burst(3, () => deletePart(deps.db, id));
    expect(result.failures).toEqual([]);
    expect(result.values.sort()).toEqual([0, 0, 1]);
    await expect(getPart(deps.db, id)).rejects.toMatchObject({ code: 'not-found' });
    await expectCountersRight(deps.db);
  });
});

describe('updatePart', () => {
  it('an edit recomputes the derived fields and moves the counters (category, brand, stock)', async () => {
    const id = await addPart(deps, newPart({ name: 'Old Name', category: 'cases', brand: 'NZXT' }));
    deps.setNow(Date.UTC(2026, 10, 5));
    const part = await updatePart(deps, id, {
      name: 'Lian Li O11 Dynamic',
      category: 'coolers',
      brand: 'Lian Li',
      availableQuanity: 0,
      price: 149.5,
    });
    expect(part).toMatchObject({ _id: id, name: 'Lian Li O11 Dynamic', price: 149.5 });
    expect(part).not.toHaveProperty('searchTokens');
    expect(part).not.toHaveProperty('inStock');
    const doc = await stored(deps.db, id);
    expect(doc).toMatchObject({ inStock: false, updatedAt: Date.UTC(2026, 10, 5) });
    await expectCountersRight(deps.db);
    await updatePart(deps, id, { availableQuanity: 7 });
    expect((await stored(deps.db, id))?.inStock).toBe(true);
    await expectCountersRight(deps.db);
  });

  it('an unknown id is a 404 and writes nothing', async () => {
    const before = await statsDoc(deps.db);
    await expect(updatePart(deps, 'no-such-part', { price: 5 })).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await stored(deps.db, 'no-such-part')).toBeUndefined();
    expect(await statsDoc(deps.db)).toEqual(before);
  });

  it('a refused edit changes nothing: the minimum above a non-zero stock, or no field at all', async () => {
    const id = await addPart(deps, newPart({ minimumOrderQuanity: 2, availableQuanity: 10 }));
    const docBefore = await stored(deps.db, id);
    const statsBefore = await statsDoc(deps.db);
    await expect(updatePart(deps, id, { minimumOrderQuanity: 11 })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: minimumAboveStockMessage,
    });
    await expect(
      updatePart(deps, id, { availableQuanity: 1, name: 'Changed' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(updatePart(deps, id, {})).rejects.toMatchObject({
      code: 'invalid-argument',
      message: noChangesMessage,
    });
    expect(await stored(deps.db, id)).toEqual(docBefore);
    expect(await statsDoc(deps.db)).toEqual(statsBefore);
  });

  it('the stock may go to 0 (sold out), and a part sold below its minimum can still be edited', async () => {
    const id = await addPart(deps, newPart({ minimumOrderQuanity: 5, availableQuanity: 10 }));
    await updatePart(deps, id, { availableQuanity: 0 });
    expect((await stored(deps.db, id))?.inStock).toBe(false);
    await deps.db.doc(`${collections.parts}/${id}`).update({ availableQuanity: 3 });
    // Only stock-field edits are checked against the minimum; a price edit goes through.
    await updatePart(deps, id, { price: 10 });
    await updatePart(deps, id, { availableQuanity: 5 });
    await expectCountersRight(deps.db);
  });
});

describe('orders keep inStock and the counters right', () => {
  it('an order that sells a part out flips inStock and the in-stock counters; a cancel flips them back', async () => {
    const id = await addPart(deps, newPart({ category: 'monitors', minimumOrderQuanity: 2 }));
    const caller = makeCaller();
    await updatePart(deps, id, { availableQuanity: 3 });
    const before = await getCatalogueStats(deps.db);
    const orderId = await createOrder(deps, caller, newOrder(id, 2));
    expect(await stored(deps.db, id)).toMatchObject({ availableQuanity: 1, inStock: false });
    const sold = await getCatalogueStats(deps.db);
    expect(sold?.inStock).toBe(before!.inStock - 1);
    expect(sold?.categories.monitors?.inStock).toBe(before!.categories.monitors!.inStock - 1);
    expect(sold?.total).toBe(before!.total);
    await expectCountersRight(deps.db);

    await cancelUnpaidOrder(deps, { uid: caller.uid, admin: false }, orderId);
    expect(await stored(deps.db, id)).toMatchObject({ availableQuanity: 3, inStock: true });
    expect(await getCatalogueStats(deps.db)).toEqual(before);
  });

  it('an order that leaves the part in stock writes no counter', async () => {
    const id = await addPart(deps, newPart({ availableQuanity: 50 }));
    const before = await statsDoc(deps.db);
    await createOrder(deps, makeCaller(), newOrder(id, 5));
    expect(await stored(deps.db, id)).toMatchObject({ availableQuanity: 45, inStock: true });
    expect(await statsDoc(deps.db)).toEqual(before);
  });

  it('concurrent orders, cancels, edits and deletes across parts: the counters equal a recount', async () => {
    const ids = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        addPart(deps, newPart({ category: i % 2 ? 'keyboards' : 'headsets', availableQuanity: 6 })),
      ),
    );
    const callers = Array.from({ length: 4 }, () => makeCaller());
    const placed = await burst(12, (i) =>
      createOrder(deps, callers[i % 4]!, newOrder(ids[i % 4]!, 2)),
    );
    expect(placed.failures).toEqual([]);
    const owners = new Map(placed.values.map((orderId, i) => [orderId, callers[i % 4]!]));
    const actions = await burst<unknown>(placed.values.length + 4, (i) => {
      if (i < placed.values.length) {
        const orderId = placed.values[i]!;
        return cancelUnpaidOrder(deps, { uid: owners.get(orderId)!.uid, admin: false }, orderId);
      }
      const id = ids[i - placed.values.length]!;
      return i % 2 ? updatePart(deps, id, { availableQuanity: 4 }) : deletePart(deps.db, id);
    });
    expect(actions.failures).toEqual([]);
    await expectCountersRight(deps.db);
  });
});

describe('parts written before the counters', () => {
  const legacy = (name: string): PartDoc => ({
    name,
    description: 'Written before categories, brands and counters.',
    price: 20,
    img: '/images/parts/amd-ryzen-7-7800x3d.svg',
    minimumOrderQuanity: 1,
    availableQuanity: 5,
    createdAt: Date.UTC(2025, 0, 1),
  });

  it('are not counted until written: an edit or an order counts them, deleting one uncounts nothing', async () => {
    const refs = ['legacy-edit', 'legacy-order', 'legacy-delete'].map((id) =>
      deps.db.doc(`${collections.parts}/${id}`),
    );
    await Promise.all(refs.map((ref) => ref.set(legacy(`Legacy ${ref.id}`))));
    const before = await getCatalogueStats(deps.db);

    await deletePart(deps.db, 'legacy-delete');
    expect(await getCatalogueStats(deps.db)).toEqual(before);

    await updatePart(deps, 'legacy-edit', { price: 25 });
    await createOrder(deps, makeCaller(), newOrder('legacy-order', 1));
    expect((await stored(deps.db, 'legacy-order'))?.inStock).toBe(true);
    const after = await getCatalogueStats(deps.db);
    expect(after?.total).toBe(before!.total + 2);
    await expectCountersRight(deps.db);
  });

  it('recountCatalogue gives every part its derived fields and rewrites the counters', async () => {
    await deps.db.doc(`${collections.parts}/legacy-recount`).set(legacy('Legacy Recount'));
    // A part written before the search engine, with the tokens Firestore searched then.
    await deps.db
      .doc(`${collections.parts}/legacy-tokens`)
      .set({ ...legacy('Legacy Tokens'), inStock: true, searchTokens: ['l', 'le', 'leg'] });
    await deps.db.doc(`${collections.stats}/parts`).set({ total: 999 });
    const result = await recountCatalogue(deps.db);
    expect(result.fixed).toBe(2);
    expect(await stored(deps.db, 'legacy-tokens')).not.toHaveProperty('searchTokens');
    expect((await stored(deps.db, 'legacy-recount'))?.inStock).toBe(true);
    await expectCountersRight(deps.db);
  });
});

// --- Paging over a fixed catalogue --------------------------------------------------------------

const brands = ['AMD', 'Intel', 'NVIDIA', 'Corsair Inc.'];
const names = [
  'NVIDIA GeForce RTX 4070 SUPER',
  'NVIDIA GeForce RTX 4060 Ti',
  'NVIDIA GeForce RTX 3060',
  'AMD Ryzen 7 7800X3D',
  'AMD Ryzen 5 7600X',
  'Intel Core i5-14600K',
  'Corsair Vengeance DDR5',
  'Samsung 990 Pro',
];
/**
 * 60 parts with ties everywhere a tie can hurt paging: createdAt in groups of three, prices from
 * a set of seven, and out-of-stock ones among them.
 */
const catalogue: { id: string; doc: NewPart }[] = Array.from({ length: 60 }, (_, i) => ({
  id: `p-${String(i).padStart(2, '0')}`,
  doc: {
    name: `${names[i % names.length]} #${i}`,
    description: `Paging part ${i}.`,
    price: [10, 25.5, 25.5, 99, 150, 150, 420][i % 7]!,
    img: '/images/parts/amd-ryzen-7-7800x3d.svg',
    minimumOrderQuanity: 2,
    availableQuanity: i % 4 === 0 ? 1 : 10,
    category: (['graphics-cards', 'processors', 'memory'] as const)[i % 3],
    brand: brands[i % brands.length],
    createdAt: Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 60_000,
  },
}));

const matches = (filters: PartFilters) =>
  catalogue.filter(({ doc }) => {
    if (filters.category && doc.category !== filters.category) return false;
    if (filters.brand && doc.brand !== filters.brand) return false;
    if (filters.inStock && !isInStock(doc)) return false;
    if (filters.min !== undefined && doc.price < filters.min) return false;
    if (filters.max !== undefined && doc.price > filters.max) return false;
    // The queries below have no typo to forgive: every word whole, the last by prefix.
    const words = normaliseSearchText(`${doc.brand} ${doc.name}`).split(' ');
    const typed = normaliseSearchText(filters.q ?? '')
      .split(' ')
      .filter(Boolean);
    return typed.every((word, i) =>
      i === typed.length - 1 ? words.some((w) => w.startsWith(word)) : words.includes(word),
    );
  });

/** A number the sort orders by, ascending (relevance with no query: in stock, then newest). */
const sortKey = (sort: PartSort, part: Part) =>
  sort === 'newest'
    ? -part.createdAt!
    : sort === 'relevance'
      ? (isInStock(part) ? 0 : 1e15) - part.createdAt!
      : sort === 'price-asc'
        ? part.price
        : -part.price;

describe('searchPage: GET /parts from the search index', () => {
  beforeAll(async () => {
    expect(await addParts(paging, catalogue)).toEqual({ created: 60, skipped: 0 });
  });

  const listParts = async (filters: PartFilters, page: { limit: number; cursor?: string }) =>
    searchPage((await paging.catalogue()).index, filters, [], page);

  async function expectPaging(filters: PartFilters, limit = 7) {
    const expected = matches(filters);
    const seen = new Map<string, Part>();
    const list = async (cursor?: string) => {
      const page = await listParts(filters, { limit, cursor });
      for (const part of page.items) seen.set(part._id, part);
      return page;
    };
    const { forward, backward, totals } = await walk(list);
    const ids = forward.flat();
    // Nothing repeated, nothing missed, in the sort's order, and the same pages on the way back.
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(expected.map((p) => p.id).sort());
    const keys = ids.map((id) => sortKey(filters.sort, seen.get(id)!));
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(forward.every((p, i) => p.length === limit || i === forward.length - 1)).toBe(true);
    expect(backward).toEqual(forward);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
    return ids;
  }

  for (const sort of partSorts) {
    it(`pages forward and back over 60 parts, 7 a page, sorted ${sort}: no duplicates, no gaps`, async () => {
      await expectPaging({ sort });
    });
  }

  it('answers the spec shape: _id and fields, without searchTokens or inStock', async () => {
    const page = await listParts({ sort: 'newest' }, { limit: 3 });
    expect(page.items).toHaveLength(3);
    for (const part of page.items) {
      expect(part).toHaveProperty('_id');
      expect(part).toHaveProperty('availableQuanity');
      expect(part).not.toHaveProperty('searchTokens');
      expect(part).not.toHaveProperty('inStock');
    }
  });

  it('search "rtx 40" finds the RTX 40 series only; "ryz" finds every Ryzen', async () => {
    const rtx = await expectPaging({ q: 'rtx 40', sort: 'newest' }, 4);
    const rtxNames = catalogue.filter((p) => rtx.includes(p.id)).map((p) => p.doc.name);
    expect(rtxNames.length).toBeGreaterThan(0);
    expect(rtxNames.every((n) => /RTX 40/.test(n))).toBe(true);
    const ryz = await expectPaging({ q: 'ryz', sort: 'price-asc' }, 4);
    expect(ryz.sort()).toEqual(
      catalogue
        .filter((p) => p.doc.name.includes('Ryzen'))
        .map((p) => p.id)
        .sort(),
    );
    await expectPaging({ q: 'RTX', category: 'graphics-cards', sort: 'price-desc' }, 3);
  });

  it.each<[string, PartFilters]>([
    ['category', { category: 'processors', sort: 'newest' }],
    ['brand (with a dot)', { brand: 'Corsair Inc.', sort: 'price-asc' }],
    ['in stock', { inStock: true, sort: 'newest' }],
    ['category and in stock', { category: 'memory', inStock: true, sort: 'price-desc' }],
    ['min price', { min: 99, sort: 'price-asc' }],
    ['max price', { max: 25.5, sort: 'price-desc' }],
    ['a price range, newest first', { min: 20, max: 150, sort: 'newest' }],
    ['a brand and a price range', { brand: 'NVIDIA', min: 25.5, max: 420, sort: 'price-asc' }],
  ])('filter: %s', async (_label, filters) => {
    await expectPaging(filters, 5);
  });

  it('a filter nothing matches answers an empty page, total 0, no links', async () => {
    const page = await listParts({ q: 'zzz', sort: 'newest' }, { limit: 7 });
    expect(page).toEqual({ items: [], next: undefined, prev: undefined, total: 0 });
  });

  it('the total is every match, on every page', async () => {
    const page = await listParts({ category: 'memory', sort: 'newest' }, { limit: 1 });
    expect(page.total).toBe(matches({ category: 'memory', sort: 'newest' }).length);
  });

  it('a malformed cursor, or one pointing at no part, is a 400', async () => {
    const bad = [
      'not a cursor',
      encodeCursor({ direction: 'after', id: 'no-such-part' }),
      encodeCursor({ direction: 'before', id: 'no-such-part' }),
      'Zm9v',
    ];
    for (const cursor of bad) {
      await expect(listParts({ sort: 'newest' }, { limit: 7, cursor })).rejects.toMatchObject({
        code: 'invalid-argument',
      });
    }
    expect(decodeCursor('Zm9v')).toBeUndefined();
  });
});

describe('the demo seed', () => {
  it('writes the demo parts through the write path: derived fields and counters right, twice idempotent', async () => {
    await seedDemoData(seeded.db, seeded.auth);
    await expectCountersRight(seeded.db);
    expect((await getCatalogueStats(seeded.db))?.total).toBe(demoParts.length);
    await seeded.db.doc(SEED_MARKER).delete();
    await seedDemoData(seeded.db, seeded.auth);
    expect((await getCatalogueStats(seeded.db))?.total).toBe(demoParts.length);
  });

  it('an older seed is upgraded: parts written before the counters are counted', async () => {
    await seeded.db.doc(`${collections.stats}/parts`).delete();
    await seeded.db.doc(SEED_MARKER).set({ version: 1 });
    await seedDemoData(seeded.db, seeded.auth);
    expect((await getCatalogueStats(seeded.db))?.total).toBe(demoParts.length);
    await expectCountersRight(seeded.db);
  });
});

import {
  collections,
  copy,
  encodeCursor,
  messages,
  pageSizes,
  parsePartFilters,
  statsDocs,
  type Part,
  type PartDoc,
  type Review,
} from '@cps/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCacheControl, partCacheControl } from '../../functions/src/api/handlers/catalogue';
import { brandReservedMessage, categoryMessage, limitMessage } from '../../functions/src/api/input';
import {
  addParts,
  deletePart,
  minimumAboveStockMessage,
  noChangesMessage,
  type NewPart,
} from '../../functions/src/services/catalogue/catalogue';
import { invalidCursor } from '../../functions/src/services/shared/paged-query';
import { DEMO_PROJECT } from '../support/emulators';
import {
  admin,
  API,
  call,
  createAccount,
  FUNCTIONS,
  searchFreshness,
  untilListed,
  type Account,
  type Answer,
  type ErrorBody,
} from './support';

// The catalogue through the REST API: GET /parts and GET /reviews page by cursors
// with Link and X-Total-Count, answer 400 for bad parameters and carry cache headers; PATCH
// /part/{id} edits (admin only, nothing changed on refusal); POST /part takes category and brand.
// The parts of this file go through the catalogue's write path (addParts) with a brand of their
// own, so their filters see only them, and are deleted through it (the counters stay right).

const functionApi = `${FUNCTIONS}/${DEMO_PROJECT}/us-central1/api`;
const brand = `ApiTest ${randomUUID().slice(0, 8)}`;
const otherBrand = `ApiOther ${randomUUID().slice(0, 8)}`;
const mine = new Set<string>();
let adminAccount: Account;
let customer: Account;

const part = (i: number, overrides: Partial<NewPart> = {}): { id: string; doc: NewPart } => ({
  id: `api-cat-${randomUUID().slice(0, 8)}-${i}`,
  doc: {
    name: `${['NVIDIA GeForce RTX 4070 SUPER', 'AMD Ryzen 5 7600X', 'Corsair Vengeance DDR5'][i % 3]} ${i}`,
    description: 'A part of the catalogue API tests.',
    price: [15, 30, 30, 75, 120][i % 5]!,
    img: '/images/parts/amd-ryzen-7-7800x3d.svg',
    minimumOrderQuanity: 1,
    availableQuanity: i % 4 === 0 ? 0 : 10,
    category: (['graphics-cards', 'processors', 'memory'] as const)[i % 3],
    brand,
    // Ties in groups of two: pages must still neither repeat nor skip.
    createdAt: Date.UTC(2024, 0, 1) + Math.floor(i / 2) * 1000,
    ...overrides,
  },
});
const catalogue = Array.from({ length: 30 }, (_, i) => part(i));

beforeAll(async () => {
  [adminAccount, customer] = await Promise.all([
    createAccount('catalogue-admin', { admin: true }),
    createAccount('catalogue-customer'),
  ]);
  for (const p of catalogue) mine.add(p.id);
  expect(await addParts({ db: admin.db, now: Date.now }, catalogue)).toEqual({
    created: 30,
    skipped: 0,
  });
  // The API's search index shows them within its refresh (searchFreshness).
  await untilListed(
    `/parts?brand=${encodeURIComponent(brand)}`,
    catalogue.map((p) => p.id),
  );
});

afterAll(async () => {
  for (const id of mine) await deletePart(admin.db, id);
});

/** GET of a URL a Link header gave (path-absolute), resolved against the API's origin. */
async function follow<T>(link: string): Promise<Answer<T>> {
  const response = await fetch(new URL(link, API));
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

/** The targets of a Link header by relation (RFC 8288: `<url>; rel="next", <url>; rel="prev"`). */
function links(answer: Answer): Record<string, string> {
  const header = answer.headers.get('link');
  const out: Record<string, string> = {};
  for (const match of (header ?? '').matchAll(/<([^>]*)>\s*;\s*rel="([^"]+)"/g)) {
    out[match[2]!] = match[1]!;
  }
  return out;
}

/** Follows rel="next" to the end and rel="prev" back to the start. */
async function walk<T extends { _id: string }>(first: string) {
  const forward: string[][] = [];
  const totals: string[] = [];
  let answer = await call<T[]>('GET', first);
  expect(answer.status).toBe(200);
  expect(links(answer).prev).toBeUndefined();
  for (;;) {
    expect(Array.isArray(answer.body)).toBe(true);
    forward.push(answer.body.map((p) => p._id));
    totals.push(answer.headers.get('x-total-count')!);
    const next = links(answer).next;
    if (!next) break;
    expect(next.startsWith('/api/')).toBe(true);
    answer = await follow<T[]>(next);
    expect(answer.status).toBe(200);
    expect(links(answer).prev).toBeDefined();
    expect(forward.length).toBeLessThan(200);
  }
  const backward: string[][] = [answer.body.map((p) => p._id)];
  while (links(answer).prev) {
    answer = await follow<T[]>(links(answer).prev!);
    backward.unshift(answer.body.map((p) => p._id));
    expect(backward.length).toBeLessThan(200);
  }
  return { forward, backward, totals };
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('GET /parts', () => {
  it('pages by Link to the end: every part once, in order, X-Total-Count on every page, and back by rel="prev"', async () => {
    const { forward, backward, totals } = await walk<Part>(
      `/parts?${query({ brand, limit: '7' })}`,
    );
    const ids = forward.flat();
    expect(forward.map((p) => p.length)).toEqual([7, 7, 7, 7, 2]);
    expect(new Set(ids).size).toBe(30);
    expect([...ids].sort()).toEqual(catalogue.map((p) => p.id).sort());
    // Newest first.
    const created = new Map(catalogue.map((p) => [p.id, p.doc.createdAt!]));
    const times = ids.map((id) => created.get(id)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(backward).toEqual(forward);
    expect(new Set(totals)).toEqual(new Set(['30']));
  });

  it('keeps the filters, sort and limit in its links (price high to low, in stock only)', async () => {
    const first = `/parts?${query({ brand, inStock: 'true', sort: 'price-desc', limit: '4' })}`;
    const answer = await call<Part[]>('GET', first);
    const next = new URL(links(answer).next!, API);
    expect(next.pathname).toBe('/api/parts');
    expect(Object.fromEntries(next.searchParams)).toMatchObject({
      brand,
      inStock: 'true',
      sort: 'price-desc',
      limit: '4',
    });
    const { forward, totals } = await walk<Part>(first);
    const stocked = catalogue.filter((p) => p.doc.availableQuanity > 0);
    expect(forward.flat().sort()).toEqual(stocked.map((p) => p.id).sort());
    const price = new Map(catalogue.map((p) => [p.id, p.doc.price]));
    const prices = forward.flat().map((id) => price.get(id)!);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(new Set(totals)).toEqual(new Set([String(stocked.length)]));
  });

  it('searches by word prefixes within the other filters: "rtx 40", "ryz"', async () => {
    const rtx = await call<Part[]>('GET', `/parts?${query({ q: 'rtx 40', brand })}`);
    expect(rtx.status).toBe(200);
    expect(rtx.body.map((p) => p._id).sort()).toEqual(
      catalogue
        .filter((_, i) => i % 3 === 0)
        .map((p) => p.id)
        .sort(),
    );
    expect(rtx.headers.get('x-total-count')).toBe('10');
    const ryz = await call<Part[]>('GET', `/parts?${query({ q: 'ryz', brand, min: '30' })}`);
    expect(ryz.body.length).toBeGreaterThan(0);
    for (const p of ryz.body) {
      expect(p.name).toMatch(/Ryzen/);
      expect(p.price).toBeGreaterThanOrEqual(30);
    }
  });

  it('answers a bare array of Parts in the spec shape, at most 100, with the cache and CORS headers', async () => {
    const answer = await call<Part[]>('GET', '/parts');
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect(answer.body.length).toBeLessThanOrEqual(pageSizes.api);
    for (const p of answer.body) {
      expect(typeof p._id).toBe('string');
      expect(p).toHaveProperty('availableQuanity');
      expect(p).not.toHaveProperty('searchTokens');
      expect(p).not.toHaveProperty('inStock');
    }
    // Unfiltered, the total is every part, as the counters count them; at least this file's.
    const stats = await admin.db.doc(`${collections.stats}/${statsDocs.parts}`).get();
    expect(answer.headers.get('x-total-count')).toBe(String(stats.get('total')));
    expect(Number(answer.headers.get('x-total-count'))).toBeGreaterThanOrEqual(30);
    expect(answer.headers.get('access-control-expose-headers')).toBe('Link, X-Total-Count');
  });

  it('the function answers the public lists with CDN cache headers and one part with no-store', async () => {
    // At the function's own URL: Hosting's firebase.json headers apply on top of these (see
    // docs/api.md, "Caching").
    const at = (path: string) => fetch(`${functionApi}${path}`);
    const parts = await at(`/parts?${query({ brand, limit: '7' })}`);
    expect(parts.status).toBe(200);
    expect(parts.headers.get('cache-control')).toBe(listCacheControl);
    // The link is built from the path the function was asked for.
    expect(links({ status: 200, body: undefined, headers: parts.headers }).next).toMatch(
      /^\/parts\?/,
    );
    expect((await at('/reviews?limit=2')).headers.get('cache-control')).toBe(listCacheControl);
    const one = await at(`/part/${catalogue[0]!.id}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toBe(partCacheControl);
  });

  it('with nothing more to show, sends X-Total-Count and no Link', async () => {
    const answer = await call<Part[]>('GET', `/parts?${query({ brand, limit: '100' })}`);
    expect(answer.body).toHaveLength(30);
    expect(answer.headers.get('x-total-count')).toBe('30');
    expect(answer.headers.get('link')).toBeNull();
  });

  const filterError = (params: Record<string, string>) => {
    const parsed = parsePartFilters(params);
    if (parsed.ok) throw new Error(`expected ${JSON.stringify(params)} to be refused`);
    return parsed.error;
  };
  const unknownCursor = encodeCursor({ direction: 'after', id: 'no-such-part' });
  it.each<[string, Record<string, string>, string]>([
    ['limit=0', { limit: '0' }, limitMessage(100)],
    ['limit=101', { limit: '101' }, limitMessage(100)],
    ['limit=abc', { limit: 'abc' }, limitMessage(100)],
    ['limit=2.5', { limit: '2.5' }, limitMessage(100)],
    ['limit=-1', { limit: '-1' }, limitMessage(100)],
    ['a malformed cursor', { cursor: 'not a cursor!' }, invalidCursor().message],
    ['a cursor of no part', { cursor: unknownCursor }, invalidCursor().message],
    ['an unknown category', { category: 'toasters' }, filterError({ category: 'toasters' })],
    ['a negative min', { min: '-1' }, filterError({ min: '-1' })],
    ['a min that is no number', { min: 'cheap' }, filterError({ min: 'cheap' })],
    ['a max with 3 decimals', { max: '1.234' }, filterError({ max: '1.234' })],
    ['min above max', { min: '50', max: '10' }, filterError({ min: '50', max: '10' })],
    ['inStock=maybe', { inStock: 'maybe' }, filterError({ inStock: 'maybe' })],
    ['an unknown sort', { sort: 'cheapest' }, filterError({ sort: 'cheapest' })],
    ['q over 100 characters', { q: 'x'.repeat(101) }, filterError({ q: 'x'.repeat(101) })],
    ['brand over 40 characters', { brand: 'b'.repeat(41) }, filterError({ brand: 'b'.repeat(41) })],
  ])('%s is a 400 with a clear message', async (_label, params, message) => {
    const answer = await call<ErrorBody>('GET', `/parts?${query(params)}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message });
  });
});

describe('GET /part/{id}', () => {
  it('answers the spec shape, without the derived fields', async () => {
    const { id, doc } = catalogue[1]!;
    const answer = await call<Part>('GET', `/part/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ _id: id, name: doc.name, brand, category: doc.category });
    expect(answer.body).not.toHaveProperty('searchTokens');
    expect(answer.body).not.toHaveProperty('inStock');
  });
});

describe('GET /reviews', () => {
  it('pages newest first by Link with X-Total-Count; every review once', async () => {
    for (let i = 0; i < 3; i += 1) {
      const posted = await call('POST', '/reviews', {
        token: customer.idToken,
        body: { name: 'Catalogue', review: `Review ${i}`, rating: 4 },
      });
      expect(posted.status).toBe(201);
    }
    const count = (await admin.db.collection(collections.reviews).count().get()).data().count;
    const { forward, backward, totals } = await walk<Review>('/reviews?limit=3');
    const ids = forward.flat();
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    expect(backward).toEqual(forward);
    expect(new Set(totals)).toEqual(new Set([String(count)]));
    const first = await call<Review[]>('GET', '/reviews?limit=3');
    const times = first.body.map((r) => r.createdAt!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('a bad limit or cursor is a 400', async () => {
    for (const path of ['/reviews?limit=0', '/reviews?limit=x', '/reviews?cursor=bad!']) {
      const answer = await call<ErrorBody>('GET', path);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    }
  });
});

describe('PATCH /part/{id}', () => {
  const partDoc = async (id: string) =>
    (await admin.db.doc(`${collections.parts}/${id}`).get()).data() as PartDoc | undefined;
  const statsNow = async () =>
    (await admin.db.doc(`${collections.stats}/${statsDocs.parts}`).get()).data();

  it('an admin edits any of the fields; the answer and GET /part show the change', async () => {
    const { id } = catalogue[2]!;
    const change = {
      name: 'Edited Part Name',
      description: 'Edited description.',
      price: '149.99',
      img: '/images/parts/amd-ryzen-5-7600x.svg',
      minimumOrderQuanity: 2,
      availableQuanity: '25',
      category: 'coolers',
      brand: otherBrand,
    };
    const answer = await call<Part>('PATCH', `/part/${id}`, {
      token: adminAccount.idToken,
      body: change,
    });
    expect(answer.status).toBe(200);
    const expected = { ...change, price: 149.99, availableQuanity: 25, _id: id };
    expect(answer.body).toMatchObject(expected);
    expect(answer.body).not.toHaveProperty('searchTokens');
    expect((await call<Part>('GET', `/part/${id}`)).body).toMatchObject(expected);
    const listed = async (params: Record<string, string>) =>
      (await call<Part[]>('GET', `/parts?${query(params)}`)).body.map((p) => p._id);
    await expect.poll(() => listed({ brand: otherBrand }), searchFreshness).toEqual([id]);
    expect(await listed({ q: 'edited part', brand: otherBrand })).toEqual([id]);
  });

  it('a restock shows at once in GET /part and in the in-stock list within a refresh', async () => {
    const { id } = catalogue[5]!;
    const inStockIds = async () =>
      (await call<Part[]>('GET', `/parts?${query({ brand, inStock: 'true' })}`)).body.map(
        (p) => p._id,
      );
    const patch = (availableQuanity: number) =>
      call<Part>('PATCH', `/part/${id}`, {
        token: adminAccount.idToken,
        body: { availableQuanity },
      });
    expect((await patch(0)).status).toBe(200);
    expect((await call<Part>('GET', `/part/${id}`)).body.availableQuanity).toBe(0);
    await expect.poll(inStockIds, searchFreshness).not.toContain(id);
    expect((await patch(80)).status).toBe(200);
    expect((await call<Part>('GET', `/part/${id}`)).body.availableQuanity).toBe(80);
    await expect.poll(inStockIds, searchFreshness).toContain(id);
  });

  it('is refused with nothing changed: no token 401, a customer 403, an unknown id 404', async () => {
    const { id } = catalogue[7]!;
    const before = await partDoc(id);
    const statsBefore = await statsNow();
    const body = { price: 1 };
    expect((await call('PATCH', `/part/${id}`, { body })).status).toBe(401);
    expect((await call('PATCH', `/part/${id}`, { token: customer.idToken, body })).status).toBe(
      403,
    );
    const missing = await call<ErrorBody>('PATCH', '/part/no-such-part', {
      token: adminAccount.idToken,
      body,
    });
    expect(missing.status).toBe(404);
    expect(await partDoc('no-such-part')).toBeUndefined();
    expect(await partDoc(id)).toEqual(before);
    expect(await statsNow()).toEqual(statsBefore);
  });

  it.each<[string, unknown, string | undefined]>([
    ['an empty body', {}, noChangesMessage],
    ['only unknown fields', { inStock: false, searchTokens: ['x'] }, noChangesMessage],
    ['an empty name', { name: '  ' }, messages.validation.nameRequired],
    ['a negative price', { price: -5 }, undefined],
    ['a price with 3 decimals', { price: 1.234 }, undefined],
    ['a fractional stock', { availableQuanity: 1.5 }, undefined],
    ['a minimum of 0', { minimumOrderQuanity: 0 }, undefined],
    ['an unknown category', { category: 'toasters' }, categoryMessage],
    ['an empty brand', { brand: ' ' }, copy.validation.brandRequired],
    ['a brand over 40 characters', { brand: 'b'.repeat(41) }, undefined],
    ['a reserved brand', { brand: '__stats__' }, brandReservedMessage],
    ['a minimum above the stock', { minimumOrderQuanity: 11 }, minimumAboveStockMessage],
    ['an image that is no upload', { img: 'http://evil.example/x.png' }, undefined],
  ])('%s is a 400 and changes nothing', async (_label, body, message) => {
    const { id } = catalogue[9]!;
    const before = await partDoc(id);
    const statsBefore = await statsNow();
    const answer = await call<ErrorBody>('PATCH', `/part/${id}`, {
      token: adminAccount.idToken,
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    if (message) expect(answer.body.message).toBe(message);
    expect(await partDoc(id)).toEqual(before);
    expect(await statsNow()).toEqual(statsBefore);
  });
});

describe('POST /part', () => {
  const newBody = (overrides: Record<string, unknown> = {}) => ({
    name: `Posted Part ${randomUUID().slice(0, 8)}`,
    description: 'Added through the API.',
    price: 59.5,
    img: '/images/parts/amd-ryzen-7-7800x3d.svg',
    minimumOrderQuanity: 1,
    availableQuanity: 12,
    ...overrides,
  });

  it('takes a category and a brand, writes the derived fields and counts the part', async () => {
    const postBrand = `ApiPost ${randomUUID().slice(0, 8)}`;
    const answer = await call<{ insertedId: string }>('POST', '/part', {
      token: adminAccount.idToken,
      body: newBody({ category: 'monitors', brand: `  ${postBrand} ` }),
    });
    expect(answer.status).toBe(201);
    const id = answer.body.insertedId;
    mine.add(id);
    const stored = (await admin.db.doc(`${collections.parts}/${id}`).get()).data() as PartDoc;
    expect(stored).toMatchObject({ category: 'monitors', brand: postBrand, inStock: true });
    expect(stored).not.toHaveProperty('searchTokens');
    const stats = await admin.db.doc(`${collections.stats}/${statsDocs.parts}`).get();
    expect(stats.get('brands')).toHaveProperty([postBrand], 1);
    const listed = async () =>
      (await call<Part[]>('GET', `/parts?${query({ brand: postBrand })}`)).body.map((p) => p._id);
    await expect.poll(listed, searchFreshness).toEqual([id]);
  });

  it('an admin brand named constructor or toString is counted, not a 500 from Object.prototype', async () => {
    const countOf = async (brand: string) => {
      const stats = await admin.db.doc(`${collections.stats}/${statsDocs.parts}`).get();
      const brands = (stats.data()?.brands ?? {}) as Record<string, number>;
      return Object.hasOwn(brands, brand) ? brands[brand]! : 0;
    };
    for (const brand of ['constructor', 'toString']) {
      const before = await countOf(brand);
      const answer = await call<{ insertedId: string }>('POST', '/part', {
        token: adminAccount.idToken,
        body: newBody({ brand }),
      });
      expect(answer.status).toBe(201);
      mine.add(answer.body.insertedId);
      expect(await countOf(brand)).toBe(before + 1);
    }
  });

  it("accepts a picture on the spec's image host (imgbb), which the CSP shows", async () => {
    const answer = await call<{ insertedId: string }>('POST', '/part', {
      token: adminAccount.idToken,
      body: newBody({ img: 'https://i.ibb.co/Xk0abcd/rtx-4070.png' }),
    });
    expect(answer.status).toBe(201);
    mine.add(answer.body.insertedId);
  });

  it('accepts a part without category and brand (spec §7 clients send neither)', async () => {
    const answer = await call<{ insertedId: string }>('POST', '/part', {
      token: adminAccount.idToken,
      body: newBody(),
    });
    expect(answer.status).toBe(201);
    mine.add(answer.body.insertedId);
    const stored = (
      await admin.db.doc(`${collections.parts}/${answer.body.insertedId}`).get()
    ).data() as PartDoc;
    expect(stored.category).toBeUndefined();
    expect(stored.brand).toBeUndefined();
    expect(stored.inStock).toBe(true);
  });

  it('adds a part sold out (stock 0) whatever its minimum, by the one stock rule', async () => {
    const answer = await call<{ insertedId: string }>('POST', '/part', {
      token: adminAccount.idToken,
      body: newBody({ availableQuanity: 0, minimumOrderQuanity: 3 }),
    });
    expect(answer.status).toBe(201);
    mine.add(answer.body.insertedId);
    const stored = (
      await admin.db.doc(`${collections.parts}/${answer.body.insertedId}`).get()
    ).data() as PartDoc;
    expect(stored.availableQuanity).toBe(0);
    expect(stored.inStock).toBe(false);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a minimum above a stock above 0',
      { availableQuanity: 2, minimumOrderQuanity: 3 },
      minimumAboveStockMessage,
    ],
    ['an unknown category', { category: 'toasters' }, categoryMessage],
    ['an empty brand', { brand: '' }, copy.validation.brandRequired],
    // The CSP's img-src would block it: the part would show a broken image.
    [
      'a picture on a host the CSP blocks',
      { img: 'https://evil.example/pixel.png' },
      copy.catalogue.imageUrl,
    ],
  ])('%s is a 400 and adds nothing', async (_label, overrides, message) => {
    const body = newBody(overrides);
    const answer = await call<ErrorBody>('POST', '/part', { token: adminAccount.idToken, body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    const same = await admin.db.collection(collections.parts).where('name', '==', body.name).get();
    expect(same.empty).toBe(true);
  });
});

import {
  collections,
  copy,
  parseSpecFilters,
  validateSpecs,
  type Facets,
  type Part,
  type PartDoc,
  type Specs,
} from '@cps/domain';
import { demoParts } from '@cps/fixtures';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { listCacheControl, readsHeader } from '../../functions/src/api/handlers/catalogue';
import {
  admin,
  call,
  createAccount,
  createPart,
  ownPart,
  searchFreshness,
  untilListed,
  type Account,
  type ErrorBody,
} from './support';

// GET /parts as a search engine and GET /parts/facets, through the API against the emulators:
// what buyers type, ranking, specification filters, facet counts, the 400s, specifications on
// POST and PATCH /part, and how soon a write shows. The parts of this file carry a brand of
// their own, so a brand filter sees only them.

/** The specifications a demo part carries, by its id. */
const demoSpecs: Record<string, Specs> = Object.fromEntries(
  demoParts.map((p) => [p.id, p.doc.specs ?? {}]),
);

const brand = `Srch${randomUUID().slice(0, 8)}`;
let adminAccount: Account;

const cpu = (specs: Record<string, unknown>): Specs =>
  ({ ...demoSpecs['amd-ryzen-7-7800x3d']!, ...specs }) as Specs;
const ids: Record<string, string> = {};

const query = (params: Record<string, string | string[]>) => {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : [value]) out.append(name, one);
  }
  return out.toString();
};
const found = async (params: Record<string, string | string[]>) => {
  const answer = await call<Part[]>('GET', `/parts?${query({ brand, ...params })}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.map((p) => p._id);
};
const named = (...keys: string[]) => keys.map((key) => ids[key]!);

beforeAll(async () => {
  adminAccount = await createAccount('search-admin', { admin: true });
  const made = await Promise.all([
    createPart({
      name: `${brand} GeForce RTX 4070 Ventus 12GB`,
      brand,
      category: 'graphics-cards',
      price: 599,
      specs: demoSpecs['nvidia-geforce-rtx-4070-super'],
    }),
    createPart({
      name: `${brand} Radeon RX 7800 XT Pulse`,
      brand,
      category: 'graphics-cards',
      price: 499,
      availableQuanity: 0,
      specs: demoSpecs['amd-radeon-rx-7800-xt'],
    }),
    createPart({
      name: `${brand} Radeon RX 7800 XT Hellhound`,
      brand,
      category: 'graphics-cards',
      price: 519,
      specs: demoSpecs['amd-radeon-rx-7800-xt'],
    }),
    createPart({
      name: `${brand} Ryzen 7 7800X3D`,
      brand,
      category: 'processors',
      price: 449,
      specs: cpu({}),
    }),
    createPart({
      name: `${brand} Ryzen 7 7700X`,
      brand,
      category: 'processors',
      price: 299,
      specs: cpu({ boostClock: 5.4, tdp: 105 }),
    }),
    createPart({
      name: `${brand} Core i5-14600K`,
      brand,
      category: 'processors',
      price: 319,
      specs: demoSpecs['intel-core-i5-14600k'],
    }),
    createPart({
      name: `${brand} Vengeance 32GB Kit`,
      brand,
      category: 'memory',
      price: 109,
      specs: demoSpecs['corsair-vengeance-ddr5-32gb'],
    }),
    createPart({
      name: `${brand} 990 Pro`,
      brand,
      category: 'ssds',
      price: 119,
      specs: { ...demoSpecs['wd-black-sn770-1tb'] },
    }),
    // A part written before specifications: it keeps working.
    createPart({ name: `${brand} Legacy Cable`, brand, category: 'networking', price: 5 }),
  ]);
  const keys = ['4070', 'pulse', 'hellhound', '7800x3d', '7700x', '14600k', 'ddr5', 'ssd', 'old'];
  made.forEach((part, i) => (ids[keys[i]!] = part.id));
  await untilListed(
    `/parts?${query({ brand })}`,
    made.map((p) => p.id),
  );
});

describe('GET /parts?q= finds what buyers type', () => {
  it.each<[string, string[]]>([
    ['geforce 4070', ['4070']],
    ['4070 geforce', ['4070']],
    ['ventus rtx', ['4070']],
    ['rtx4070', ['4070']],
    ['geforse', ['4070']],
    ['ryzen 7 7800', ['7800x3d']],
    ['ryzen 7', ['7700x', '7800x3d']],
    ['i5 14600k', ['14600k']],
    ['32gb ddr5', ['ddr5']],
    ['1tb nvme', ['ssd']],
    ['am5', ['7700x', '7800x3d']],
  ])('%j', async (q, expected) => {
    expect((await found({ q })).sort()).toEqual(named(...expected).sort());
  });

  it('ranks a phrase of the name first and in-stock parts before sold-out ones, 8 at most', async () => {
    const answer = await found({ q: 'radeon rx 7800', limit: '8' });
    expect(answer).toEqual(named('hellhound', 'pulse'));
    // Search as you type: half a word, ranked the same way.
    expect(await found({ q: 'rade', limit: '8' })).toEqual(named('hellhound', 'pulse'));
  });

  it('sorts a search by relevance unless asked otherwise, and keeps q in its links', async () => {
    expect(await found({ q: 'ryzen', sort: 'price-asc' })).toEqual(named('7700x', '7800x3d'));
    expect(await found({ q: 'ryzen', sort: 'price-desc' })).toEqual(named('7800x3d', '7700x'));
    const first = await call<Part[]>('GET', `/parts?${query({ q: 'ryzen', brand, limit: '1' })}`);
    expect(first.headers.get('x-total-count')).toBe('2');
    expect(first.headers.get('cache-control')).toBe(listCacheControl);
    const next = new URLSearchParams(
      /<[^?]*\?([^>]*)>; rel="next"/.exec(first.headers.get('link')!)![1],
    );
    expect(Object.fromEntries(next)).toMatchObject({ q: 'ryzen', brand, limit: '1' });
    expect(next.get('sort')).toBeNull();
  });

  it('answers parts with their specs, never search internals', async () => {
    const answer = await call<Part[]>('GET', `/parts?${query({ q: '14600k', brand })}`);
    expect(answer.body).toHaveLength(1);
    expect(answer.body[0]).toMatchObject({
      _id: ids['14600k'],
      specs: demoSpecs['intel-core-i5-14600k'],
    });
    expect(answer.body[0]).not.toHaveProperty('searchTokens');
    expect(answer.body[0]).not.toHaveProperty('inStock');
  });
});

describe('GET /parts with spec filters', () => {
  it('any of a key’s values, ranges on numbers, and keys combined', async () => {
    const cpus = { category: 'processors' };
    expect((await found({ ...cpus, 'spec.socket': 'AM5' })).sort()).toEqual(
      named('7700x', '7800x3d').sort(),
    );
    expect((await found({ ...cpus, 'spec.socket': ['AM5', 'LGA1700'] })).length).toBe(3);
    expect(await found({ ...cpus, 'spec.cores.min': '10' })).toEqual(named('14600k'));
    expect(await found({ ...cpus, 'spec.socket': 'AM5', 'spec.tdp.max': '110' })).toEqual(
      named('7700x'),
    );
    expect(await found({ ...cpus, q: 'ryzen', 'spec.tdp.min': '110' })).toEqual(named('7800x3d'));
  });

  it('keeps the spec filters in its links', async () => {
    const answer = await call<Part[]>(
      'GET',
      `/parts?${query({ brand, category: 'processors', 'spec.socket': ['AM5', 'LGA1700'], limit: '1' })}`,
    );
    const next = new URLSearchParams(
      /<[^?]*\?([^>]*)>; rel="next"/.exec(answer.headers.get('link')!)![1],
    );
    expect(next.getAll('spec.socket')).toEqual(['AM5', 'LGA1700']);
  });
});

describe('GET /parts/facets', () => {
  it('counts categories, brands, prices and (in a category) each filterable spec', async () => {
    const all = await call<Facets>('GET', `/parts/facets?${query({ brand })}`);
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe(listCacheControl);
    expect(all.body).toEqual({
      total: 9,
      categories: { 'graphics-cards': 3, processors: 3, memory: 1, ssds: 1, networking: 1 },
      brands: expect.objectContaining({ [brand]: 9 }),
      price: { min: 5, max: 599 },
      specs: {},
    });
    const cpus = await call<Facets>(
      'GET',
      `/parts/facets?${query({ brand, category: 'processors', 'spec.socket': 'AM5' })}`,
    );
    expect(cpus.body).toMatchObject({
      total: 2,
      // The socket's own filter left out of its counts: what ticking LGA1700 would add.
      specs: { socket: { AM5: 2, LGA1700: 1 }, integratedGraphics: { true: 2 } },
      price: { min: 299, max: 449 },
    });
    expect(cpus.body.specs.cores).toEqual({ 8: 2 });
  });

  it('says in X-Firestore-Reads what each search or facet answer read', async () => {
    for (const path of [
      `/parts?${query({ brand, q: 'radeon' })}`,
      `/parts/facets?${query({ brand })}`,
    ]) {
      const answer = await call('GET', path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get(readsHeader)).toMatch(/^\d+$/);
    }
  });

  it('counts a search’s matches', async () => {
    const answer = await call<Facets>('GET', `/parts/facets?${query({ brand, q: 'radeon' })}`);
    expect(answer.body).toMatchObject({
      total: 2,
      categories: { 'graphics-cards': 2 },
      price: { min: 499, max: 519 },
    });
  });
});

describe('bad search parameters are a 400 naming the parameter', () => {
  const specError = (params: Record<string, string | string[]>, category?: string) => {
    const parsed = parseSpecFilters(new URLSearchParams(query(params)), category);
    if (parsed.ok) throw new Error(`expected ${JSON.stringify(params)} to be refused`);
    return parsed.error;
  };
  const cases: [string, Record<string, string | string[]>, string][] = [
    [
      'a spec filter without a category',
      { 'spec.socket': 'AM5' },
      specError({ 'spec.socket': 'AM5' }),
    ],
    [
      'an unknown key',
      { category: 'processors', 'spec.colour': 'red' },
      specError({ 'spec.colour': 'red' }, 'processors'),
    ],
    [
      'a key that is not a filter',
      { category: 'processors', 'spec.threads': '16' },
      specError({ 'spec.threads': '16' }, 'processors'),
    ],
    [
      'a value the key does not take',
      { category: 'processors', 'spec.socket': 'AM9' },
      specError({ 'spec.socket': 'AM9' }, 'processors'),
    ],
    [
      'a range that is no number',
      { category: 'processors', 'spec.cores.min': 'many' },
      specError({ 'spec.cores.min': 'many' }, 'processors'),
    ],
    [
      'min above max',
      { category: 'processors', 'spec.cores.min': '16', 'spec.cores.max': '8' },
      specError({ 'spec.cores.min': '16', 'spec.cores.max': '8' }, 'processors'),
    ],
    [
      'a value and a range on one key',
      { category: 'processors', 'spec.cores': '8', 'spec.cores.min': '4' },
      specError({ 'spec.cores': '8', 'spec.cores.min': '4' }, 'processors'),
    ],
    [
      'an unknown sort',
      { sort: 'best' },
      'sort must be one of: newest, price-asc, price-desc, relevance.',
    ],
  ];
  it.each(cases)('%s', async (_label, params, message) => {
    for (const path of ['/parts', '/parts/facets']) {
      const answer = await call<ErrorBody>('GET', `${path}?${query(params)}`);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toEqual({ success: false, message });
    }
  });
});

describe('specifications on POST and PATCH /part', () => {
  const body = (overrides: Record<string, unknown>) => ({
    name: `${brand} Posted ${randomUUID().slice(0, 6)}`,
    description: 'A part with specifications.',
    price: 199,
    img: '/images/parts/amd-ryzen-7-7800x3d.svg',
    minimumOrderQuanity: 1,
    availableQuanity: 5,
    category: 'processors',
    brand,
    ...overrides,
  });
  const post = (payload: Record<string, unknown>) =>
    call<{ insertedId: string } & ErrorBody>('POST', '/part', {
      token: adminAccount.idToken,
      body: payload,
    });
  const stored = async (id: string) =>
    (await admin.db.doc(`${collections.parts}/${id}`).get()).data() as PartDoc | undefined;
  const partsNamed = async (name: string) =>
    (await admin.db.collection(collections.parts).where('name', '==', name).get()).size;

  it('stores valid specs and answers them in GET /part', async () => {
    const specs = cpu({ cores: 6, threads: 12 });
    const answer = await post(body({ specs }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const id = ownPart(answer.body.insertedId);
    expect((await stored(id))?.specs).toEqual(specs);
    expect((await call<Part>('GET', `/part/${id}`)).body.specs).toEqual(specs);
  });

  it('keeps accepting parts without specs', async () => {
    const answer = await post(body({}));
    expect(answer.status).toBe(201);
    const id = ownPart(answer.body.insertedId);
    expect(await stored(id)).not.toHaveProperty('specs');
  });

  it.each<[string, unknown, string]>([
    ['an unknown key', cpu({ colour: 'red' }), 'colour'],
    ['a value of the wrong type', cpu({ cores: 'eight' }), 'cores'],
    ['a value out of range', cpu({ tdp: 5000 }), 'tdp'],
    ['a choice the key does not have', cpu({ socket: 'AM9' }), 'socket'],
    ['a required key missing', { socket: 'AM5', cores: 8 }, 'threads'],
    ['not a map', ['AM5'], ''],
  ])('refuses %s with a 400 naming the key, writing nothing', async (_label, specs, key) => {
    const payload = body({ specs });
    const answer = await post(payload);
    expect(answer.status).toBe(400);
    const check = validateSpecs('processors', specs);
    expect(check.ok).toBe(false);
    expect(answer.body).toEqual({ success: false, message: !check.ok && check.message });
    expect(answer.body.message).toContain(key ? `specs.${key}` : 'specs');
    expect(await partsNamed(payload.name)).toBe(0);
  });

  it('PATCH checks new specs, and stored specs against a new category; a refusal changes nothing', async () => {
    const { id } = await createPart({
      name: `${brand} Patched CPU`,
      brand,
      category: 'processors',
      specs: cpu({}),
    });
    const patch = (payload: Record<string, unknown>) =>
      call<Part & ErrorBody>('PATCH', `/part/${id}`, {
        token: adminAccount.idToken,
        body: payload,
      });
    const before = await stored(id);

    const bad = await patch({ specs: cpu({ cores: 0 }) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('specs.cores');
    const moved = await patch({ category: 'memory' });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toContain('specs.');
    expect(await stored(id)).toEqual(before);

    const good = await patch({ specs: cpu({ cores: 16, threads: 32 }) });
    expect(good.status).toBe(200);
    expect(good.body.specs).toMatchObject({ cores: 16, threads: 32 });
    const both = await patch({
      category: 'memory',
      specs: demoSpecs['corsair-vengeance-ddr5-32gb'],
    });
    expect(both.status).toBe(200);
    expect((await stored(id))?.specs).toEqual(demoSpecs['corsair-vengeance-ddr5-32gb']);
  });
});

describe('freshness: what the API writes, search shows within 5 s', () => {
  it('a part posted is found, and a part deleted is gone', async () => {
    const name = `${brand} Freshly Posted Quokka`;
    const answer = await call<{ insertedId: string }>('POST', '/part', {
      token: adminAccount.idToken,
      body: {
        name,
        description: 'Written during the test.',
        price: 42,
        img: '/images/parts/amd-ryzen-7-7800x3d.svg',
        minimumOrderQuanity: 1,
        availableQuanity: 3,
        brand,
      },
    });
    expect(answer.status).toBe(201);
    const id = ownPart(answer.body.insertedId);
    await expect.poll(() => found({ q: 'quokka' }), searchFreshness).toEqual([id]);

    const deleted = await call('DELETE', `/part/${id}`, { token: adminAccount.idToken });
    expect(deleted.status).toBe(200);
    await expect.poll(() => found({ q: 'quokka' }), searchFreshness).toEqual([]);
    const facets = await call<Facets>('GET', `/parts/facets?${query({ brand, q: 'quokka' })}`);
    expect(facets.body.total).toBe(0);
  });
});

describe("GET /parts with the back office's stock filter", () => {
  const stockBrand = `${brand}Stk`;
  const made: Record<string, string> = {};
  const stockFound = async (params: Record<string, string>) => {
    const answer = await call<Part[]>('GET', `/parts?${query({ brand: stockBrand, ...params })}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer;
  };

  beforeAll(async () => {
    const parts = await Promise.all([
      createPart({ name: `${stockBrand} Sold Out`, brand: stockBrand, availableQuanity: 0 }),
      // Two left of a part sold three at a time: out of stock too (inStock is false).
      createPart({
        name: `${stockBrand} Under Minimum`,
        brand: stockBrand,
        availableQuanity: 2,
        minimumOrderQuanity: 3,
      }),
      createPart({ name: `${stockBrand} Three Left`, brand: stockBrand, availableQuanity: 3 }),
      createPart({ name: `${stockBrand} Five Left`, brand: stockBrand, availableQuanity: 5 }),
      createPart({ name: `${stockBrand} Plenty`, brand: stockBrand, availableQuanity: 50 }),
    ]);
    ['out', 'under', 'three', 'five', 'plenty'].forEach((key, i) => (made[key] = parts[i]!.id));
    await untilListed(
      `/parts?${query({ brand: stockBrand })}`,
      parts.map((p) => p.id),
    );
  });

  it('stock=out answers the parts whose inStock is false', async () => {
    const answer = await stockFound({ stock: 'out' });
    expect(answer.body.map((p) => p._id).sort()).toEqual([made.out, made.under].sort());
    expect(answer.headers.get('x-total-count')).toBe('2');
  });

  it('stock=low&below=N answers the parts in stock with at most N units, paged by cursors', async () => {
    expect((await stockFound({ stock: 'low', below: '3' })).body.map((p) => p._id)).toEqual([
      made.three,
    ]);
    const first = await stockFound({ stock: 'low', below: '5', limit: '1' });
    expect(first.headers.get('x-total-count')).toBe('2');
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toMatch(/stock=low&below=5/);
    const second = await call<Part[]>('GET', next!.replace(/^.*\/api/, ''));
    expect([...first.body, ...second.body].map((p) => p._id).sort()).toEqual(
      [made.three, made.five].sort(),
    );
  });

  it.each([
    [{ stock: 'none' }, copy.catalogue.stockFilter.badLevel('out, low')],
    [{ stock: 'out', below: '3' }, copy.catalogue.stockFilter.belowWithoutLow],
    [{ stock: 'low', below: '0' }, copy.catalogue.stockFilter.badBelow(1, 10_000)],
  ])('%j is a 400 that says why', async (params, message) => {
    for (const path of ['/parts', '/parts/facets']) {
      const answer = await call<ErrorBody>('GET', `${path}?${query(params)}`);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toEqual({ success: false, message });
    }
  });
});

import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { deletePart, updatePart } from '../../functions/src/services/catalogue/catalogue';
import {
  CatalogueSync,
  type CatalogueSyncOptions,
} from '../../functions/src/search/catalogue-sync';
import { addPart, serviceHarness } from './support';

// The API's search index against the Firestore emulator: a cold load reads each part once, and
// after that only what changed: followed by listeners, or asked for at most once per refresh
// interval where they do not run.
const h = serviceHarness('catalogue-search');
const start = Date.UTC(2026, 10, 1, 12);

function sync(options: Partial<CatalogueSyncOptions> = {}) {
  return new CatalogueSync(h.db, {
    now: h.now,
    refreshMs: 1000,
    overlapMs: 5000,
    pageSize: 3,
    follow: false,
    followLimit: 1000,
    idleMs: 60_000,
    ...options,
  });
}

const names = async (s: CatalogueSync, q: string) =>
  (await s.current())
    .search({ filters: { q, sort: 'relevance' }, limit: 100 })
    .parts.map((p) => p.name);

beforeAll(async () => {
  h.setNow(start);
  for (const name of ['Zephyr Alpha', 'Zephyr Beta', 'Zephyr Gamma', 'Zephyr Delta']) {
    await addPart(h, { name, brand: 'Zephyr', createdAt: start });
  }
  // An older part, made long before this file's clock.
  await addPart(h, { name: 'Zephyr Omega', brand: 'Zephyr', createdAt: 1 });
});

describe('the catalogue index of an API instance, asking for changes', () => {
  it('a cold instance reads every part once, a page at a time, and finds them', async () => {
    const s = sync();
    expect((await names(s, 'zephyr')).sort()).toEqual([
      'Zephyr Alpha',
      'Zephyr Beta',
      'Zephyr Delta',
      'Zephyr Gamma',
      'Zephyr Omega',
    ]);
    // Five parts in pages of three: 3 + 2 documents.
    expect(s.reads).toBe(5);
  });

  it('asks for changes at most once per interval, one read a query when nothing changed', async () => {
    h.setNow(start + 60_000);
    const s = sync();
    // What each request is told it cost (the API's X-Firestore-Reads).
    expect((await s.withReads()).reads).toBe(5);
    expect((await s.withReads()).reads).toBe(0);
    h.setNow(start + 61_000);
    // Parts written since, and parts deleted since: both empty.
    expect((await s.withReads()).reads).toBe(2);
    expect(s.reads).toBe(7);
  });

  it('finds a part written after the load, and an edit by its new name only', async () => {
    h.setNow(start + 120_000);
    const s = sync();
    await s.current();
    h.setNow(start + 121_000);
    const id = await addPart(h, { name: 'Quasar One', brand: 'Cosmos' });
    expect(await names(s, 'quasar')).toEqual(['Quasar One']);
    h.setNow(start + 122_000);
    await updatePart(h, id, { name: 'Nebula One' });
    expect(await names(s, 'quasar')).toEqual([]);
    expect(await names(s, 'nebula')).toEqual(['Nebula One']);
  });

  it('sees a write whose time falls before the last refresh but which committed after it', async () => {
    h.setNow(start + 180_000);
    const s = sync();
    await s.current();
    h.setNow(start + 185_000);
    await s.current();
    // Written "at" 183 s, i.e. before the refresh at 185 s, as a slow transaction would be.
    h.setNow(start + 183_000);
    await addPart(h, { name: 'Pulsar Late', brand: 'Pulsar' });
    h.setNow(start + 186_000);
    expect(await names(s, 'pulsar')).toEqual(['Pulsar Late']);
  });

  it('drops a deleted part', async () => {
    h.setNow(start + 240_000);
    const s = sync();
    expect(await names(s, 'gamma')).toEqual(['Zephyr Gamma']);
    const id = (await s.current()).search({ filters: { q: 'gamma', sort: 'relevance' }, limit: 1 })
      .parts[0]!._id;
    h.setNow(start + 241_000);
    await deletePart(h.db, id, h.now());
    expect(await names(s, 'gamma')).toEqual([]);
  });

  it('finds a part a warm instance did not load, whatever date it was created with', async () => {
    h.setNow(start + 300_000);
    const s = sync();
    await s.current();
    h.setNow(start + 301_000);
    // A seed's or an import's part carries an old creation date; its write is still new.
    await addPart(h, { name: 'Relic Ancient', brand: 'Relic', createdAt: 1 });
    expect(await names(s, 'relic')).toEqual(['Relic Ancient']);
  });

  it('answers from the copy it has when a refresh fails, and asks again next time', async () => {
    let down = false;
    const db = {
      collection: (name: string) => {
        if (down) throw new Error('Firestore unavailable');
        return h.db.collection(name);
      },
    } as unknown as Firestore;
    h.setNow(start + 360_000);
    const s = new CatalogueSync(db, {
      now: h.now,
      refreshMs: 1000,
      overlapMs: 5000,
      pageSize: 3,
      follow: false,
      followLimit: 1000,
      idleMs: 60_000,
    });
    const zephyrs = await names(s, 'zephyr');
    await addPart(h, { name: 'Comet Late', brand: 'Comet' });
    down = true;
    h.setNow(start + 361_000);
    expect(await names(s, 'zephyr')).toEqual(zephyrs);
    expect(await names(s, 'comet')).toEqual([]);
    down = false;
    h.setNow(start + 362_000);
    expect(await names(s, 'comet')).toEqual(['Comet Late']);
  });
});

describe('the catalogue index of an API instance, following changes', () => {
  // What the deployed API does: no request waits for Firestore once the index is loaded.
  const following = (options: Partial<CatalogueSyncOptions> = {}) => {
    const s = sync({ follow: true, ...options });
    onTestFinished(() => s.close());
    return s;
  };
  // The API's promise: a part written is found within 5 s.
  const found = (s: CatalogueSync, q: string) =>
    expect.poll(async () => (await names(s, q)).sort(), { timeout: 5_000, interval: 50 });

  it('finds a part written within 5 s, for one read, with no request asking', async () => {
    h.setNow(start + 600_000);
    const s = following();
    await s.current();
    const loaded = s.reads;
    // Each listener's first answer, empty: one read each. A part written before they answer
    // would come in a first answer instead, so the write waits for them.
    await expect.poll(() => s.reads - loaded, { timeout: 5_000 }).toBe(2);
    // The clock stands still: asking for changes would wait for it to pass `refreshMs`.
    await addPart(h, { name: 'Vortex Swift', brand: 'Vortex' });
    await found(s, 'vortex').toEqual(['Vortex Swift']);
    // The part: one read.
    await expect.poll(() => s.reads - loaded).toBe(3);
  });

  it('drops a deleted part', async () => {
    h.setNow(start + 660_000);
    const s = following();
    const id = await addPart(h, { name: 'Meteor Brief', brand: 'Meteor' });
    await found(s, 'meteor').toEqual(['Meteor Brief']);
    await deletePart(h.db, id, h.now());
    await found(s, 'meteor').toEqual([]);
  });

  it('stops following many writes when idle; its next request follows again', async () => {
    h.setNow(start + 780_000);
    const s = following({ followLimit: 1, idleMs: 60_000 });
    await s.current();
    expect(s.following).toBe(true);
    // Both listeners' first answers, before anything stops them.
    const loaded = s.reads;
    await expect.poll(() => s.reads - loaded, { timeout: 5_000 }).toBe(2);
    h.setNow(start + 900_000);
    for (const name of ['Nimbus One', 'Nimbus Two']) await addPart(h, { name, brand: 'Nimbus' });
    await expect.poll(() => s.following, { timeout: 5_000 }).toBe(false);
    // Timed before the listeners stopped, committed after: a write they never saw, older than
    // the overlap from the time they stopped.
    h.setNow(start + 840_000);
    await addPart(h, { name: 'Nimbus Late', brand: 'Nimbus' });
    h.setNow(start + 930_000);
    await found(s, 'nimbus').toEqual(['Nimbus Late', 'Nimbus One', 'Nimbus Two']);
    await expect.poll(() => s.following).toBe(true);
  });

  it('starts again from a new watermark when its listener holds too many parts', async () => {
    // Later than every part the tests above wrote. A part stamped after this clock would keep
    // each new pair over its limit, so they would start again on every answer, each from the
    // clock as it stands then. The test's clock jumps 10 s a write, past the 5 s overlap, so a
    // pair stopped before it saw a part would leave it behind: a real clock does not jump so.
    h.setNow(start + 960_000);
    const s = following({ followLimit: 1 });
    await s.current();
    for (const name of ['Aurora One', 'Aurora Two', 'Aurora Three']) {
      h.setNow(h.now() + 10_000);
      await addPart(h, { name, brand: 'Aurora' });
    }
    await found(s, 'aurora').toEqual(['Aurora One', 'Aurora Three', 'Aurora Two']);
  });
});

import { collections, copy, savedBuildLimits, type SavedBuild, savedBuildsCopy } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { admin, call, createAccount, type Account } from './support';

// A customer's saved builds over HTTP: GET and POST /builds, PATCH and DELETE /build/{id}. Each
// test has accounts of its own (the writes count against a per-account rate limit); their builds
// go with them when the file ends (tests/api/support.ts).

const ms = savedBuildsCopy;
const mi = copy.buildInput;
const max = savedBuildLimits.perAccount;

const gaming = {
  cpu: 'amd-ryzen-7-7800x3d',
  motherboard: 'asus-rog-strix-b650-a',
  memory: 'corsair-vengeance-ddr5-32gb',
  storage: ['samsung-990-pro-2tb'],
};

const buildsOf = (uid: string) =>
  admin.db.collection(collections.users).doc(uid).collection(collections.savedBuilds);

async function storedOf(uid: string) {
  const [builds, count] = await Promise.all([
    buildsOf(uid).get(),
    admin.db.collection(collections.savedBuildCounts).doc(uid).get(),
  ]);
  return {
    builds: builds.docs.map((d) => ({ _id: d.id, ...d.data() })),
    count: count.get('count') as number | undefined,
  };
}

function save(who: Account, body: unknown) {
  return call<{ acknowledged?: boolean; insertedId?: string; message?: string }>(
    'POST',
    '/builds',
    { token: who.idToken, body },
  );
}

const list = (who: Account | undefined) =>
  call<SavedBuild[]>('GET', '/builds', { token: who?.idToken });

const patch = (who: Account | undefined, id: string, body: unknown) =>
  call<SavedBuild & { message?: string }>('PATCH', `/build/${id}`, { token: who?.idToken, body });

const remove = (who: Account | undefined, id: string) =>
  call<{ acknowledged?: boolean; deletedCount?: number; message?: string }>(
    'DELETE',
    `/build/${id}`,
    { token: who?.idToken },
  );

async function saved(who: Account, name: string, parts: unknown = gaming): Promise<string> {
  const answer = await save(who, { name, parts });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.insertedId!;
}

describe('saving, listing, renaming, replacing and deleting a build', () => {
  it('saves a named build, trimmed, with storage as a list, and counts it', async () => {
    const who = await createAccount('builder');
    const answer = await save(who, {
      name: '  Gaming PC  ',
      parts: { ...gaming, storage: 'samsung-990-pro-2tb' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const { builds, count } = await storedOf(who.uid);
    expect(builds).toEqual([
      {
        _id: answer.body.insertedId,
        uid: who.uid,
        name: 'Gaming PC',
        parts: gaming,
        createdAt: expect.any(Number),
        updatedAt: expect.any(Number),
      },
    ]);
    expect(count).toBe(1);
  });

  it("lists the caller's builds newest first, all of them, privately, without the owner", async () => {
    const who = await createAccount('lister');
    const first = await saved(who, 'First');
    const second = await saved(who, 'Second', { cpu: 'intel-core-i5-14600k' });
    const answer = await list(who);
    expect(answer.status).toBe(200);
    expect(answer.body.map((b) => [b._id, b.name])).toEqual([
      [second, 'Second'],
      [first, 'First'],
    ]);
    expect(answer.body[1]).toEqual({
      _id: first,
      name: 'First',
      parts: gaming,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    expect(answer.headers.get('x-total-count')).toBe('2');
    expect(answer.headers.get('link')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('renames a build, and answers it as saved', async () => {
    const who = await createAccount('renamer');
    const id = await saved(who, 'Old name');
    const answer = await patch(who, id, { name: ' New name ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ _id: id, name: 'New name', parts: gaming });
    expect(answer.body).not.toHaveProperty('uid');
    expect((await storedOf(who.uid)).builds[0]).toMatchObject({ name: 'New name', parts: gaming });
  });

  it('replaces its parts whole: a slot left out is emptied', async () => {
    const who = await createAccount('replacer');
    const id = await saved(who, 'Build');
    const parts = { cpu: gaming.cpu, gpu: 'nvidia-geforce-rtx-4070-super' };
    const answer = await patch(who, id, { parts });
    expect(answer.status).toBe(200);
    expect(answer.body.parts).toEqual(parts);
    expect((await storedOf(who.uid)).builds[0]).toMatchObject({ name: 'Build', parts });
  });

  it('deletes a build, counts it out, and a second delete finds nothing', async () => {
    const who = await createAccount('deleter');
    const keep = await saved(who, 'Keep');
    const id = await saved(who, 'Delete me');
    const answer = await remove(who, id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ acknowledged: true, deletedCount: 1 });
    const after = await storedOf(who.uid);
    expect(after.builds.map((b) => b._id)).toEqual([keep]);
    expect(after.count).toBe(1);
    const again = await remove(who, id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(ms.notFound);
  });
});

describe('the limit of saved builds', () => {
  it(`the ${max + 1}st build is refused with 409 and the reason, and nothing is written`, async () => {
    const who = await createAccount('collector');
    for (let i = 0; i < max; i += 1) await saved(who, `Build ${i + 1}`);
    const before = await storedOf(who.uid);
    expect(before.builds).toHaveLength(max);

    const answer = await save(who, { name: 'One too many', parts: gaming });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, message: ms.full(max) });
    expect(await storedOf(who.uid)).toEqual(before);
    // One page holds them all.
    const listed = await list(who);
    expect(listed.body).toHaveLength(max);
    expect(listed.body[0]!.name).toBe(`Build ${max}`);
  });
});

describe("another customer's saved build", () => {
  it('answers 404 to a rename, a replacement and a delete by its id, and is unchanged', async () => {
    const [owner, other] = [await createAccount('owner'), await createAccount('intruder')];
    const id = await saved(owner, 'Private');
    const before = await storedOf(owner.uid);
    for (const answer of [
      await patch(other, id, { name: 'Stolen' }),
      await patch(other, id, { parts: { cpu: 'intel-core-i5-14600k' } }),
      await remove(other, id),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: ms.notFound });
    }
    expect(await storedOf(owner.uid)).toEqual(before);
    expect((await list(other)).body).toEqual([]);
  });
});

describe('an anonymous caller', () => {
  it.each([
    ['GET', '/builds'],
    ['POST', '/builds'],
    ['PATCH', '/build/some-build'],
    ['DELETE', '/build/some-build'],
  ])('%s %s → 401', async (method, path) => {
    const answer = await call(method, path, {
      body: method === 'POST' || method === 'PATCH' ? { name: 'x', parts: gaming } : undefined,
    });
    expect(answer.status).toBe(401);
  });
});

describe('bad names and bad builds → 400, nothing written', () => {
  it.each<[string, unknown, string]>([
    ['a blank name', '   ', ms.nameRequired],
    ['no name', undefined, ms.nameRequired],
    ['a name of 61 characters', 'x'.repeat(61), ms.nameTooLong(60)],
    ['a name of two lines', 'Gaming\nPC', ms.nameOneLine],
    ['a name that is not text', 42, ms.nameNotText],
  ])('%s', async (_label, name, message) => {
    const who = await createAccount('bad-name');
    const answer = await save(who, { name, parts: gaming });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await storedOf(who.uid)).toEqual({ builds: [], count: undefined });
  });

  it.each<[string, unknown, string]>([
    ['parts that are not an object', 'cpu=x', mi.notAnObject],
    ['no parts', undefined, mi.notAnObject],
    ['an empty build', {}, ms.noParts],
    ['a slot that is not one', { ...gaming, toaster: 'x' }, mi.unknownSlot('toaster', '')],
    ['an id that names no document', { cpu: '../orders' }, mi.oneId('cpu')],
    ['five drives', { storage: ['a', 'b', 'c', 'd', 'e'] }, mi.tooMany(4)],
    ['one part twice', { cpu: 'a', gpu: 'a' }, mi.duplicate('a')],
  ])('%s', async (_label, parts, message) => {
    const who = await createAccount('bad-build');
    const answer = await save(who, { name: 'Build', parts });
    expect(answer.status).toBe(400);
    // The unknown slot's message lists the slots; its start names the bad one.
    expect(answer.body.message?.startsWith(message.split(' The slots')[0]!)).toBe(true);
    expect(await storedOf(who.uid)).toEqual({ builds: [], count: undefined });
  });

  it('a rename to a bad name, a replacement by a bad build, or a change of nothing is refused', async () => {
    const who = await createAccount('bad-change');
    const id = await saved(who, 'Good');
    const before = await storedOf(who.uid);
    const refusals: [unknown, string][] = [
      [{ name: '' }, ms.nameRequired],
      [{ parts: { cpu: 'a', storage: 'a' } }, mi.duplicate('a')],
      [{ parts: {} }, ms.noParts],
      [{}, ms.nothingToChange],
    ];
    for (const [body, message] of refusals) {
      const answer = await patch(who, id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect(await storedOf(who.uid)).toEqual(before);
  });

  it('an id that cannot name a build → 400', async () => {
    const who = await createAccount('bad-id');
    expect((await remove(who, '__name__')).status).toBe(400);
    expect((await patch(who, '__name__', { name: 'x' })).status).toBe(400);
  });
});

import { collections, type SavedBuildDoc, savedBuildLimits, savedBuildsCopy } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { RateLimitGate } from '../../functions/src/services/shared/rate-limit';
import {
  createSavedBuild,
  deleteSavedBuild,
  listSavedBuilds,
  savedBuildCountRef,
  updateSavedBuild,
} from '../../functions/src/services/accounts/saved-builds';
import { burst, makeCaller, serviceHarness, type ServiceHarness } from './support';

// A customer's saved builds: the limit of 20 an account under a burst of saves, the count that
// follows every save and delete, and another account's build out of reach by id.

const deps = serviceHarness('saved-builds');
const ms = savedBuildsCopy;
const max = savedBuildLimits.perAccount;
const parts = (i: number) => ({ cpu: `cpu-${i}`, storage: [`ssd-${i}`] });

async function stored({ db }: ServiceHarness, uid: string) {
  const builds = await db
    .collection(collections.users)
    .doc(uid)
    .collection(collections.savedBuilds)
    .get();
  const count: unknown = (await savedBuildCountRef(db, uid).get()).get('count');
  return { builds: builds.docs.map((d) => ({ id: d.id, ...(d.data() as SavedBuildDoc) })), count };
}

describe('the limit of saved builds an account keeps', () => {
  it(`a burst of 30 concurrent saves from one account keeps at most ${max} builds, and the count says how many`, async () => {
    const { uid } = makeCaller();
    const result = await burst(30, (i) =>
      createSavedBuild(deps, uid, { name: `Build ${i}`, parts: parts(i) }),
    );
    expect(result.failures).toEqual([]);
    // Each attempt is saved, refused as the account is full, or lost to contention on the
    // account's count (the store's clean 'aborted', which wrote nothing).
    for (const refusal of result.refusals) {
      expect(['failed-precondition', 'aborted']).toContain(refusal.code);
      if (refusal.code === 'failed-precondition') expect(refusal.message).toBe(ms.full(max));
    }
    expect(result.values.length).toBeLessThanOrEqual(max);
    expect(result.values.length).toBeGreaterThan(0);
    const after = await stored(deps, uid);
    expect(after.builds).toHaveLength(result.values.length);
    expect(after.count).toBe(result.values.length);
    expect(after.builds.map((b) => b.id).sort()).toEqual(result.values.map((v) => v._id).sort());
  });

  it(`the ${max + 1}st save is refused with the reason, writing nothing; a delete makes room`, async () => {
    const { uid } = makeCaller();
    for (let i = 0; i < max; i += 1) {
      await createSavedBuild(deps, uid, { name: `Build ${i}`, parts: parts(i) });
    }
    const refused = createSavedBuild(deps, uid, { name: 'One too many', parts: parts(99) });
    await expect(refused).rejects.toMatchObject({
      code: 'failed-precondition',
      message: ms.full(max),
    });
    const full = await stored(deps, uid);
    expect(full.builds).toHaveLength(max);
    expect(full.count).toBe(max);
    expect(full.builds.map((b) => b.name)).not.toContain('One too many');

    await deleteSavedBuild(deps, uid, full.builds[0]!.id);
    expect((await stored(deps, uid)).count).toBe(max - 1);
    await createSavedBuild(deps, uid, { name: 'Room again', parts: parts(100) });
    const again = await stored(deps, uid);
    expect(again.count).toBe(max);
    expect(again.builds.map((b) => b.name)).toContain('Room again');
  });

  it("a refused save does not use up the account's rate limit", async () => {
    const { uid } = makeCaller();
    const gate = () =>
      new RateLimitGate(deps.db, deps.config.rateLimits.savedBuilds, uid, deps.now);
    for (let i = 0; i < max; i += 1) {
      await createSavedBuild(deps, uid, { name: `Build ${i}`, parts: parts(i) }, gate());
    }
    await expect(
      createSavedBuild(deps, uid, { name: 'Refused', parts: parts(99) }, gate()),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
    const record = await deps.db.collection(collections.rateLimits).doc(`savedBuilds:${uid}`).get();
    expect(record.get('accepted')).toHaveLength(max);
  });
});

describe("another account's saved build", () => {
  it('cannot be renamed, replaced or deleted by its id: not found, and it is unchanged', async () => {
    const owner = makeCaller();
    const other = makeCaller();
    const build = await createSavedBuild(deps, owner.uid, { name: 'Mine', parts: parts(1) });
    const before = await stored(deps, owner.uid);

    await expect(
      updateSavedBuild(deps, other.uid, build._id, { name: 'Stolen' }),
    ).rejects.toMatchObject({ code: 'not-found', message: ms.notFound });
    await expect(
      updateSavedBuild(deps, other.uid, build._id, { parts: { cpu: 'x' } }),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(deleteSavedBuild(deps, other.uid, build._id)).rejects.toMatchObject({
      code: 'not-found',
    });

    expect(await stored(deps, owner.uid)).toEqual(before);
    expect(await listSavedBuilds(deps, other.uid)).toEqual([]);
    // Nothing was counted against the other account either.
    expect((await stored(deps, other.uid)).count).toBeUndefined();
  });
});

describe('renaming and replacing', () => {
  it('renames, replaces the parts whole (an emptied slot goes), and stamps the change', async () => {
    const { uid } = makeCaller();
    deps.setNow(Date.UTC(2026, 10, 1, 12));
    const build = await createSavedBuild(deps, uid, {
      name: 'First',
      parts: { cpu: 'a', gpu: 'b', storage: ['c', 'd'] },
    });
    deps.setNow(Date.UTC(2026, 10, 2, 12));
    const renamed = await updateSavedBuild(deps, uid, build._id, { name: 'Second' });
    expect(renamed).toEqual({ ...build, name: 'Second', updatedAt: Date.UTC(2026, 10, 2, 12) });
    const replaced = await updateSavedBuild(deps, uid, build._id, {
      parts: { cpu: 'a', storage: ['d'] },
    });
    expect(replaced.parts).toEqual({ cpu: 'a', storage: ['d'] });
    const [doc] = (await stored(deps, uid)).builds;
    expect(doc).toMatchObject({ uid, name: 'Second', parts: { cpu: 'a', storage: ['d'] } });
    expect(doc).not.toHaveProperty('parts.gpu');
    expect(doc!.createdAt).toBe(Date.UTC(2026, 10, 1, 12));
  });

  it('a change of nothing is refused', async () => {
    const { uid } = makeCaller();
    const build = await createSavedBuild(deps, uid, { name: 'A', parts: parts(1) });
    await expect(updateSavedBuild(deps, uid, build._id, {})).rejects.toMatchObject({
      code: 'invalid-argument',
      message: ms.nothingToChange,
    });
  });

  it('lists newest first, without the owner', async () => {
    const { uid } = makeCaller();
    for (let i = 0; i < 3; i += 1) {
      deps.setNow(Date.UTC(2026, 10, 3, i));
      await createSavedBuild(deps, uid, { name: `N${i}`, parts: parts(i) });
    }
    const list = await listSavedBuilds(deps, uid);
    expect(list.map((b) => b.name)).toEqual(['N2', 'N1', 'N0']);
    for (const build of list) expect(build).not.toHaveProperty('uid');
  });
});

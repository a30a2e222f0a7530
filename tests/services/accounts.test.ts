import { collections } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import {
  getProfile,
  isAdminEmail,
  uidForEmail,
  updateProfile,
} from '../../functions/src/services/accounts/accounts';
import { listUsersPage } from '../../functions/src/services/accounts/user-lists';
import { burst, makeCaller, serviceHarness } from './support';

// Accounts and profiles: who reaches whose data by email, and profile updates that merge.

const deps = serviceHarness('accounts');

describe('reaching an account by email', () => {
  it('a caller reaches their own uid without a lookup; another customer is refused with 403', async () => {
    const me = makeCaller();
    expect(await uidForEmail(deps, me, false, me.email)).toBe(me.uid);
    await expect(uidForEmail(deps, me, false, 'someone@example.com')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it("an admin reaches anyone's uid; an unknown email is no account rather than an error", async () => {
    const user = await deps.auth.createUser({ email: 'known@example.com', password: 'secret1' });
    const boss = makeCaller();
    expect(await uidForEmail(deps, boss, true, 'known@example.com')).toBe(user.uid);
    expect(await uidForEmail(deps, boss, true, 'unknown@example.com')).toBeUndefined();
    expect(await isAdminEmail(deps, 'known@example.com')).toBe(false);
    await expect(isAdminEmail(deps, 'unknown@example.com')).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});

describe('profiles', () => {
  it('an account without a profile reads an empty one with its email', async () => {
    expect(await getProfile(deps, undefined, 'new@example.com')).toMatchObject({
      email: 'new@example.com',
      name: '',
      cuntry: '',
    });
  });

  it('an update merges: empty fields keep their value, the email is always the account’s', async () => {
    const me = makeCaller();
    expect(
      await updateProfile(deps, me.uid, me.email, { name: 'Rahim', cuntry: 'Bangladesh' }),
    ).toEqual({ existed: false, modified: true });
    expect(
      await updateProfile(deps, me.uid, me.email, { name: '', email: 'x@evil.test', number: 17 }),
    ).toEqual({ existed: true, modified: true });
    expect(await getProfile(deps, me.uid, me.email)).toMatchObject({
      email: me.email,
      name: 'Rahim',
      cuntry: 'Bangladesh',
      number: '17',
    });
    expect(await updateProfile(deps, me.uid, me.email, { name: 'Rahim' })).toEqual({
      existed: true,
      modified: false,
    });
  });

  it('concurrent updates of different fields both land', async () => {
    const me = makeCaller();
    const result = await burst(2, (i) =>
      updateProfile(deps, me.uid, me.email, i === 0 ? { education: 'BUET' } : { cuntry: 'BD' }),
    );
    expect(result.failures).toEqual([]);
    expect(result.values).toHaveLength(2);
    expect(await getProfile(deps, me.uid, me.email)).toMatchObject({
      education: 'BUET',
      cuntry: 'BD',
    });
  });
});

describe('users', () => {
  it('lists users by email with the admin role shown only for admins', async () => {
    await deps.db.doc(`${collections.users}/b`).set({ email: 'b@example.com', displayName: 'B' });
    await deps.db
      .doc(`${collections.users}/a`)
      .set({ email: 'a@example.com', displayName: 'A', roll: 'admin' });
    const page = await listUsersPage(deps.db, undefined, { limit: 25 });
    expect(page.items).toEqual([
      { _id: 'a', email: 'a@example.com', displayName: 'A', roll: 'admin' },
      { _id: 'b', email: 'b@example.com', displayName: 'B' },
    ]);
    expect(page.total).toBe(2);
  });
});

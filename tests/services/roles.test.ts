import { accountsCopy, collections } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { isAdminNow, setAdminRole } from '../../functions/src/services/accounts/roles';
import { burst, serviceHarness } from './support';

// The admin role: the claim and users.roll kept in step, and never zero admins, even when two
// admins revoke each other at the same moment. This project holds only this file's accounts, so
// the number of admins is known exactly.

const deps = serviceHarness('roles');
let made = 0;

async function makeAdmins(count: number): Promise<string[]> {
  const emails: string[] = [];
  // Every earlier admin of this file steps down first, so each test starts from `count` admins.
  const current = await deps.db.collection(collections.users).where('roll', '==', 'admin').get();
  for (let i = 0; i < count; i++) {
    made += 1;
    const email = `admin-${made}@example.com`;
    await deps.auth.createUser({ email, password: 'secret-password', emailVerified: true });
    await setAdminRole(deps, email, true);
    emails.push(email);
  }
  for (const doc of current.docs) await setAdminRole(deps, doc.get('email') as string, false);
  return emails;
}

describe('the last admin', () => {
  it('is never revoked; the one before it is', async () => {
    const [first, second] = await makeAdmins(2);
    await expect(setAdminRole(deps, first!, false)).resolves.toMatchObject({ changed: true });
    await expect(setAdminRole(deps, second!, false)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: accountsCopy.roles.lastAdmin,
    });
    const last = await deps.auth.getUserByEmail(second!);
    expect(await isAdminNow(deps.auth, last.uid)).toBe(true);
  });

  it('two admins revoking each other at once leave exactly one admin', async () => {
    const [a, b] = await makeAdmins(2);
    const result = await burst(2, (i) => setAdminRole(deps, i === 0 ? a! : b!, false));
    expect(result.failures).toEqual([]);
    expect(result.values).toHaveLength(1);
    expect(result.refusals.map((r) => r.code)).toEqual([
      expect.stringMatching(/^(failed-precondition|aborted)$/),
    ]);
    const admins = await deps.db.collection(collections.users).where('roll', '==', 'admin').get();
    expect(admins.size).toBe(1);
  });

  it('granting keeps claim and users.roll together, and granting twice changes nothing more', async () => {
    made += 1;
    const email = `customer-${made}@example.com`;
    const user = await deps.auth.createUser({
      email,
      password: 'secret-password',
      emailVerified: true,
    });
    await expect(setAdminRole(deps, email, true)).resolves.toMatchObject({ changed: true });
    await expect(setAdminRole(deps, email, true)).resolves.toMatchObject({ changed: false });
    expect(await isAdminNow(deps.auth, user.uid)).toBe(true);
    expect((await deps.db.doc(`${collections.users}/${user.uid}`).get()).get('roll')).toBe('admin');
  });

  it('an unknown email is refused with 404, and nothing is written', async () => {
    await expect(setAdminRole(deps, 'nobody@example.com', true)).rejects.toMatchObject({
      code: 'not-found',
    });
    const written = await deps.db
      .collection(collections.users)
      .where('email', '==', 'nobody@example.com')
      .get();
    expect(written.empty).toBe(true);
  });

  it('a disabled account does not count as another admin: revoking the only enabled one is refused', async () => {
    const [kept, disabled] = await makeAdmins(2);
    const other = await deps.auth.getUserByEmail(disabled!);
    // Its claim and users.roll are still there; a disabled account cannot sign in to use them.
    await deps.auth.updateUser(other.uid, { disabled: true });
    await expect(setAdminRole(deps, kept!, false)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: accountsCopy.roles.lastAdmin,
    });
    const last = await deps.auth.getUserByEmail(kept!);
    expect(await isAdminNow(deps.auth, last.uid)).toBe(true);
    expect((await deps.db.doc(`${collections.users}/${last.uid}`).get()).get('roll')).toBe('admin');
  });

  it("a users doc saying roll: 'admin' without the claim does not count as another admin", async () => {
    const [only] = await makeAdmins(1);
    made += 1;
    const pretender = await deps.auth.createUser({
      email: `pretender-${made}@example.com`,
      password: 'secret-password',
      emailVerified: true,
    });
    await deps.db
      .doc(`${collections.users}/${pretender.uid}`)
      .set({ email: pretender.email, roll: 'admin', createdAt: deps.now() });
    await expect(setAdminRole(deps, only!, false)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: accountsCopy.roles.lastAdmin,
    });
    expect(await isAdminNow(deps.auth, (await deps.auth.getUserByEmail(only!)).uid)).toBe(true);
  });
});

describe('granting by email', () => {
  it("is refused for an account whose email is not verified (a stranger's sign-up with a colleague's address)", async () => {
    made += 1;
    const email = `unverified-${made}@example.com`;
    const user = await deps.auth.createUser({ email, password: 'secret-password' });
    await expect(setAdminRole(deps, email, true)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: accountsCopy.roles.emailNotVerified(email),
    });
    expect(await isAdminNow(deps.auth, user.uid)).toBe(false);
    expect((await deps.db.doc(`${collections.users}/${user.uid}`).get()).exists).toBe(false);
  });

  it('revoking an unverified account is not refused for being unverified', async () => {
    made += 1;
    const email = `unverified-customer-${made}@example.com`;
    await deps.auth.createUser({ email, password: 'secret-password' });
    await expect(setAdminRole(deps, email, false)).resolves.toMatchObject({ changed: false });
  });
});

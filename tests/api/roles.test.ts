import { collections } from '@cps/domain';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/emulators';
import { admin, call, createAccount, FUNCTIONS, type Account } from './support';

const run = promisify(execFile);

async function callable(name: string, token: string | undefined, data: unknown) {
  const response = await fetch(`${FUNCTIONS}/demo-computer-parts/us-central1/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { result?: unknown; error?: { status: string } },
  };
}

async function roleOf(uid: string) {
  const [user, doc] = await Promise.all([
    admin.auth.getUser(uid),
    admin.db.doc(`${collections.users}/${uid}`).get(),
  ]);
  return { claim: user.customClaims?.admin === true, roll: doc.get('roll') as string | undefined };
}

let boss: Account;
let customer: Account;

beforeAll(async () => {
  [boss, customer] = await Promise.all([
    createAccount('roles-boss', { admin: true }),
    createAccount('roles-customer'),
  ]);
});

describe('granting and revoking through the REST paths', () => {
  it('an admin makes a customer admin: claim and users.roll set together', async () => {
    const answer = await call('PUT', `/user/makeAdmin/${customer.email}`, { token: boss.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 1,
      upsertedCount: 0,
    });
    expect(await roleOf(customer.uid)).toEqual({ claim: true, roll: 'admin' });
  });

  it('a new admin reaches admin paths with the token they already had (no new sign-in)', async () => {
    const users = await call('GET', '/users', { token: customer.idToken });
    expect(users.status).toBe(200);
    expect(
      await call('GET', `/admin/${customer.email}`, { token: customer.idToken }),
    ).toMatchObject({
      status: 200,
      body: { admin: true },
    });
  });

  it("a revoked admin's next admin request is refused, with the same token", async () => {
    const answer = await call('PUT', `/user/deleteAdmin/${customer.email}`, {
      token: boss.idToken,
    });
    expect(answer.status).toBe(200);
    expect(await roleOf(customer.uid)).toEqual({ claim: false, roll: undefined });
    expect((await call('GET', '/users', { token: customer.idToken })).status).toBe(403);
    expect(
      (await call('PUT', `/user/makeAdmin/${customer.email}`, { token: customer.idToken })).status,
    ).toBe(403);
  });

  it('granting twice changes nothing the second time', async () => {
    await call('PUT', `/user/makeAdmin/${customer.email}`, { token: boss.idToken });
    const again = await call('PUT', `/user/makeAdmin/${customer.email}`, { token: boss.idToken });
    expect(again.body).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    await call('PUT', `/user/deleteAdmin/${customer.email}`, { token: boss.idToken });
  });

  it('an unknown email answers 404 and a malformed one 400', async () => {
    const unknown = await call('PUT', '/user/makeAdmin/nobody-here@example.com', {
      token: boss.idToken,
    });
    expect(unknown.status).toBe(404);
    const malformed = await call('PUT', '/user/makeAdmin/not-an-email', { token: boss.idToken });
    expect(malformed.status).toBe(400);
  });
});

describe('the callables', () => {
  it('grant and revoke for an admin', async () => {
    const granted = await callable('grantAdminRole', boss.idToken, { email: customer.email });
    expect(granted.status).toBe(200);
    expect(granted.body.result).toMatchObject({ acknowledged: true, admin: true, changed: true });
    expect((await roleOf(customer.uid)).claim).toBe(true);
    const revoked = await callable('revokeAdminRole', boss.idToken, { email: customer.email });
    expect(revoked.body.result).toMatchObject({ admin: false, changed: true });
    expect(await roleOf(customer.uid)).toEqual({ claim: false, roll: undefined });
  });

  it('answer permission-denied to a customer and unauthenticated to nobody', async () => {
    const denied = await callable('grantAdminRole', customer.idToken, { email: customer.email });
    expect(denied.status).toBe(403);
    expect(denied.body.error?.status).toBe('PERMISSION_DENIED');
    expect((await roleOf(customer.uid)).claim).toBe(false);
    const anonymous = await callable('revokeAdminRole', undefined, { email: boss.email });
    expect(anonymous.body.error?.status).toBe('UNAUTHENTICATED');
    expect((await roleOf(boss.uid)).claim).toBe(true);
  });

  it('answer invalid-argument to a bad email', async () => {
    const bad = await callable('grantAdminRole', boss.idToken, { email: 42 });
    expect(bad.body.error?.status).toBe('INVALID_ARGUMENT');
  });
});

describe('the first admin', () => {
  const owner = 'owner@example.com'; // ADMIN_EMAILS in functions/.env.demo-computer-parts

  async function freshOwner(emailVerified: boolean) {
    await admin.auth
      .getUserByEmail(owner)
      .then((u) => admin.auth.deleteUser(u.uid))
      .catch(() => undefined);
    const user = await admin.auth.createUser({
      email: owner,
      password: 'owner-pass',
      emailVerified,
    });
    return { uid: user.uid, idToken: await signIn(owner, 'owner-pass') };
  }

  afterAll(async () => {
    const user = await admin.auth.getUserByEmail(owner).catch(() => undefined);
    if (user) {
      await admin.db.doc(`${collections.users}/${user.uid}`).delete();
      await admin.auth.deleteUser(user.uid);
    }
  });

  it('a configured email with a verified address becomes admin at its first PUT /user', async () => {
    const { uid, idToken } = await freshOwner(true);
    const answer = await call('PUT', `/user/${owner}`, { token: idToken, body: { email: owner } });
    expect(answer.status).toBe(200);
    expect(await roleOf(uid)).toEqual({ claim: true, roll: 'admin' });
  });

  it('an unverified address is not made admin, even if configured', async () => {
    const { uid, idToken } = await freshOwner(false);
    await call('PUT', `/user/${owner}`, { token: idToken, body: { email: owner } });
    expect((await roleOf(uid)).claim).toBe(false);
  });

  it('npm run grant-admin makes an account admin on the emulator, and --revoke undoes it', async () => {
    const target = await createAccount('roles-cli');
    const env = { ...process.env, GCLOUD_PROJECT: 'demo-computer-parts' };
    const granted = await run('npx', ['tsx', 'scripts/grant-admin.ts', target.email], { env });
    expect(granted.stdout).toContain(`${target.email} is an admin in demo-computer-parts.`);
    expect(await roleOf(target.uid)).toEqual({ claim: true, roll: 'admin' });
    await run('npx', ['tsx', 'scripts/grant-admin.ts', target.email, '--revoke'], { env });
    expect((await roleOf(target.uid)).claim).toBe(false);
  });
});

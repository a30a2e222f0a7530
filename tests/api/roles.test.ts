import { accountsCopy, collections } from '@cps/domain';
import { deleteApp as deleteClientApp, initializeApp as initializeClientApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth as getClientAuth,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore as getClientFirestore,
  limit,
  query,
  setLogLevel,
  terminate,
  where,
} from 'firebase/firestore';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT, hosts, signIn } from '../support/emulators';
import { admin, call, createAccount, createPart, FUNCTIONS, type Account } from './support';

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

/** The token's auth_time (seconds): a revoke bites tokens signed in before its second. */
function authTimeOf(idToken: string): number {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as {
    auth_time: number;
  };
  return payload.auth_time;
}

/** Waits for the clock to pass the second the token was signed in (revocation is per second). */
async function afterSignInSecond(idToken: string) {
  const authTime = authTimeOf(idToken);
  await expect
    .poll(() => Math.floor(Date.now() / 1000), { timeout: 2000, interval: 50 })
    .toBeGreaterThan(authTime);
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

describe('a revoked admin reading Firestore with the ID token it already had', () => {
  it('after Delete Admin, the same ID token (no refresh) lists no orders, users or profiles; its own order still reads', async () => {
    const target = await createAccount('revoked-reader');
    const { id: partId, doc: part } = await createPart();
    const placed = await call<{ insertedId: string }>('POST', '/orders', {
      token: target.idToken,
      body: {
        partId,
        customerPhone: '01711000000',
        customerAddress: 'Dhaka',
        quanity: part.minimumOrderQuanity,
      },
    });
    expect(placed.status).toBe(201);
    const ownOrder = placed.body.insertedId;
    expect(
      (await call('PUT', `/user/makeAdmin/${target.email}`, { token: boss.idToken })).status,
    ).toBe(200);

    // The web app's client: Firebase Auth and Firestore SDKs against the emulators.
    setLogLevel('error');
    const app = initializeClientApp(
      { projectId: DEMO_PROJECT, apiKey: 'demo-api-key' },
      `revoked-reader-${target.uid}`,
    );
    try {
      const auth = getClientAuth(app);
      connectAuthEmulator(auth, `http://${hosts.auth}`, { disableWarnings: true });
      const db = getClientFirestore(app);
      const [host, port] = hosts.firestore.split(':');
      connectFirestoreEmulator(db, host!, Number(port));
      const { user } = await signInWithEmailAndPassword(auth, target.email, target.password);
      const token = await user.getIdTokenResult();
      expect(token.claims.admin).toBe(true);
      // As admin, the token reads everyone's orders and users.
      const before = await getDocs(query(collection(db, collections.orders), limit(3)));
      expect(before.docs.some((d) => d.get('uid') !== target.uid)).toBe(true);

      expect(
        (await call('PUT', `/user/deleteAdmin/${target.email}`, { token: boss.idToken })).status,
      ).toBe(200);

      const denied = { code: 'permission-denied' };
      await expect(
        getDocs(query(collection(db, collections.orders), limit(3))),
      ).rejects.toMatchObject(denied);
      await expect(
        getDocs(query(collection(db, collections.users), limit(3))),
      ).rejects.toMatchObject(denied);
      await expect(
        getDocs(query(collection(db, collections.profiles), limit(3))),
      ).rejects.toMatchObject(denied);
      await expect(getDoc(doc(db, collections.users, boss.uid))).rejects.toMatchObject(denied);
      const own = await getDocs(
        query(collection(db, collections.orders), where('uid', '==', target.uid)),
      );
      expect(own.docs.map((d) => d.id)).toEqual([ownOrder]);
      expect((await getDoc(doc(db, collections.orders, ownOrder))).exists()).toBe(true);
      // The very token from before the revoke, its admin claim still inside: never refreshed.
      const after = await user.getIdTokenResult();
      expect(after.token).toBe(token.token);
      expect(after.claims.admin).toBe(true);
    } finally {
      await terminate(getClientFirestore(app));
      await deleteClientApp(app);
    }
  });
});

describe('admin only for verified emails', () => {
  it("granting admin to an unverified address (a stranger's sign-up with a colleague's email) is refused: REST 409, callable, grant-admin", async () => {
    const stranger = await createAccount('unverified-stranger', { emailVerified: false });
    const refusal = accountsCopy.roles.emailNotVerified(stranger.email);
    const rest = await call('PUT', `/user/makeAdmin/${stranger.email}`, { token: boss.idToken });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ message: refusal });
    const callableAnswer = await callable('grantAdminRole', boss.idToken, {
      email: stranger.email,
    });
    expect(callableAnswer.body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: refusal,
    });
    const env = { ...process.env, GCLOUD_PROJECT: 'demo-computer-parts' };
    const script = await run('npx', ['tsx', 'scripts/grant-admin.ts', stranger.email], {
      env,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(script.code).toBe(1);
    expect(script.stderr).toContain(refusal);
    expect(await roleOf(stranger.uid)).toEqual({ claim: false, roll: undefined });
  });
});

describe('the callables check the token as the REST paths do', () => {
  it("a revoked admin token (auth.revokeRefreshTokens) cannot grant: unauthenticated, as REST's 401", async () => {
    const [caller, target] = await Promise.all([
      createAccount('revoked-caller', { admin: true }),
      createAccount('revoked-caller-target'),
    ]);
    await afterSignInSecond(caller.idToken);
    await admin.auth.revokeRefreshTokens(caller.uid);
    const rest = await call('PUT', `/user/makeAdmin/${target.email}`, { token: caller.idToken });
    expect(rest.status).toBe(401);
    const granted = await callable('grantAdminRole', caller.idToken, { email: target.email });
    expect(granted.status).toBe(401);
    expect(granted.body.error?.status).toBe('UNAUTHENTICATED');
    expect(await roleOf(target.uid)).toEqual({ claim: false, roll: undefined });
  });

  it("a disabled admin account's token cannot grant or revoke: unauthenticated, as REST's 401", async () => {
    const [caller, target, other] = await Promise.all([
      createAccount('disabled-caller', { admin: true }),
      createAccount('disabled-caller-target'),
      createAccount('disabled-caller-other', { admin: true }),
    ]);
    await admin.auth.updateUser(caller.uid, { disabled: true });
    const rest = await call('PUT', `/user/makeAdmin/${target.email}`, { token: caller.idToken });
    expect(rest.status).toBe(401);
    const granted = await callable('grantAdminRole', caller.idToken, { email: target.email });
    expect(granted.status).toBe(401);
    expect(granted.body.error?.status).toBe('UNAUTHENTICATED');
    const revoked = await callable('revokeAdminRole', caller.idToken, { email: other.email });
    expect(revoked.body.error?.status).toBe('UNAUTHENTICATED');
    expect(await roleOf(target.uid)).toEqual({ claim: false, roll: undefined });
    expect(await roleOf(other.uid)).toEqual({ claim: true, roll: 'admin' });
  });
});

describe('the first admin', () => {
  const owner = 'owner@example.com'; // ADMIN_EMAILS in functions/.env.demo-computer-parts

  // The list's one grant is recorded here (services/accounts/roles.ts grantListedAdminOnce).
  const ownerGrant = () => admin.db.doc(`${collections.adminGrants}/${encodeURIComponent(owner)}`);

  async function freshOwner(emailVerified: boolean) {
    await admin.auth
      .getUserByEmail(owner)
      .then(async (u) => {
        await admin.db.doc(`${collections.users}/${u.uid}`).delete();
        await admin.auth.deleteUser(u.uid);
      })
      .catch(() => undefined);
    await ownerGrant().delete();
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
    await ownerGrant().delete();
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

  it('a configured email revoked with Delete Admin is not made admin again at its next sign-in', async () => {
    const { uid, idToken } = await freshOwner(true);
    const first = await call('PUT', `/user/${owner}`, { token: idToken, body: { email: owner } });
    expect(first.status).toBe(200);
    expect(await roleOf(uid)).toEqual({ claim: true, roll: 'admin' });
    const revoked = await call('PUT', `/user/deleteAdmin/${owner}`, { token: boss.idToken });
    expect(revoked.status).toBe(200);
    const again = await signIn(owner, 'owner-pass');
    const second = await call('PUT', `/user/${owner}`, { token: again, body: { email: owner } });
    expect(second.status).toBe(200);
    expect(await roleOf(uid)).toEqual({ claim: false, roll: undefined });
  });

  it("an unverified sign-in does not use up the list's one grant: the first verified one gets it", async () => {
    const { uid, idToken } = await freshOwner(false);
    await call('PUT', `/user/${owner}`, { token: idToken, body: { email: owner } });
    expect((await roleOf(uid)).claim).toBe(false);
    expect((await ownerGrant().get()).exists).toBe(false);
    await admin.auth.updateUser(uid, { emailVerified: true });
    const verified = await signIn(owner, 'owner-pass');
    await call('PUT', `/user/${owner}`, { token: verified, body: { email: owner } });
    expect(await roleOf(uid)).toEqual({ claim: true, roll: 'admin' });
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

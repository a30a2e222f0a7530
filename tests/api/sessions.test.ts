import { collections } from '@cps/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionMessages, tokenDigest } from '../../functions/src/services/accounts/sessions';
import { DEMO_PROJECT, hosts } from '../support/emulators';
import { admin, call, createAccount, createPart, type Account } from './support';

// The login token that PUT /user/{email} answers (a session cookie, five days)
// must die at Logout, and a new one is minted only right after a sign-in.

const refusal = (message: string) => ({ success: false, message });

async function loginToken(account: Account, idToken = account.idToken): Promise<string> {
  const answer = await call<{ token: string }>('PUT', `/user/${account.email}`, {
    token: idToken,
    body: { email: account.email },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.token;
}

const auth = (path: string) => `http://${hosts.auth}${path}`;

/**
 * An ID token as the Firebase SDK holds it `minutesAgo` minutes after the account signed in: the
 * Auth emulator dates the account's last sign-in (and the start of its tokens' validity) back,
 * then the SDK's refresh grant answers a fresh ID token whose auth_time is that sign-in.
 */
async function idTokenSignedInAgo(account: Account, minutesAgo: number): Promise<string> {
  const signIn = await fetch(
    auth('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key'),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: account.email,
        password: account.password,
        returnSecureToken: true,
      }),
    },
  );
  const { refreshToken } = (await signIn.json()) as { refreshToken: string };
  const at = Date.now() - minutesAgo * 60_000;
  const update = await fetch(
    auth(`/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT}/accounts:update`),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({
        localId: account.uid,
        lastLoginAt: String(at),
        validSince: String(Math.floor(at / 1000) - 1),
      }),
    },
  );
  expect(update.status, await update.text()).toBe(200);
  const refresh = await fetch(auth('/securetoken.googleapis.com/v1/token?key=demo-api-key'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
  const { id_token: idToken } = (await refresh.json()) as { id_token: string };
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as {
    auth_time: number;
    iat: number;
  };
  expect(claims.iat - claims.auth_time).toBeGreaterThanOrEqual(minutesAgo * 60 - 5);
  return idToken;
}

const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The same token spelt another way: base64url's spare bits in the last character of a segment
 * (or a lone character after whole groups) decode to nothing, so the verifier reads the same
 * bytes. In production the RS256 signature segment can be spelt so (the signature covers the
 * header and payload as spelt); the emulator's unsigned tokens have no signature, so the payload is.
 */
function respelt(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const rest = payload.length % 4;
  let variant = `${payload}A`;
  if (rest !== 0) {
    const spare = rest === 2 ? 0b1111 : 0b11;
    const last = base64url.indexOf(payload.at(-1)!);
    variant = payload.slice(0, -1) + base64url[(last & ~spare) | ((last + 1) & spare)];
  }
  expect(Buffer.from(variant, 'base64url')).toEqual(Buffer.from(payload, 'base64url'));
  return [header, variant, signature].join('.');
}

let customer: Account;
let partId: string;
const digests: string[] = [];

beforeAll(async () => {
  [customer, { id: partId }] = await Promise.all([
    createAccount('session-customer'),
    createPart({ minimumOrderQuanity: 1, availableQuanity: 100 }),
  ]);
});

afterAll(async () => {
  await Promise.all(
    digests.map((d) => admin.db.doc(`${collections.revokedSessions}/${d}`).delete()),
  );
});

describe('Logout ends the login token', () => {
  it('a login token still works after Logout → 401 on every path, while another device keeps its own', async () => {
    const token = await loginToken(customer);
    // Another device signed in two minutes earlier (its token differs: a login token minted twice
    // in the same second from the same sign-in is the same token).
    const otherDevice = await loginToken(customer, await idTokenSignedInAgo(customer, 2));
    digests.push(tokenDigest(token), tokenDigest(otherDevice));
    expect((await call('GET', `/orders/${customer.email}`, { token })).status).toBe(200);

    // What the SPA's Logout sends (its answer is checked last: the token must be dead either way).
    const out = await call('POST', '/logout', { token });

    const ended = refusal(sessionMessages.ended);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/orders/${customer.email}`],
      ['GET', `/profile/${customer.email}`],
      ['PUT', `/profile/${customer.email}`, { education: 'Stolen token school' }],
      [
        'POST',
        '/orders',
        { partId, customerPhone: '01711000000', customerAddress: 'Dhaka', quanity: 1 },
      ],
      ['GET', `/admin/${customer.email}`],
      ['PUT', `/user/${customer.email}`, { email: customer.email }],
      ['POST', '/logout'],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await call(method, path, { token, body });
      expect({ call: `${method} ${path}`, status: answer.status, body: answer.body }).toEqual({
        call: `${method} ${path}`,
        status: 401,
        body: ended,
      });
    }
    expect((await call('GET', `/orders/${customer.email}`, { token: otherDevice })).status).toBe(
      200,
    );
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body).toEqual({ success: true });
    const record = await admin.db.doc(`${collections.revokedSessions}/${tokenDigest(token)}`).get();
    expect(record.get('uid')).toBe(customer.uid);
    // Kept until the token would have expired anyway (five days), then Firestore's TTL deletes it.
    const expiresAt = (record.get('expiresAt') as { toMillis(): number }).toMillis();
    expect(expiresAt).toBeGreaterThan(Date.now() + 4.9 * 24 * 3600_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 24 * 3600_000);
  });

  it('a logged-out login token spelt another way (the same bytes in base64url) is still refused', async () => {
    const account = await createAccount('session-respelt');
    const token = await loginToken(account);
    digests.push(tokenDigest(token));
    expect((await call('POST', '/logout', { token })).status).toBe(200);
    const variant = respelt(token);
    expect(variant).not.toBe(token);
    const answer = await call('GET', `/orders/${account.email}`, { token: variant });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(refusal(sessionMessages.ended));
  });

  it('Logout with an ID token ends nothing and answers 200; without a token it is 401', async () => {
    const answer = await call('POST', '/logout', { token: customer.idToken });
    expect(answer.status).toBe(200);
    expect((await call('POST', '/logout')).status).toBe(401);
  });
});

describe('a login token is minted only right after a sign-in', () => {
  it('PUT /user with a stale ID token (signed in 10 minutes ago, refreshed now) → 401', async () => {
    const account = await createAccount('session-stale');
    const stale = await idTokenSignedInAgo(account, 10);
    // The stale ID token itself is valid: the API accepts it as a bearer.
    expect((await call('GET', `/orders/${account.email}`, { token: stale })).status).toBe(200);
    const answer = await call('PUT', `/user/${account.email}`, {
      token: stale,
      body: { email: account.email },
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(refusal(sessionMessages.staleSignIn));
  });

  it('PUT /user with an ID token signed in 4 minutes ago still mints a login token', async () => {
    const account = await createAccount('session-recent');
    const recent = await idTokenSignedInAgo(account, 4);
    expect((await loginToken(account, recent)).length).toBeGreaterThan(0);
  });

  it('a login token cannot mint another one', async () => {
    // An account of its own: a login token minted from the same ID token within the same second
    // as one logged out above would be that very token (same claims, same iat).
    const account = await createAccount('session-remint');
    const token = await loginToken(account);
    const answer = await call('PUT', `/user/${account.email}`, {
      token,
      body: { email: account.email },
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(refusal(sessionMessages.sessionCannotMint));
  });
});

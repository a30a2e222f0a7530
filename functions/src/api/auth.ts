import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Caller } from '../services/shared/caller';
import type { Deps } from '../services/shared/deps';
import { unauthorized } from '../services/shared/errors';
import { isSessionEnded, sessionMessages } from '../services/accounts/sessions';

function toCaller(token: DecodedIdToken, via: Caller['via']): Caller {
  if (!token.email) throw unauthorized('The account has no email address.');
  return {
    uid: token.uid,
    email: token.email.toLowerCase(),
    emailVerified: token.email_verified === true,
    name: typeof token.name === 'string' ? token.name : undefined,
    picture: typeof token.picture === 'string' ? token.picture : undefined,
    via,
    signedInAt: token.auth_time * 1000,
    expiresAt: token.exp * 1000,
  };
}

const bearer = /^Bearer ([A-Za-z0-9._-]{20,4096})$/;

/**
 * Accepts `Authorization: Bearer <token>` holding a Firebase ID token or the login token that
 * PUT /user/{email} answers (a session cookie), both checked for revocation; a login token that
 * Logout ended is refused (services/accounts/sessions.ts: one read, on login-token calls only). Throws 401
 * for a missing, bad, revoked or logged-out token.
 */
export async function authenticate(
  { auth, db }: Pick<Deps, 'auth' | 'db'>,
  header: string | undefined,
): Promise<Caller> {
  if (!header) throw unauthorized();
  const token = bearer.exec(header)?.[1];
  if (!token) throw unauthorized('Malformed authorization header.');
  try {
    return toCaller(await auth.verifyIdToken(token, true), 'idToken');
  } catch {
    // Not an ID token: try it as a login token.
  }
  let session: DecodedIdToken;
  try {
    session = await auth.verifySessionCookie(token, true);
  } catch {
    throw unauthorized('Invalid or expired token.');
  }
  if (await isSessionEnded(db, token)) throw unauthorized(sessionMessages.ended);
  return toCaller(session, 'session');
}

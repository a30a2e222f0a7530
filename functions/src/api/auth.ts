import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { Caller } from '../services/caller';
import { unauthorized } from '../services/errors';

function toCaller(token: DecodedIdToken, via: Caller['via']): Caller {
  if (!token.email) throw unauthorized('The account has no email address.');
  return {
    uid: token.uid,
    email: token.email.toLowerCase(),
    emailVerified: token.email_verified === true,
    name: typeof token.name === 'string' ? token.name : undefined,
    picture: typeof token.picture === 'string' ? token.picture : undefined,
    via,
  };
}

const bearer = /^Bearer ([A-Za-z0-9._-]{20,4096})$/;

/**
 * Accepts `Authorization: Bearer <token>` holding a Firebase ID token or the login token that
 * PUT /user/{email} answers (a session cookie). Throws 401 for a missing or bad token.
 */
export async function authenticate(auth: Auth, header: string | undefined): Promise<Caller> {
  if (!header) throw unauthorized();
  const token = bearer.exec(header)?.[1];
  if (!token) throw unauthorized('Malformed authorization header.');
  try {
    return toCaller(await auth.verifyIdToken(token, true), 'idToken');
  } catch {
    // Not an ID token: try it as a login token.
  }
  try {
    return toCaller(await auth.verifySessionCookie(token, true), 'session');
  } catch {
    throw unauthorized('Invalid or expired token.');
  }
}

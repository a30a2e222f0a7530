import { collections } from '@cps/domain';
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../shared/caller';
import type { Deps } from '../shared/deps';
import { unauthorized } from '../shared/errors';

// Login tokens. PUT /user/{email} mints one, a Firebase session cookie that lives five days, only
// from an ID token whose sign-in is recent; Logout (POST /logout) ends the one token it is called
// with, and `authenticate` refuses an ended token on every path. Only that token ends, not every
// device as `revokeRefreshTokens` would: its SHA-256 stays in `revokedSessions` until the token
// would have expired anyway, one read per request to check (docs/api.md).

/**
 * How recent the sign-in behind an ID token must be for PUT /user/{email} to mint a login token:
 * Firebase's own guidance for session cookies ("sign in again if auth_time is older than 5
 * minutes"). The SPA calls PUT /user right after each sign-in, so a real user is always inside it.
 */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

export const sessionMessages = {
  staleSignIn: 'Sign in again: a login token is only issued right after signing in.',
  ended: 'This login token has been logged out. Sign in again.',
  sessionCannotMint: 'Sign in again to get a new token.',
} as const;

/**
 * The document id for a token: a SHA-256, so that the store never holds a usable token. It hashes
 * what the verifier reads, the decoded header and payload, not the token as spelt: base64url lets
 * one token be spelt several ways (spare bits in a segment's last character decode to nothing),
 * and a respelt RS256 signature still verifies, so a digest of the text would let a logged-out
 * token back in under another spelling. The signature is left out: it is the header and
 * payload's alone, so they name the token.
 */
export function tokenDigest(token: string): string {
  const [header = '', payload = ''] = token.split('.');
  return createHash('sha256')
    .update(Buffer.from(header, 'base64url'))
    .update('.')
    .update(Buffer.from(payload, 'base64url'))
    .digest('hex');
}

/** Refuses to mint a login token unless the caller's ID token comes from a sign-in within 5 min. */
export function assertRecentSignIn(caller: Caller, now: number): void {
  if (caller.via !== 'idToken') throw unauthorized(sessionMessages.sessionCannotMint);
  const signedInAt = caller.signedInAt;
  if (
    signedInAt === undefined ||
    now - signedInAt > RECENT_SIGN_IN_MS ||
    signedInAt > now + 60_000
  ) {
    throw unauthorized(sessionMessages.staleSignIn);
  }
}

/**
 * Logout: ends the login token the caller presented, for good. An ID token has nothing to end
 * here (it lives an hour and the SPA signs out of Firebase, which drops its refresh token).
 * Answers whether a login token was ended.
 */
export async function endSession(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  caller: Caller,
  token: string,
): Promise<boolean> {
  if (caller.via !== 'session') return false;
  const expiresAt = caller.expiresAt ?? now() + 5 * 24 * 60 * 60_000;
  await db
    .collection(collections.revokedSessions)
    .doc(tokenDigest(token))
    .set({
      uid: caller.uid,
      revokedAt: now(),
      // Firestore's TTL policy deletes the record once the token could no longer be used anyway.
      expiresAt: Timestamp.fromMillis(expiresAt),
    });
  return true;
}

/** Whether Logout ended this login token (one document read). */
export async function isSessionEnded(db: Firestore, token: string): Promise<boolean> {
  return (await db.collection(collections.revokedSessions).doc(tokenDigest(token)).get()).exists;
}

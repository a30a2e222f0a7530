import {
  collections,
  mergeProfile,
  profileFields,
  type MailPreferences,
  type ProfileDoc,
  type ProfileUpdate,
} from '@cps/domain';
import { findUserByEmail } from './auth-users';
import type { Caller } from '../shared/caller';
import { forbidden, notFound } from '../shared/errors';
import type { Deps } from '../shared/deps';
import type { RateLimitGate } from '../shared/rate-limit';
import { grantListedAdminOnce, hasAdminClaim } from './roles';
import { runTransaction } from '../shared/transaction';

/**
 * PUT /user/{email}: records the account in `users`, makes a configured owner email admin the
 * first time it signs in with a verified address (never again after that), and answers a login
 * token (a session cookie minted from the caller's ID token).
 */
export async function signInUser(
  { db, auth, config, now }: Deps,
  caller: Caller,
  idToken: string,
): Promise<string> {
  const ref = db.collection(collections.users).doc(caller.uid);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    const displayName = caller.name ?? (snap.get('displayName') as string | undefined) ?? '';
    tx.set(
      ref,
      { email: caller.email, displayName, ...(snap.exists ? {} : { createdAt: now() }) },
      { merge: true },
    );
  });
  // ADMIN_EMAILS grants once, at the first verified sign-in: a later revoke sticks.
  if (config.adminEmails.has(caller.email) && caller.emailVerified) {
    await grantListedAdminOnce({ db, auth }, caller.email);
  }
  return auth.createSessionCookie(idToken, { expiresIn: config.sessionMs });
}

/**
 * The uid behind an email in a path (spec §7 keys orders and profiles by email). A caller reaches
 * their own; an admin reaches anyone's; anyone else is refused.
 */
export async function uidForEmail(
  { auth }: Pick<Deps, 'auth'>,
  caller: Caller,
  isAdmin: boolean,
  email: string,
): Promise<string | undefined> {
  if (email === caller.email) return caller.uid;
  if (!isAdmin) throw forbidden();
  return (await findUserByEmail(auth, email))?.uid;
}

export async function getProfile({ db }: Pick<Deps, 'db'>, uid: string | undefined, email: string) {
  const empty = mergeProfile({ email }, {});
  if (!uid) return empty;
  const snap = await db.collection(collections.profiles).doc(uid).get();
  return snap.exists ? mergeProfile(empty, snap.data() as ProfileDoc) : empty;
}

/**
 * Merges a profile update (an empty field keeps its value); the email is always the account's.
 * The buyer's choice of order updates by email (`orderUpdateMail`) is kept beside it.
 * With a rate-limit gate, an update that changes the profile is counted in the same commit; one
 * that changes nothing writes nothing, and is not counted.
 */
export async function updateProfile(
  { db }: Pick<Deps, 'db'>,
  uid: string,
  email: string,
  update: ProfileUpdate & MailPreferences,
  rateLimit?: RateLimitGate,
): Promise<{ existed: boolean; modified: boolean }> {
  const ref = db.collection(collections.profiles).doc(uid);
  return runTransaction(db, async (tx) => {
    const count = await rateLimit?.admit(tx);
    const snap = await tx.get(ref);
    const previous = snap.exists ? (snap.data() as ProfileDoc & MailPreferences) : undefined;
    const orderUpdateMail = update.orderUpdateMail ?? previous?.orderUpdateMail;
    const next = {
      ...mergeProfile(previous ?? {}, update),
      email,
      ...(orderUpdateMail === undefined ? {} : { orderUpdateMail }),
    };
    const modified =
      !previous ||
      profileFields.some((field) => previous[field] !== next[field]) ||
      previous.orderUpdateMail !== orderUpdateMail;
    if (modified) {
      tx.set(ref, next);
      count?.();
    }
    return { existed: snap.exists, modified };
  });
}

export async function isAdminEmail({ auth }: Pick<Deps, 'auth'>, email: string): Promise<boolean> {
  const user = await findUserByEmail(auth, email);
  if (!user) throw notFound('No such account.');
  return hasAdminClaim(user);
}

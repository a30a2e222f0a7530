import { accountsCopy, collections } from '@cps/domain';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { findUserByEmail } from './auth-users';
import { conflict, notFound } from '../shared/errors';
import { runTransaction } from '../shared/transaction';

// adminGrants, server-only (the rules' last match): one doc per ADMIN_EMAILS address that the list
// has already made admin, keyed by the encoded email. Its presence means the list never grants that
// email again.

/** The last-admin guard reads role docs a page at a time (auth.getUsers takes up to 100 uids). */
const ADMIN_PAGE = 100;
/** Bounded: past this many role docs with no enabled admin among them, the revoke is refused. */
const MAX_ADMIN_PAGES = 20;

export interface RoleChange {
  uid: string;
  email: string;
  /** False when the account already had the asked-for role. */
  changed: boolean;
}

/** The admin claim of an account as Auth holds it: the boolean true (a string "true" is not). */
export function hasAdminClaim(user: Pick<UserRecord, 'customClaims'>): boolean {
  return user.customClaims?.admin === true;
}

/** Whether an account is an admin right now: the custom claim as Auth holds it, not as a token says. */
export async function isAdminNow(auth: Auth, uid: string): Promise<boolean> {
  return hasAdminClaim(await auth.getUser(uid));
}

/**
 * Whether an admin other than `uid` is left: an ENABLED account whose claim (as Auth holds it) is
 * admin. Role docs (users.roll == 'admin') only say where to look: one without the claim, or of a
 * disabled account, does not count. Read in the transaction, so a concurrent revoke of one of
 * these docs makes this transaction run again.
 */
async function anotherEnabledAdmin(
  tx: Transaction,
  { db, auth }: { db: Firestore; auth: Auth },
  uid: string,
): Promise<boolean> {
  let cursor: QueryDocumentSnapshot | undefined;
  for (let page = 0; page < MAX_ADMIN_PAGES; page++) {
    let query = db.collection(collections.users).where('roll', '==', 'admin').limit(ADMIN_PAGE);
    if (cursor) query = query.startAfter(cursor);
    const snap = await tx.get(query);
    const others = snap.docs.filter((doc) => doc.id !== uid).map((doc) => ({ uid: doc.id }));
    if (others.length > 0) {
      const { users } = await auth.getUsers(others);
      if (users.some((user) => !user.disabled && hasAdminClaim(user))) return true;
    }
    if (snap.size < ADMIN_PAGE) return false;
    cursor = snap.docs[snap.docs.length - 1];
  }
  return false;
}

/**
 * Grants or revokes the admin role: the custom claim `admin: true` and `users/{uid}.roll`, kept in
 * step. Rules need both (firestore.rules isAdmin), the API checks the claim live. The roll is
 * written first and the claim after, so a revoke stops Firestore reads at once, while a grant
 * counts only once both are there. The REST paths, the callables, `npm run grant-admin` and the
 * ADMIN_EMAILS list all come here. Only an account whose email is verified is made admin: anyone
 * can sign up unverified with a colleague's address. The last enabled admin is never revoked: the
 * count and the change run in one transaction, so two admins revoking each other cannot both
 * succeed.
 */
export async function setAdminRole(
  deps: { db: Firestore; auth: Auth },
  email: string,
  admin: boolean,
): Promise<RoleChange> {
  return changeRole(deps, email, admin);
}

/**
 * ADMIN_EMAILS: a listed email becomes admin at its first verified sign-in, once. The marker
 * adminGrants/{email} is written in the grant's own transaction; once it exists the list grants
 * that email nothing again, so a later Delete Admin sticks. The caller checks that the email is
 * listed and its token verified; the account's verified flag is checked here again.
 */
export async function grantListedAdminOnce(
  deps: { db: Firestore; auth: Auth },
  email: string,
): Promise<RoleChange> {
  const marker = deps.db
    .collection(collections.adminGrants)
    .doc(encodeURIComponent(email.toLowerCase()));
  return changeRole(deps, email, true, marker);
}

async function changeRole(
  { db, auth }: { db: Firestore; auth: Auth },
  email: string,
  admin: boolean,
  once?: DocumentReference,
): Promise<RoleChange> {
  const user = await findUserByEmail(auth, email);
  if (!user) throw notFound(`No account uses ${email}.`);
  const address = (user.email ?? email).toLowerCase();
  if (admin && !user.emailVerified) throw conflict(accountsCopy.roles.emailNotVerified(address));
  const wasAdmin = hasAdminClaim(user);
  const userRef = db.collection(collections.users).doc(user.uid);

  const applied = await runTransaction(db, async (tx) => {
    const doc = await tx.get(userRef);
    if (once && (await tx.get(once)).exists) return false;
    if (!admin && (wasAdmin || doc.get('roll') === 'admin')) {
      if (!(await anotherEnabledAdmin(tx, { db, auth }, user.uid))) {
        throw conflict(accountsCopy.roles.lastAdmin);
      }
    }
    tx.set(
      userRef,
      {
        email: address,
        roll: admin ? 'admin' : FieldValue.delete(),
        ...(doc.exists ? {} : { displayName: user.displayName ?? '', createdAt: Date.now() }),
      },
      { merge: true },
    );
    if (once) tx.create(once, { uid: user.uid, email: address, grantedAt: Date.now() });
    return true;
  });
  if (!applied) return { uid: user.uid, email: address, changed: false };

  const claims = { ...(user.customClaims ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, claims);
  // Signed-in clients watch this stamp and refresh their ID token, so the new role shows at once.
  await userRef.update({ claimsUpdatedAt: Date.now() });
  return { uid: user.uid, email: address, changed: wasAdmin !== admin };
}

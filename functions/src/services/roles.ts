import { collections } from '@cps/domain';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { findUserByEmail } from './auth-users';
import { conflict, notFound } from './errors';

export interface RoleChange {
  uid: string;
  email: string;
  /** False when the account already had the asked-for role. */
  changed: boolean;
}

/** Whether an account is an admin right now: the custom claim as Auth holds it, not as a token says. */
export async function isAdminNow(auth: Auth, uid: string): Promise<boolean> {
  const user = await auth.getUser(uid);
  return user.customClaims?.admin === true;
}

/**
 * Grants or revokes the admin role: the custom claim `admin: true` (what rules and the API check)
 * and `users/{uid}.roll` (what the Make Admin screen lists), kept in step. The REST paths, the
 * callables and `npm run grant-admin` all come here. The last admin is never revoked: the count
 * and the change run in one transaction, so two admins revoking each other cannot both succeed.
 */
export async function setAdminRole(
  { db, auth }: { db: Firestore; auth: Auth },
  email: string,
  admin: boolean,
): Promise<RoleChange> {
  const user = await findUserByEmail(auth, email);
  if (!user) throw notFound(`No account uses ${email}.`);
  const wasAdmin = user.customClaims?.admin === true;
  const userRef = db.collection(collections.users).doc(user.uid);

  await db.runTransaction(async (tx) => {
    const doc = await tx.get(userRef);
    if (!admin) {
      // Two admins are enough to know whether one other than this user is left.
      const admins = await tx.get(
        db.collection(collections.users).where('roll', '==', 'admin').limit(2),
      );
      const others = admins.docs.filter((d) => d.id !== user.uid).length;
      if ((wasAdmin || doc.get('roll') === 'admin') && others === 0) {
        throw conflict('The last admin cannot be removed.');
      }
    }
    tx.set(
      userRef,
      {
        email: (user.email ?? email).toLowerCase(),
        roll: admin ? 'admin' : FieldValue.delete(),
        ...(doc.exists ? {} : { displayName: user.displayName ?? '', createdAt: Date.now() }),
      },
      { merge: true },
    );
  });

  const claims = { ...(user.customClaims ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, claims);
  // Signed-in clients watch this stamp and refresh their ID token, so the new role shows at once.
  await userRef.update({ claimsUpdatedAt: Date.now() });
  return { uid: user.uid, email: (user.email ?? email).toLowerCase(), changed: wasAdmin !== admin };
}

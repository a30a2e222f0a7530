import { collections } from '@cps/domain';
import { onAuthStateChanged } from 'firebase/auth';
import { auth } from '@/infra/firebase';
import type { Role } from '@/lib/auth/role-state';

/**
 * Reports who is signed in and whether they are an admin, from the ID token's custom claim. The
 * server stamps `users/{uid}.claimsUpdatedAt` whenever it changes a role; watching that stamp and
 * refreshing the token shows a granted or revoked role at once, without signing in again.
 * Returns the function that stops watching.
 */
export function watchRole(report: (role: Role) => void): () => void {
  let stopWatching: (() => void) | undefined;
  const stopAuth = onAuthStateChanged(auth, (user) => {
    stopWatching?.();
    stopWatching = undefined;
    if (!user) {
      report({ status: 'signedOut', user: null, isAdmin: false });
      return;
    }
    let current = true;
    const read = async (force: boolean) => {
      try {
        const token = await user.getIdTokenResult(force);
        if (current) report({ status: 'signedIn', user, isAdmin: token.claims.admin === true });
        return Date.parse(token.issuedAtTime);
      } catch {
        // Offline or the session ended: signed in, without admin rights until a token arrives.
        if (current) report({ status: 'signedIn', user, isAdmin: false });
        return 0;
      }
    };
    const issued = read(false);
    let seen: number | undefined;
    let unsubscribe: (() => void) | undefined;
    // Firestore loads only now that someone is signed in: a visitor's page never needs it.
    void watchClaimsStamp(user.uid, async (stamp) => {
      if (stamp === seen) return;
      seen = stamp;
      // The token predates the last role change: fetch one that carries the new claim.
      if (stamp > (await issued) - 1000) await read(true);
    }).then((stop) => {
      if (current) unsubscribe = stop;
      else stop();
    });
    stopWatching = () => {
      current = false;
      unsubscribe?.();
    };
  });
  return () => {
    stopAuth();
    stopWatching?.();
  };
}

/** Calls `onStamp` with `users/{uid}.claimsUpdatedAt` whenever the server stamps a role change. */
async function watchClaimsStamp(uid: string, onStamp: (stamp: number) => void) {
  const [{ doc }, { firestore }, { watchDoc }] = await Promise.all([
    import('firebase/firestore'),
    import('@/infra/firestore'),
    import('@/infra/firestore-live'),
  ]);
  return watchDoc(
    doc(firestore, collections.users, uid),
    (user) => {
      const stamp = user?.claimsUpdatedAt as number | undefined;
      if (stamp !== undefined) onStamp(stamp);
    },
    () => undefined, // signed out meanwhile: the next auth event takes over
  );
}

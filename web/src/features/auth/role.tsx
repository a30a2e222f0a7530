import { collections } from '@cps/domain';
import { onAuthStateChanged, type User } from 'firebase/auth';
import { doc, onSnapshot } from 'firebase/firestore';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useAuth, useFirestore } from 'reactfire';

export type Role =
  | { status: 'loading'; user: null; isAdmin: false }
  | { status: 'signedOut'; user: null; isAdmin: false }
  | { status: 'signedIn'; user: User; isAdmin: boolean };

const loading: Role = { status: 'loading', user: null, isAdmin: false };
const RoleContext = createContext<Role>(loading);

/**
 * Who is signed in and whether they are an admin, from the ID token's custom claim. The server
 * stamps `users/{uid}.claimsUpdatedAt` whenever it changes a role; watching that stamp and
 * refreshing the token shows a granted or revoked role at once, without signing in again.
 */
export function RoleProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const firestore = useFirestore();
  const [role, setRole] = useState<Role>(loading);

  useEffect(() => {
    let stopWatching: (() => void) | undefined;
    const stopAuth = onAuthStateChanged(auth, (user) => {
      stopWatching?.();
      stopWatching = undefined;
      if (!user) {
        setRole({ status: 'signedOut', user: null, isAdmin: false });
        return;
      }
      let current = true;
      const read = async (force: boolean) => {
        try {
          const token = await user.getIdTokenResult(force);
          if (current) setRole({ status: 'signedIn', user, isAdmin: token.claims.admin === true });
          return Date.parse(token.issuedAtTime);
        } catch {
          // Offline or the session ended: signed in, without admin rights until a token arrives.
          if (current) setRole({ status: 'signedIn', user, isAdmin: false });
          return 0;
        }
      };
      const issued = read(false);
      let seen: number | undefined;
      const unsubscribe = onSnapshot(
        doc(firestore, collections.users, user.uid),
        async (snap) => {
          const stamp = snap.get('claimsUpdatedAt') as number | undefined;
          if (stamp === undefined || stamp === seen) return;
          seen = stamp;
          // The token predates the last role change: fetch one that carries the new claim.
          if (stamp > (await issued) - 1000) await read(true);
        },
        () => undefined, // signed out meanwhile: the next auth event takes over
      );
      stopWatching = () => {
        current = false;
        unsubscribe();
      };
    });
    return () => {
      stopAuth();
      stopWatching?.();
    };
  }, [auth, firestore]);

  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

export function useRole(): Role {
  return useContext(RoleContext);
}

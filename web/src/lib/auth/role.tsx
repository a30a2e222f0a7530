import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { afterPageLoad } from '@/lib/after-load';
import type { Role } from './role-state';

const loading: Role = { status: 'loading', user: null, isAdmin: false };
const signedOut: Role = { status: 'signedOut', user: null, isAdmin: false };
const RoleContext = createContext<Role>(loading);

/**
 * Who is signed in and whether they are an admin (see infra/watch-role.ts). The Firebase SDK behind it
 * loads once the page has loaded, so the first screen never waits for it; until then the role is
 * "loading" and the navbar shows a spinner in place of Login/Logout.
 */
export function RoleProvider({ children }: { children: ReactNode }) {
  const [role, setRole] = useState<Role>(loading);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let mounted = true;
    afterPageLoad()
      .then(() => import('@/infra/watch-role'))
      .then(({ watchRole }) => {
        if (mounted) stop = watchRole(setRole);
      })
      // The SDK could not be fetched (offline on first visit): offer Login rather than spin.
      .catch(() => mounted && setRole(signedOut));
    return () => {
      mounted = false;
      stop?.();
    };
  }, []);

  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

export function useRole(): Role {
  return useContext(RoleContext);
}

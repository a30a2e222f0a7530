import type { User } from 'firebase/auth';

/**
 * Who is signed in and whether they are an admin. Its own module so that the provider
 * (role.tsx) and the watcher it loads on demand (infra/watch-role.ts) do not import each other.
 */
export type Role =
  | { status: 'loading'; user: null; isAdmin: false }
  | { status: 'signedOut'; user: null; isAdmin: false }
  | { status: 'signedIn'; user: User; isAdmin: boolean };

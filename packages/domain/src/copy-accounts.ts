// The store's own words of the accounts: finding users on Make Admin, and the refusals of a role
// change. A module apart from copy.ts so that Home, which loads copy.ts, does not load these
// (docs/performance.md, Home's initial JS); the same rules as copy.ts hold for it.

export const accountsCopy = {
  // Finding users on Make Admin.
  users: {
    searchLabel: 'Search users',
    searchPlaceholder: 'Email starts with…',
    noMatch: 'No users match.',
  },
  // Role refusals.
  roles: {
    lastAdmin: 'The last admin cannot be removed.',
    emailNotVerified: (email: string) =>
      `${email} has not verified this email address, so it cannot be made admin. Ask them to verify it (or to sign in with Google), then try again.`,
  },
} as const;

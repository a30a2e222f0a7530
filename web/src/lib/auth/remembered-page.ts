/** What RequireAuth leaves at /login for the login that follows (spec §2: the page one came from). */
export interface FromState {
  from?: { pathname: string; search?: string };
}

/**
 * The page a login returns to is remembered only for a visitor who reached it signed out. One
 * who was signed out while on it (Logout, the admin-only refusal of spec §2, a sign-out in another
 * tab) is not sent back: the next login may be someone else's, and an admin page would refuse a
 * customer again at once, a loop. That login lands on / instead.
 */
export function loginState(
  location: { pathname: string; search?: string },
  signedOutHere: boolean,
): FromState | null {
  if (signedOutHere) return null;
  return { from: { pathname: location.pathname, search: location.search ?? '' } };
}

import { endLocalSession, endLoginToken } from '@/infra/api';

/**
 * Logout (spec §4): the server ends the login token first (POST /logout), then
 * the token is forgotten and Firebase signs out. The local sign-out happens whatever the server
 * answered, or if it could not be reached: a failed call never keeps anyone signed in here. The
 * SDK is loaded on demand, never up front.
 */
export async function signOutUser(): Promise<void> {
  try {
    await endLoginToken();
  } catch {
    // Offline, refused or slow: the token still leaves this browser below.
  }
  await endLocalSession();
}

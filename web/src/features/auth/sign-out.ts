import { clearAccessToken } from '@/infra/access-token';

/** Signs out of Firebase and forgets the API token. The SDK is loaded on demand, never up front. */
export async function signOutUser(): Promise<void> {
  clearAccessToken();
  const { logOut } = await import('./auth-actions');
  await logOut();
}

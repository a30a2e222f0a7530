import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, saveAccessToken } from '@/infra/access-token';
import { signOutUser } from './sign-out';

// Firebase's sign-out, as the SDK's auth object offers it.
const logOut = vi.fn(async () => {});
vi.mock('@/infra/firebase', () => ({ auth: { signOut: () => logOut() } }));

describe('Logout', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    saveAccessToken('login-token-of-this-browser');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    logOut.mockClear();
    localStorage.clear();
  });

  it('asks the server to end the login token first, then forgets it and signs out of Firebase', async () => {
    fetchMock.mockImplementation(async () => {
      // The server is called while the token is still here, and before Firebase signs out.
      expect(getAccessToken()).toBe('login-token-of-this-browser');
      expect(logOut).not.toHaveBeenCalled();
      return new Response(JSON.stringify({ success: true }), { status: 200 });
    });
    await signOutUser();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/logout');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ authorization: 'Bearer login-token-of-this-browser' });
    expect(getAccessToken()).toBeNull();
    expect(logOut).toHaveBeenCalledTimes(1);
  });

  it('a server that fails or cannot be reached does not keep the user signed in here', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await signOutUser();
    expect(getAccessToken()).toBeNull();
    expect(logOut).toHaveBeenCalledTimes(1);

    saveAccessToken('another-token');
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    await signOutUser();
    expect(getAccessToken()).toBeNull();
    expect(logOut).toHaveBeenCalledTimes(2);
  });

  it('without a stored login token it only signs out of Firebase', async () => {
    localStorage.clear();
    await signOutUser();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(logOut).toHaveBeenCalledTimes(1);
  });
});

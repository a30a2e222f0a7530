import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, saveAccessToken } from './access-token';
import { api, ApiError } from './api';

// The signed-in Firebase user as the SDK would hold it five days after signing in.
const signOut = vi.fn(async () => {});
vi.mock('./firebase', () => ({
  auth: {
    currentUser: {
      email: 'customer@example.com',
      getIdToken: async () => 'id-token-of-5-days-ago',
    },
    signOut: () => signOut(),
  },
}));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('api() after the login token expired', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    saveAccessToken('expired-login-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    signOut.mockClear();
    localStorage.clear();
  });

  it('re-mints a login token once and retries the call', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { success: false, message: 'Invalid or expired token.' }))
      .mockResolvedValueOnce(json(200, { token: 'new-login-token' }))
      .mockResolvedValueOnce(json(200, []));
    await expect(api('GET', '/orders/customer@example.com')).resolves.toEqual([]);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/user/customer%40example.com');
    expect(getAccessToken()).toBe('new-login-token');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('a re-mint the server refuses (no recent sign-in) ends the session here: signed out, token gone', async () => {
    const stale = 'the sign-in is not recent';
    fetchMock
      .mockResolvedValueOnce(json(401, { success: false, message: 'Invalid or expired token.' }))
      .mockResolvedValueOnce(json(401, { success: false, message: stale }));
    await expect(api('GET', '/orders/customer@example.com')).rejects.toEqual(
      new ApiError(401, stale),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getAccessToken()).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

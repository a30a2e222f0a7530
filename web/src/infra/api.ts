import type { LoginToken } from '@cps/domain';
import { clearAccessToken, getAccessToken, saveAccessToken } from './access-token';

/** The signed-in user, from the Firebase SDK (loaded on demand, so importing this costs nothing). */
async function currentUser() {
  const { auth } = await import('./firebase');
  return auth.currentUser;
}

// The one way the SPA talks to the REST API (spec §7): same origin under /api, with the login
// token from local storage. After a 401 (expired login token) a new one is fetched and the call
// retried once.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The refusal's whole JSON body (a catalogue import's report of its rows). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** JSON, a multipart form, or a file sent as it is with its own type (a CSV). */
type Body = Record<string, unknown> | FormData | Blob;

async function send(method: string, path: string, body: Body | undefined, token: string | null) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body instanceof Blob) {
    headers['content-type'] = body.type;
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return fetch(`/api${path}`, { method, headers, body: payload });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** A call with the stored login token, renewed once after a 401. */
async function request(method: string, path: string, body?: Body): Promise<Response> {
  let response = await send(method, path, body, getAccessToken());
  const email = response.status === 401 ? (await currentUser())?.email : undefined;
  if (email) {
    // The login token expired: get a new one (stored for the next calls) and try once more. The
    // server mints one only right after a sign-in; refused, the session is over here
    // too: signed out, the guards send the user to /login.
    try {
      await registerSignIn(email);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) await endLocalSession();
      throw error;
    }
    response = await send(method, path, body, getAccessToken());
  }
  return response;
}

export async function api<T>(method: string, path: string, body?: Body): Promise<T> {
  const response = await request(method, path, body);
  const data = (await readJson(response)) as T & { message?: string };
  if (!response.ok) {
    throw new ApiError(response.status, data?.message ?? response.statusText, data);
  }
  return data;
}

/** A GET whose answer is a file (the catalogue's CSV export). */
export async function apiFile(path: string): Promise<Blob> {
  const response = await request('GET', path);
  if (!response.ok) {
    const data = (await readJson(response)) as { message?: string } | undefined;
    throw new ApiError(response.status, data?.message ?? response.statusText, data);
  }
  return response.blob();
}

/** PUT /user/{email} after every sign-in (spec §4): the answer's token becomes `accessToken`. */
export async function registerSignIn(email: string): Promise<void> {
  const idToken = await (await currentUser())?.getIdToken();
  if (!idToken) throw new ApiError(401, 'Not signed in.');
  const response = await send('PUT', `/user/${encodeURIComponent(email)}`, { email }, idToken);
  const data = (await readJson(response)) as
    (Partial<LoginToken> & { message?: string }) | undefined;
  if (!response.ok || !data?.token) {
    throw new ApiError(response.status, data?.message ?? 'Sign-in failed.');
  }
  saveAccessToken(data.token);
}

/** How long Logout waits for the server before it signs out here anyway. */
const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * POST /logout with the stored login token: the server refuses that token from then
 * on. Called once, never retried or re-registered; throws when the server did not end it.
 */
export async function endLoginToken(): Promise<void> {
  const token = getAccessToken();
  if (!token) return;
  const response = await fetch('/api/logout', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
  });
  if (!response.ok) throw new ApiError(response.status, 'Logout failed.');
}

/** Forgets the login token and signs out of Firebase here (the SDK is loaded on demand). */
export async function endLocalSession(): Promise<void> {
  clearAccessToken();
  const { auth } = await import('./firebase');
  await auth.signOut();
}

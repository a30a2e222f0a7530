// The API token of spec §4/§7, kept in local storage under `accessToken`.
const KEY = 'accessToken';

export function getAccessToken(): string | null {
  return localStorage.getItem(KEY);
}

export function saveAccessToken(token: string): void {
  localStorage.setItem(KEY, token);
}

export function clearAccessToken(): void {
  localStorage.removeItem(KEY);
}

import type { Part } from '@cps/domain';
import { ApiError } from './api';
import { partsApiUrl } from './parts-api';

// The top bar's suggestions: `GET /api/parts?q=…&limit=8`, public, so no login token and none of
// `api()`'s sign-in retry, and cancellable, since each keystroke replaces the question.

/** How many parts the top bar suggests. */
export const suggestionLimit = 8;

/** How many recent questions keep their answers, and for how long (stock and prices move). */
const cacheSize = 30;
const cacheTtlMs = 60_000;

const recent = new Map<string, { parts: Part[]; at: number }>();

/**
 * The answer to `q` fetched in the last minute, if any: typing back over a question (a deleted
 * letter, a word retyped) shows its parts at once, with no request.
 */
export function cachedSuggestions(q: string): Part[] | undefined {
  const hit = recent.get(q);
  if (!hit) return undefined;
  if (Date.now() - hit.at > cacheTtlMs) {
    recent.delete(q);
    return undefined;
  }
  return hit.parts;
}

function remember(q: string, parts: Part[]): void {
  recent.delete(q);
  recent.set(q, { parts, at: Date.now() });
  // A Map iterates in insertion order: the first key is the least recently answered.
  if (recent.size > cacheSize) recent.delete(recent.keys().next().value!);
}

/** Forgets every remembered answer (the tests start each case from an empty cache). */
export function forgetSuggestions(): void {
  recent.clear();
}

/**
 * Up to `suggestionLimit` parts for `q`, remembered for `cachedSuggestions`. Rejects when the
 * API fails or answers something that is not a list of parts, and when `signal` aborts.
 */
export async function fetchSuggestions(q: string, signal: AbortSignal): Promise<Part[]> {
  const params = new URLSearchParams({ q, limit: String(suggestionLimit) });
  const response = await fetch(partsApiUrl(params), { signal });
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  const answer: unknown = await response.json();
  if (!Array.isArray(answer)) throw new ApiError(response.status, 'Not a list of parts.');
  const parts = (answer as Part[]).slice(0, suggestionLimit);
  remember(q, parts);
  return parts;
}

import type { Part } from '@cps/domain';
import { answerCache } from '@/lib/answer-cache';
import { ApiError } from './api';
import { partsApiUrl } from './parts-api';

// The top bar's suggestions: `GET /api/parts?q=…&limit=8`, public, so no login token and none of
// `api()`'s sign-in retry, and cancellable, since each keystroke replaces the question.

/** How many parts the top bar suggests. */
export const suggestionLimit = 8;

/** The answers to recent questions: typing back over a question (a deleted letter, a word
 * retyped) shows its parts at once, with no request. Stock and prices move: a minute at most. */
export const recentSuggestions = answerCache<Part[]>({ size: 30, ttlMs: 60_000 });

/**
 * Up to `suggestionLimit` parts for `q`. Rejects when the API fails or answers something that is
 * not a list of parts, and when `signal` aborts.
 */
export async function fetchSuggestions(q: string, signal: AbortSignal): Promise<Part[]> {
  const params = new URLSearchParams({ q, limit: String(suggestionLimit) });
  const response = await fetch(partsApiUrl(params), { signal });
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  const answer: unknown = await response.json();
  if (!Array.isArray(answer)) throw new ApiError(response.status, 'Not a list of parts.');
  return (answer as Part[]).slice(0, suggestionLimit);
}

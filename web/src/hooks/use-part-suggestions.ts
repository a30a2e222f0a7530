import type { Part } from '@cps/domain';
import { fetchSuggestions, recentSuggestions } from '@/infra/part-suggestions';
import { useFetch } from '@/infra/use-fetch';
import type { ReadState } from '@/lib/read-state';
import { typingRestMs } from './use-debounced';

/** Letters and digits needed before anything is asked: one letter matches most of a catalogue. */
const minSearchChars = 2;

/**
 * The question typed text asks: trimmed, runs of spaces as one, lowercase (so "RTX  40" and
 * "rtx 40" share one answer); undefined while it has fewer than two letters or digits.
 */
export function suggestionQuery(text: string): string | undefined {
  const q = text.trim().replace(/\s+/g, ' ').toLowerCase();
  return q.replace(/[^\p{L}\p{N}]/gu, '').length >= minSearchChars ? q : undefined;
}

/**
 * Parts suggested for `text`, once typing has rested (`typingRestMs`); `undefined` while there
 * is nothing to ask (too short, or whitespace). While a new question loads, the last answer stays
 * on screen (`stale`) so nothing jumps; a question asked in the last minute is answered from
 * memory at once.
 */
export function usePartSuggestions(text: string): ReadState<Part[]> | undefined {
  const q = suggestionQuery(text);
  const state = useFetch(q, fetchSuggestions, {
    debounceMs: typingRestMs,
    keepPrevious: true,
    cache: recentSuggestions,
  });
  return q === undefined ? undefined : state;
}

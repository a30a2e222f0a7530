import type { Part } from '@cps/domain';
import { useEffect, useState } from 'react';
import { cachedSuggestions, fetchSuggestions } from '@/infra/part-suggestions';

/** How long typing rests before suggestions are asked for: a fast typist sends one question. */
export const suggestDelayMs = 150;

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

export type Suggestions =
  /** Nothing to ask (too short, or whitespace). */
  | { status: 'idle' }
  /** Asking; `parts` is the last answer shown, kept on screen meanwhile so nothing jumps. */
  | { status: 'loading'; parts: Part[] }
  | { status: 'ready'; parts: Part[] }
  | { status: 'failed' };

type Answer = { q: string; parts: Part[] } | { q: string; failed: true };

/**
 * Parts suggested for `text`, once typing has rested for `suggestDelayMs`. A new question aborts
 * the one in flight, and an answer that arrives for a question no longer asked is dropped; a
 * question asked in the last minute is answered from memory at once.
 */
export function usePartSuggestions(text: string): Suggestions {
  const q = suggestionQuery(text);
  const cached = q === undefined ? undefined : cachedSuggestions(q);
  const [answer, setAnswer] = useState<Answer>();

  useEffect(() => {
    if (q === undefined || cached) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(q, controller.signal).then(
        (parts) => {
          if (!controller.signal.aborted) setAnswer({ q, parts });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ q, failed: true });
        },
      );
    }, suggestDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, cached]);

  if (q === undefined) return { status: 'idle' };
  if (cached) return { status: 'ready', parts: cached };
  if (answer?.q === q) {
    return 'parts' in answer ? { status: 'ready', parts: answer.parts } : { status: 'failed' };
  }
  return { status: 'loading', parts: answer && 'parts' in answer ? answer.parts : [] };
}

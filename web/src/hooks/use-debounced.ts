import { useEffect, useState } from 'react';

/** How long typing rests before a search-as-you-type asks: a fast typist sends one question. */
export const typingRestMs = 250;

/**
 * `value` once it has stayed the same for `ms`: until then, the value before. The one debounce
 * of the app (the fetch hook's `debounceMs`, the search boxes).
 */
export function useDebounced<T>(value: T, ms = typingRestMs): T {
  const [rested, setRested] = useState(value);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setRested(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return ms <= 0 ? value : rested;
}

import { useEffect, useState } from 'react';

export interface Settled<T> {
  /** The latest answer: the current promise's once it settles, until then the one before. */
  value?: T;
  /** The current promise failed. */
  error?: unknown;
  /** The current promise has not settled: `value`, if any, is the previous one's. */
  pending: boolean;
}

/**
 * What a promise (say a route loader's) answered. While a new promise is pending the previous
 * answer stays, so a list can keep its cards, dimmed, instead of collapsing to skeletons.
 */
export function useSettled<T>(promise: Promise<T>): Settled<T> {
  const [settled, setSettled] = useState<{ promise?: Promise<T>; value?: T; error?: unknown }>({});
  useEffect(() => {
    let active = true;
    promise.then(
      (value) => active && setSettled({ promise, value }),
      (error: unknown) => active && setSettled((before) => ({ ...before, promise, error })),
    );
    return () => {
      active = false;
    };
  }, [promise]);
  if (settled.promise === promise)
    return { value: settled.value, error: settled.error, pending: false };
  return { value: settled.value, pending: true };
}

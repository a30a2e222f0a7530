import { useEffect, useState } from 'react';

export interface Settled<T> {
  /** The latest answer: the current promise's once it settles, until then the one before. */
  value?: T;
  /** The current promise failed. */
  error?: unknown;
  /** The current promise has not settled: `value`, if any, is the previous one's. */
  pending: boolean;
}

type Outcome = { value?: unknown; error?: unknown };

/** How each promise passed to `settling` ended, once it has. */
const outcomes = new WeakMap<Promise<unknown>, Outcome>();

/**
 * Notes how `promise` ends, from now on, and returns it: a page that first renders after it has
 * ended (on the page a visitor lands on, the answer often comes while the app downloads) then
 * shows the answer in that first render instead of a skeleton that is replaced at once. A
 * failure is the page's to show, so it is never an unhandled rejection.
 */
export function settling<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => void outcomes.set(promise, { value }),
    (error: unknown) => void outcomes.set(promise, { error }),
  );
  return promise;
}

/**
 * What a promise (say a route loader's) answered. While a new promise is pending the previous
 * answer stays, so a list can keep its cards, dimmed, instead of collapsing to skeletons.
 */
export function useSettled<T>(promise: Promise<T>): Settled<T> {
  const [settled, setSettled] = useState<{ promise?: Promise<T>; value?: T; error?: unknown }>({});
  useEffect(() => {
    // Listens even where `settling` knew the outcome at render: it may have come after the
    // render and before this effect, and must still reach the state.
    let active = true;
    promise.then(
      (value) => active && setSettled({ promise, value }),
      (error: unknown) => active && setSettled((before) => ({ ...before, promise, error })),
    );
    return () => {
      active = false;
    };
  }, [promise]);
  const known = settled.promise === promise ? settled : outcomes.get(promise);
  if (known) return { value: known.value as T, error: known.error, pending: false };
  return { value: settled.value, pending: true };
}

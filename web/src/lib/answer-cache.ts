/** How many answers a cache keeps, and for how long (stock and prices move). */
export interface CacheLimits {
  size: number;
  /** Leave out to keep answers until they are pushed out by newer ones. */
  ttlMs?: number;
}

export interface AnswerCache<V> {
  /** The answer kept for `key`, unless it is older than the cache's time to live. */
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
}

/**
 * The one cache of answers in the app: bounded, least recently set first out, each answer for a
 * limited time. The fetch hook's `cache` option, the browse page's counts and the live pager's
 * cursor documents keep their answers here; a reload starts empty.
 */
export function answerCache<V>({ size, ttlMs = Infinity }: CacheLimits): AnswerCache<V> {
  const entries = new Map<string, { value: V; at: number }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (Date.now() - hit.at > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, at: Date.now() });
      // A Map iterates in insertion order: the first key is the least recently set.
      while (entries.size > size) entries.delete(entries.keys().next().value!);
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

import type { Part } from '@cps/domain';
import { useEffect, useMemo, useState } from 'react';
import { afterPageLoad } from '@/lib/after-load';

/**
 * The parts of a page as the database has them now: the cards in view, listened to by id (a
 * document listener per card, so its reads are bounded by the page: infra/live-parts), so that
 * a restock, a sale or a new price shows without a reload. The listeners and the Firebase SDK load
 * once the page has shown; until their first answer each part is as the API gave it, and so is a
 * part the database no longer has, unless `dropGone` (the admin's list, where a deleted part
 * leaves at once rather than when the API's index next refreshes). The cards stay the same
 * elements throughout: nothing is re-mounted (focus and scroll stay) when the SDK arrives.
 */
export function useLiveParts(parts: Part[], { dropGone = false } = {}): Part[] {
  const ids = parts.map((part) => part._id).join('\n');
  const [live, setLive] = useState<{ ids: string; parts: Map<string, Part> }>();
  useEffect(() => {
    if (!ids) return;
    let active = true;
    let stop: (() => void) | undefined;
    afterPageLoad()
      .then(() => Promise.all([import('@/infra/live-parts'), import('@/infra/use-live')]))
      .then(([{ livePartsById }, { watchLive }]) => {
        if (!active) return;
        // Through the live layer's preloading: the cards are not inside reactfire's providers,
        // which would bring the SDK into the page's first paint. A failed read reports nothing:
        // the cards keep what they show.
        stop = watchLive(livePartsById(ids.split('\n')), (state) => {
          if (state.status !== 'ready') return;
          setLive({ ids, parts: new Map(state.data.parts.map((part) => [part._id, part])) });
        });
      })
      .catch(() => {});
    return () => {
      active = false;
      stop?.();
    };
  }, [ids]);
  return useMemo(() => {
    if (live?.ids !== ids) return parts;
    const now = parts.map((part) => live.parts.get(part._id) ?? (dropGone ? undefined : part));
    return now.filter((part) => part !== undefined);
  }, [parts, live, ids, dropGone]);
}

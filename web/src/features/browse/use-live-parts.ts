import type { Part } from '@cps/domain';
import { useEffect, useMemo, useState } from 'react';
import { afterPageLoad } from '@/infra/after-load';

/**
 * The parts of a page as the database has them now: the cards in view, listened to by id (one
 * `in` query of the page's at most 24 ids, so its reads are bounded by the page), so that a
 * restock, a sale or a new price shows without a reload. The listener and the Firebase SDK load
 * once the page has shown; until their first answer, and for a part it lacks, each part is as
 * the API gave it. The cards stay the same elements throughout: nothing is re-mounted (focus and
 * scroll stay) when the SDK arrives.
 */
export function useLiveParts(parts: Part[]): Part[] {
  const ids = parts.map((part) => part._id).join('\n');
  const [live, setLive] = useState<{ ids: string; parts: Map<string, Part> }>();
  useEffect(() => {
    if (!ids) return;
    let active = true;
    let stop: (() => void) | undefined;
    afterPageLoad()
      .then(() => import('./watch-parts'))
      .then(({ watchPartsById }) => {
        if (!active) return;
        stop = watchPartsById(ids.split('\n'), (found) =>
          setLive({ ids, parts: new Map(found.map((part) => [part._id, part])) }),
        );
      })
      .catch(() => {});
    return () => {
      active = false;
      stop?.();
    };
  }, [ids]);
  return useMemo(
    () => (live?.ids === ids ? parts.map((part) => live.parts.get(part._id) ?? part) : parts),
    [parts, live, ids],
  );
}

import { useMemo } from 'react';
import { livePartsById, type PartsById } from '@/infra/live-parts';
import { useLive } from '@/infra/use-live';
import { loading, type ReadState } from '@/lib/read-state';

/**
 * The parts of `ids` (one to four valid document ids), live from Firestore by id, so price and
 * stock stay current. As with one part (purchase/use-part.ts), an id is only said to be missing
 * once the server has answered: the local cache lacking it proves nothing.
 */
export function useCompareParts(ids: readonly string[]): ReadState<PartsById> {
  const key = ids.join(',');
  const source = useMemo(() => livePartsById(key.split(',')), [key]);
  const live = useLive(source, { keepPrevious: true });
  // A column removed asks again; until it answers, the last answer, narrowed to the ids still
  // wanted, keeps the table on screen instead of a skeleton's flash. An id it does not know
  // (a column added) waits for the answer.
  return useMemo(() => {
    if (live.status !== 'ready' || !live.stale) return live;
    const wanted = key.split(',');
    const { parts, missing } = live.data;
    const known = (id: string) => parts.some((p) => p._id === id) || missing.includes(id);
    if (!wanted.every(known)) return loading;
    return {
      ...live,
      data: {
        parts: parts.filter((p) => wanted.includes(p._id)),
        missing: missing.filter((id) => wanted.includes(id)),
      },
    };
  }, [live, key]);
}

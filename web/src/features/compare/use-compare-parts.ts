import type { Part } from '@cps/domain';
import { useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery } from '@/infra/firestore-live';
import { partsWithIds } from '@/infra/parts-query';

export type CompareParts =
  | { status: 'loading' }
  | {
      status: 'ready';
      /** The parts found, in the order of `ids`. */
      parts: Part[];
      /** The ids the server has no part for. */
      missing: string[];
    };

/**
 * The parts of `ids` (one to four valid document ids), live from Firestore in one query by id,
 * so price and stock stay current. As with one part (purchase/use-part.ts), an id is only said
 * to be missing once the server has answered: the local cache lacking it proves nothing. A
 * failed read is thrown to the nearest LoadBoundary.
 */
export function useCompareParts(ids: readonly string[]): CompareParts {
  const firestore = useFirestore();
  const key = ids.join(',');
  const partsQuery = useMemo(() => partsWithIds(firestore, key.split(',')), [firestore, key]);
  const live = useLiveQuery(partsQuery, key, {
    lacking: (found) => key.split(',').some((id) => !found.some((part) => part._id === id)),
  });
  if (live.status === 'error') throw live.error;
  const answer = useMemo<CompareParts>(() => {
    if (live.status !== 'ready') return { status: 'loading' };
    const byId = new Map(live.data.items.map((part) => [part._id, part]));
    const wanted = key.split(',');
    return {
      status: 'ready',
      parts: wanted.flatMap((id) => byId.get(id) ?? []),
      missing: wanted.filter((id) => !byId.has(id)),
    };
  }, [live, key]);

  // A column removed asks a new query; until it answers, the last answer, narrowed to the ids
  // still wanted, keeps the table on screen instead of a skeleton's flash.
  const [last, setLast] = useState<CompareParts>(answer);
  if (answer.status === 'ready' && answer !== last) setLast(answer);
  if (answer.status === 'ready' || last.status !== 'ready') return answer;
  const wanted = key.split(',');
  const known = (id: string) => last.parts.some((p) => p._id === id) || last.missing.includes(id);
  if (!wanted.every(known)) return answer;
  return {
    status: 'ready',
    parts: last.parts.filter((p) => wanted.includes(p._id)),
    missing: last.missing.filter((id) => wanted.includes(id)),
  };
}

import type { Part } from '@cps/domain';
import { useCallback, useMemo, useState } from 'react';
import { livePartsById } from '@/infra/live-parts';
import { useLive } from '@/infra/use-live';

export interface BuildPartsState {
  /** The parts found so far, by id: live from the database, or as the list gave them. */
  byId: ReadonlyMap<string, Part>;
  /** The ids the server has answered it has no part for. */
  missing: ReadonlySet<string>;
  /** The listener failed: what is known stays, and nothing more will come. */
  failed: boolean;
  /** A part the buyer just chose from a list: shown at once, until the listener has it. */
  remember: (part: Part) => void;
}

const noIds = new Set<string>();

/**
 * The parts of a build, live by id (at most 14: a build's slots and drives), so the price and
 * stock of every chosen part follow the database. A new id asks again, keeping the parts already
 * known on screen; an id is only said to be missing once the server has answered (the local cache
 * lacking it proves nothing), and a part deleted while the page is open becomes missing.
 */
export function useBuildParts(ids: readonly string[]): BuildPartsState {
  const key = [...new Set(ids)].sort().join(',');
  const source = useMemo(() => (key ? livePartsById(key.split(',')) : undefined), [key]);
  const live = useLive(source, { keepPrevious: true });
  const [chosen, setChosen] = useState<ReadonlyMap<string, Part>>(new Map());

  const answer = live.status === 'ready' ? live : undefined;
  const missing = useMemo(
    () => (answer && !answer.stale ? new Set(answer.data.missing) : noIds),
    [answer],
  );
  const byId = useMemo(() => {
    const next = new Map(chosen);
    for (const part of answer?.data.parts ?? []) next.set(part._id, part);
    for (const id of missing) next.delete(id);
    return next;
  }, [chosen, answer, missing]);

  const remember = useCallback((part: Part) => {
    setChosen((last) => new Map(last).set(part._id, part));
  }, []);

  return { byId, missing, failed: live.status === 'error', remember };
}

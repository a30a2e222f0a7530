import type { Part } from '@cps/domain';
import { useCallback, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { watchQuery } from '@/infra/firestore-live';
import { partsWithIds } from '@/infra/parts-query';

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

/**
 * The parts of a build, live: one Firestore query by id (`in`, at most 14 ids: a build's slots
 * and drives, within the query's 30), so the price and stock of every chosen part follow the
 * database. A new id asks again, keeping the parts already known on screen; an id is only said
 * to be missing once the server has answered (the local cache lacking it proves nothing), and a
 * part deleted while the page is open becomes missing.
 */
export function useBuildParts(ids: readonly string[]): BuildPartsState {
  const firestore = useFirestore();
  const key = [...new Set(ids)].sort().join(',');
  const [byId, setById] = useState<ReadonlyMap<string, Part>>(new Map());
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!key) return;
    const wanted = key.split(',');
    return watchQuery(
      partsWithIds(firestore, wanted),
      ({ items: found, settled }) => {
        const gone = settled ? wanted.filter((id) => !found.some((p) => p._id === id)) : [];
        setById((last) => {
          const next = new Map(last);
          for (const part of found) next.set(part._id, part);
          for (const id of gone) next.delete(id);
          return next;
        });
        if (settled) setMissing(new Set(gone));
        setFailed(false);
      },
      () => setFailed(true),
      // Parts found in the cache show at once; only the server says which ids are gone.
      { lacking: () => false },
    );
  }, [firestore, key]);

  const remember = useCallback((part: Part) => {
    setById((last) => new Map(last).set(part._id, part));
    setMissing((last) => {
      if (!last.has(part._id)) return last;
      const next = new Set(last);
      next.delete(part._id);
      return next;
    });
  }, []);

  return { byId, missing, failed, remember };
}

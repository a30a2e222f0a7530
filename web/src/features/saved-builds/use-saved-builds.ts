import type { SavedBuild } from '@cps/domain';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { liveQuery } from '@/infra/firestore-live';
import { useLive } from '@/infra/use-live';
import { asSaved, savedBuildsQuery } from '@/infra/saved-builds';
import { mapReady, type ReadState } from '@/lib/read-state';

/**
 * `uid`'s saved builds, newest first, live: every one of them (at most `perAccount`, one read
 * each), so a rename or a delete shows here and in any other tab. An empty answer from the local
 * cache is not taken for "none" (an offline start gives one); the server's is.
 */
export function useSavedBuilds(uid: string): ReadState<SavedBuild[]> {
  const firestore = useFirestore();
  const source = useMemo(
    () => liveQuery(savedBuildsQuery(firestore, uid), `saved builds ${uid}`),
    [firestore, uid],
  );
  const live = useLive(source);
  return useMemo(() => mapReady(live, (answer) => answer.items.map(asSaved)), [live]);
}

import type { SavedBuild } from '@cps/domain';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { liveDoc } from '@/infra/firestore-live';
import { useLive } from '@/infra/use-live';
import { asSaved, savedBuildRef } from '@/infra/saved-builds';
import { mapReady, missing, type ReadState } from '@/lib/read-state';

/**
 * One of `uid`'s saved builds by id, live; undefined ids wait. `missing`: not one of this
 * account's builds (deleted, someone else's, or a wrong id): the rules refuse an id that is not
 * under this account as they refuse any other read, so a refused read is `missing` too.
 */
export function useSavedBuild(
  uid: string | undefined,
  id: string | undefined,
): ReadState<SavedBuild> {
  const firestore = useFirestore();
  const source = useMemo(
    () => (uid && id ? liveDoc(savedBuildRef(firestore, uid, id)) : undefined),
    [firestore, uid, id],
  );
  const live = useLive(source);
  return useMemo(() => (live.status === 'error' ? missing : mapReady(live, asSaved)), [live]);
}

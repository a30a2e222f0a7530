import { collections, type ProfileDoc } from '@cps/domain';
import { doc, type DocumentReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { api } from '@/infra/api';
import { useLiveDoc } from '@/infra/firestore-live';

/**
 * The signed-in user's profile document, live; `data` is undefined until one is saved. A failed
 * read is 'error' (the page says so).
 */
export function useProfile(uid: string): {
  status: 'loading' | 'success' | 'error';
  data: ProfileDoc | undefined;
} {
  const firestore = useFirestore();
  const live = useLiveDoc(
    doc(firestore, collections.profiles, uid) as DocumentReference<ProfileDoc>,
  );
  return useMemo(
    () =>
      live.status === 'ready'
        ? { status: 'success', data: live.data }
        : { status: live.status, data: undefined },
    [live],
  );
}

interface UpdateAnswer {
  acknowledged: boolean;
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
}

/** PUT /profile/{email}: the server merges, an empty field keeps its value. True on success. */
export async function updateProfile(email: string, values: ProfileDoc): Promise<boolean> {
  const answer = await api<UpdateAnswer>('PUT', `/profile/${encodeURIComponent(email)}`, {
    ...values,
  });
  return answer.matchedCount > 0 || answer.upsertedCount > 0;
}

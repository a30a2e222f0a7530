import { collections, type MailPreferences, type ProfileDoc } from '@cps/domain';
import { doc, type DocumentReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { api } from '@/infra/api';
import { liveDoc } from '@/infra/firestore-live';
import { useLive } from '@/infra/use-live';
import type { ReadState } from '@/lib/read-state';

type StoredProfile = ProfileDoc & MailPreferences;

/**
 * The signed-in user's profile document, live, with their choice of order emails; `missing`
 * until one is saved.
 */
export function useProfile(uid: string): ReadState<StoredProfile> {
  const firestore = useFirestore();
  return useLive(
    useMemo(
      () => liveDoc(doc(firestore, collections.profiles, uid) as DocumentReference<StoredProfile>),
      [firestore, uid],
    ),
  );
}

interface UpdateAnswer {
  acknowledged: boolean;
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
}

/** PUT /profile/{email}: the server merges, an empty field keeps its value. True on success. */
export async function updateProfile(email: string, values: StoredProfile): Promise<boolean> {
  const answer = await api<UpdateAnswer>('PUT', `/profile/${encodeURIComponent(email)}`, {
    ...values,
  });
  return answer.matchedCount > 0 || answer.upsertedCount > 0;
}

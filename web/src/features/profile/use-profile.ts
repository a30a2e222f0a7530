import { collections, type ProfileDoc } from '@cps/domain';
import { doc, type DocumentReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { api } from '@/infra/api';

/** The signed-in user's profile document, live; `data` is undefined until one is saved. */
export function useProfile(uid: string) {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, collections.profiles, uid) as DocumentReference<ProfileDoc>,
    [firestore, uid],
  );
  return useFirestoreDocData(ref);
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

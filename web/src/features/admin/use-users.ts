import { collections, messages, type UserDoc } from '@cps/domain';
import { collection, orderBy, query, type CollectionReference } from 'firebase/firestore';
import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { api, ApiError } from '@/infra/api';

export type UserRow = UserDoc & { _id: string };

/** Every account, live and by email (only admins may list users). */
export function useUsers() {
  const firestore = useFirestore();
  const usersQuery = useMemo(
    () =>
      query(
        collection(firestore, collections.users) as CollectionReference<UserRow>,
        orderBy('email'),
      ),
    [firestore],
  );
  return useFirestoreCollectionData(usersQuery, { idField: '_id' });
}

/** PUT /user/makeAdmin/{email} or /user/deleteAdmin/{email}, with the spec §8 toasts. */
export function useChangeRole() {
  const [pending, setPending] = useState<string | null>(null);

  const change = useCallback(async (email: string, admin: boolean) => {
    setPending(email);
    try {
      const answer = await api<{ acknowledged: boolean }>(
        'PUT',
        `/user/${admin ? 'makeAdmin' : 'deleteAdmin'}/${encodeURIComponent(email)}`,
      );
      if (answer.acknowledged) {
        toast.success(
          admin ? messages.success.madeAdmin(email) : messages.success.removedAdmin(email),
        );
      } else {
        toast.error(`The role of ${email} could not be changed. Please try again.`);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) toast.error(messages.shop.notAdmin);
      else toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(null);
    }
  }, []);

  return { change, pending };
}

import { messages } from '@cps/domain';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { announceDone, confirmAction, type ConfirmTexts } from '@/components/confirm';
import { api, ApiError } from '@/infra/api';

/** A 404 means the thing is already gone, which the spec reports as nothing deleted. */
export function deleteFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return messages.shop.nothingDeleted;
  return error instanceof Error && error.message ? error.message : messages.shop.nothingDeleted;
}

/**
 * Spec §8's delete flow: the confirmation dialog, DELETE, then the closing message when
 * deletedCount > 0 or 'Somthing is Wrong !'. Live lists drop the row by themselves.
 * `path` must be stable (a module-level function).
 */
export function useConfirmedDelete(texts: ConfirmTexts, path: (id: string) => string) {
  const [pendingId, setPendingId] = useState<string | null>(null);

  const run = useCallback(
    async (id: string) => {
      if (!(await confirmAction(texts))) return;
      setPendingId(id);
      try {
        const answer = await api<{ deletedCount: number }>('DELETE', path(id));
        if (answer.deletedCount > 0) void announceDone(texts);
        else toast.error(messages.shop.nothingDeleted);
      } catch (error) {
        toast.error(deleteFailureMessage(error));
      } finally {
        setPendingId(null);
      }
    },
    [texts, path],
  );

  return { run, pendingId };
}

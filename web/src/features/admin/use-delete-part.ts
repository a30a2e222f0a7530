import { messages, type Part } from '@cps/domain';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { announceDone, confirmAction } from '@/components/confirm';
import { failureMessage } from '@/features/orders/use-cancel-order';
import { api } from '@/infra/api';

/** DELETE /part/{id} after the spec §8 dialog; the live catalogue drops the part by itself. */
export function useDeletePart() {
  const [pendingId, setPendingId] = useState<string | null>(null);

  const remove = useCallback(async (part: Pick<Part, '_id'>) => {
    const texts = messages.dialogs.deletePart;
    if (!(await confirmAction(texts))) return;
    setPendingId(part._id);
    try {
      const answer = await api<{ deletedCount: number }>(
        'DELETE',
        `/part/${encodeURIComponent(part._id)}`,
      );
      if (answer.deletedCount > 0) void announceDone(texts);
      else toast.error(messages.shop.nothingDeleted);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setPendingId(null);
    }
  }, []);

  return { remove, pendingId };
}

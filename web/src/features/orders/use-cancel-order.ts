import { messages, type Order } from '@cps/domain';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { announceDone, confirmAction } from '@/components/confirm';
import { api, ApiError } from '@/infra/api';

interface DeleteAnswer {
  acknowledged: boolean;
  deletedCount: number;
}

/** 404: the order is already gone, which the spec reports as nothing deleted. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return messages.shop.nothingDeleted;
  return error instanceof Error && error.message ? error.message : messages.shop.nothingDeleted;
}

/**
 * Cancels an unpaid order after the spec §8 dialog (customers and admins alike). The live list
 * drops the row by itself once the server has deleted the order.
 */
export function useCancelOrder() {
  const [pendingId, setPendingId] = useState<string | null>(null);

  const cancel = useCallback(async (order: Pick<Order, '_id'>) => {
    const texts = messages.dialogs.cancelOrder;
    if (!(await confirmAction(texts))) return;
    setPendingId(order._id);
    try {
      const answer = await api<DeleteAnswer>('DELETE', `/order/${encodeURIComponent(order._id)}`);
      if (answer.deletedCount > 0) void announceDone(texts);
      else toast.error(messages.shop.nothingDeleted);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setPendingId(null);
    }
  }, []);

  return { cancel, pendingId };
}

import { messages, type Order } from '@cps/domain';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';

const orderPath = (id: string) => `/order/${encodeURIComponent(id)}`;

/** Cancels an unpaid order (customers and admins) after the 'Yes, Canceled Order!' dialog. */
export function useCancelOrder() {
  const { run, pendingId } = useConfirmedDelete(messages.dialogs.cancelOrder, orderPath);
  return { cancel: (order: Pick<Order, '_id'>) => run(order._id), pendingId };
}

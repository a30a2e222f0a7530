import { type Order, payCopy } from '@cps/domain';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { confirmAction, type ConfirmTexts } from '@/components/confirm';
import { api, ApiError } from '@/infra/api';

/** The admin's steps on an order beside the spec's Cancel and Ship. */
export type OrderAction =
  | 'confirm'
  | 'collect'
  | 'refuse'
  | 'accept'
  | 'refund'
  // A parcel the courier returned: its goods back in stock, or not resaleable.
  | 'restock'
  | 'writeOff';

const routes: Record<OrderAction, (id: string) => string> = {
  confirm: (id) => `/orders/${id}/cod/confirm`,
  collect: (id) => `/orders/${id}/cod/collect`,
  refuse: (id) => `/orders/${id}/cod/refuse`,
  accept: (id) => `/orders/${id}/payment/accept`,
  refund: (id) => `/orders/${id}/payment/refund`,
  restock: (id) => `/orders/${id}/courier/return`,
  writeOff: (id) => `/orders/${id}/courier/return`,
};

/** The body of the steps that send one. */
const bodies: Partial<Record<OrderAction, { resaleable: boolean }>> = {
  restock: { resaleable: true },
  writeOff: { resaleable: false },
};

/** The steps that cannot be undone ask first; confirming an order's call does not. */
const dialogs: Partial<Record<OrderAction, ConfirmTexts>> = {
  collect: payCopy.orderActions.dialogs.collect,
  refuse: payCopy.orderActions.dialogs.refuse,
  accept: payCopy.orderActions.dialogs.accept,
  refund: payCopy.orderActions.dialogs.refund,
  restock: payCopy.orderActions.dialogs.restock,
  writeOff: payCopy.orderActions.dialogs.writeOff,
};

/**
 * Runs one of the admin's steps on an order: its confirmation where it cannot be undone, the
 * POST, then what it did or the server's refusal. The live list shows the order's new state.
 */
export function useOrderAction() {
  const [pending, setPending] = useState<{ id: string; action: OrderAction } | null>(null);

  const run = useCallback(async (action: OrderAction, order: Pick<Order, '_id' | 'name'>) => {
    const dialog = dialogs[action];
    if (dialog && !(await confirmAction(dialog))) return;
    setPending({ id: order._id, action });
    try {
      const path = routes[action](encodeURIComponent(order._id));
      const body = bodies[action];
      await (body ? api('POST', path, body) : api('POST', path));
      toast.success(payCopy.orderActions.done[action](order.name));
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.message
          ? error.message
          : payCopy.orderActions.failed(order.name),
      );
    } finally {
      setPending(null);
    }
  }, []);

  return { run, pending };
}

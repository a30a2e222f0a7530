import { messages, type Order } from '@cps/domain';
import { dangerButtonClass, RowButton } from './data-table';

/** Cancel of an unpaid order, in the customer's list and the admin's alike. */
export function CancelOrderButton({
  order,
  onCancel,
  busy,
}: {
  order: Order;
  onCancel: (order: Order) => void;
  busy: boolean;
}) {
  return (
    <RowButton
      className={dangerButtonClass}
      busy={busy}
      busyLabel="Cancelling"
      onClick={() => onCancel(order)}
      label={`${messages.orders.cancel} ${order.name}`}
    >
      {messages.orders.cancel}
    </RowButton>
  );
}

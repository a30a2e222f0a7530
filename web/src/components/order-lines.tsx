import { checkoutCopy, copy, formatPrice, orderLinesSaving, type Order } from '@cps/domain';
import { PartThumb } from './part-thumb';

const { buildOrders, checkout } = checkoutCopy;

/** How a checkout's order reaches the buyer: the method, the district of a home delivery. */
function deliveryText(delivery: NonNullable<Order['delivery']>): string {
  const method = checkout.deliveryMethods[delivery.method];
  return delivery.district ? `${method}, ${delivery.district}` : method;
}

/**
 * An order's parts, one line each (picture, name, quantity and price), what its total took off
 * them (a build's bundle deal), and a checkout's delivery and its charge, wherever the order is
 * shown: My Orders, Manage All Orders and the payment page. Nothing for an order of one part,
 * whose own fields say it all.
 */
export function OrderLines({
  order,
  className,
}: {
  order: Pick<Order, 'lines' | 'unitPrice' | 'deliveryCharge' | 'delivery'>;
  className?: string;
}) {
  const { lines, delivery } = order;
  if (!lines?.length) return null;
  const saving = orderLinesSaving(order);
  const heading = delivery ? copy.cart.orderLinesHeading : buildOrders.linesHeading;
  return (
    <section aria-label={heading} className={className}>
      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
        {heading}
      </h3>
      <ul className="divide-y divide-slate-100 text-sm">
        {lines.map((line, index) => (
          // A part bought on its own and in a build is two lines.
          <li key={`${index}:${line.partId}`} className="flex items-center gap-3 py-1.5">
            <PartThumb
              src={line.img}
              width={32}
              className="h-8 w-8 shrink-0 rounded bg-slate-100 object-cover"
            />
            <span className="min-w-0 flex-1 text-ink [overflow-wrap:anywhere]">{line.name}</span>
            <span className="whitespace-nowrap text-slate-600">
              {buildOrders.lineQuantity(line.quanity)}
            </span>
            <span className="whitespace-nowrap font-medium text-ink">
              {formatPrice(line.price)}
            </span>
          </li>
        ))}
      </ul>
      {saving > 0 && (
        <p className="mt-1 flex justify-between border-t border-slate-200 pt-1.5 text-sm text-green-700">
          <span>{buildOrders.saving}</span>
          <span className="font-medium">−{formatPrice(saving)}</span>
        </p>
      )}
      {delivery && (
        <p className="mt-1 flex justify-between gap-3 border-t border-slate-200 pt-1.5 text-sm text-ink">
          <span>
            {checkout.deliveryCharge}: {deliveryText(delivery)}
          </span>
          <span className="whitespace-nowrap font-medium">
            {formatPrice(order.deliveryCharge ?? 0)}
          </span>
        </p>
      )}
    </section>
  );
}

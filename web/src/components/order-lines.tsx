import { copy, formatPrice, orderLinesSaving, type Order } from '@cps/domain';
import { PartThumb } from './part-thumb';

const { buildOrders } = copy;

/**
 * A PC build's parts, one line each (picture, name, quantity and price), and what the build's
 * total took off them (the bundle deal), wherever its order is shown: My Orders, Manage All Orders
 * and the payment page. Nothing for an order of one part, whose own fields say it all.
 */
export function OrderLines({
  order,
  className,
}: {
  order: Pick<Order, 'lines' | 'unitPrice'>;
  className?: string;
}) {
  const { lines } = order;
  if (!lines?.length) return null;
  const saving = orderLinesSaving(order);
  return (
    <section aria-label={buildOrders.linesHeading} className={className}>
      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
        {buildOrders.linesHeading}
      </h3>
      <ul className="divide-y divide-slate-100 text-sm">
        {lines.map((line) => (
          <li key={line.partId} className="flex items-center gap-3 py-1.5">
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
    </section>
  );
}

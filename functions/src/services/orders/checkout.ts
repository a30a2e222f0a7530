import {
  checkoutCopy,
  deliveryChargeOf,
  fromCents,
  lineTotalCents,
  orderHoldLines,
  parseCheckout,
  toCents,
  unitsByPart,
  type CheckoutBody,
  type OrderLine,
  type PartDoc,
} from '@cps/domain';
import type { Caller } from '../shared/caller';
import type { Deps } from '../shared/deps';
import { badRequest, lineBadRequest, lineConflict } from '../shared/errors';
import type { RateLimitGate } from '../shared/rate-limit';
import { buildOrderItems, buildPartIds } from './build-orders';
import { placeOrder, type OrderItems } from './place-order';

const c = checkoutCopy.checkout;

/** A line's part as read: refused when it is gone, out of stock, or ordered below its minimum. */
function linePart(
  stored: ReadonlyMap<string, PartDoc | undefined>,
  { partId, quanity }: CheckoutBody['lines'][number],
): OrderLine {
  const part = stored.get(partId);
  if (!part) throw lineConflict(c.partMissing(partId), partId);
  if (part.availableQuanity < 1) throw lineConflict(c.outOfStock(part.name), partId);
  if (quanity < part.minimumOrderQuanity) {
    throw lineBadRequest(c.belowMinimum(part.name, part.minimumOrderQuanity), partId);
  }
  return { partId, name: part.name, price: part.price, quanity, img: part.img };
}

/**
 * What a cart's lines and build are, from the parts as read: each line at its part's current
 * price and within its minimum, the build checked and priced as a build's order is, and the units
 * of each part (a part both on its own and in the build counted once, added up) within its stock.
 * The total is the lines, the build after its bundle deal, and the delivery charge.
 */
function checkoutItems(
  checkout: CheckoutBody,
  stored: ReadonlyMap<string, PartDoc | undefined>,
): OrderItems {
  const own = checkout.lines.map((line) => linePart(stored, line));
  const build = checkout.build ? buildOrderItems(checkout.build, stored) : undefined;
  const lines = [...own, ...(build?.lines ?? [])];
  const deliveryCharge = deliveryChargeOf(checkout.delivery);
  const total = fromCents(
    own.reduce((sum, line) => sum + lineTotalCents(line.price, line.quanity), 0) +
      (build ? toCents(build.price) : 0) +
      toCents(deliveryCharge),
  );
  const first = lines[0]!;
  const items: OrderItems = {
    partId: first.partId,
    name: c.orderName(first.name, lines.length - 1),
    img: first.img,
    quanity: 1,
    price: total,
    unitPrice: total,
    lines,
    deliveryCharge,
    delivery: checkout.delivery,
    paymentMethod: checkout.paymentMethod,
  };
  for (const [partId, units] of unitsByPart(orderHoldLines(items))) {
    const part = stored.get(partId)!;
    if (units > part.availableQuanity) {
      throw lineConflict(c.onlyLeft(part.name, part.availableQuanity), partId);
    }
  }
  return items;
}

/**
 * Places a cart as one order (POST /orders/checkout) through the one placement path
 * (place-order.ts): its lines and its build priced by the server from the stored parts, with the
 * delivery charge of the method and district (delivery.ts). The order keeps the spec's fields as
 * one item at the total and lists every part's line; the unpaid cap, the card's amount limits and
 * the hoarding rules apply to the whole order, and a refusal names the line and holds nothing
 * (docs/orders.md, "Checkout orders").
 */
export async function createCheckoutOrder(
  deps: Pick<Deps, 'db' | 'now' | 'config'>,
  caller: Caller,
  input: CheckoutBody,
  rateLimit?: RateLimitGate,
): Promise<string> {
  // Read again here, so that no caller can pass more lines, or a part twice, than a checkout takes.
  const parsed = parseCheckout(input);
  if (!parsed.ok) throw badRequest(parsed.problems[0]!.message);
  const checkout = parsed.value;
  const buildIds = checkout.build ? buildPartIds(checkout.build) : [];
  return placeOrder(
    deps,
    caller,
    {
      partIds: [...checkout.lines.map((line) => line.partId), ...buildIds],
      customerPhone: checkout.customerPhone,
      customerAddress: checkout.customerAddress,
      items: (stored) => checkoutItems(checkout, stored),
    },
    rateLimit,
  );
}

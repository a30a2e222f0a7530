import {
  buildErrors,
  buildOrderFields,
  checkoutCopy,
  orderProblems,
  parseBuild,
  priceBuild,
  slotEntries,
  withPart,
  type Build,
  type BySlot,
  type Part,
  type PartDoc,
  pcBuildCopy,
} from '@cps/domain';
import type { Caller } from '../shared/caller';
import type { Deps } from '../shared/deps';
import { badRequest, conflict, notFound } from '../shared/errors';
import { placeOrder, type OrderItems } from './place-order';
import type { RateLimitGate } from '../shared/rate-limit';

export interface NewBuildOrder {
  /** The build as part ids by slot (parseBuild's `build`). */
  build: Build;
  customerPhone: string;
  customerAddress: string;
}

/**
 * A build's order items from its parts as read (place-order.ts's `items`): the build is checked
 * again against the parts' stored specifications (any error refuses, warnings do not), each part
 * must be in stock, and it is priced at the parts' current prices with the bundle deal. POST
 * /orders/build orders a build alone; a checkout orders one beside other lines.
 */
export function buildOrderItems(
  build: Build,
  stored: ReadonlyMap<string, PartDoc | undefined>,
): OrderItems & Required<Pick<OrderItems, 'lines'>> {
  let parts: BySlot<Part> = {};
  for (const [slot, id] of slotEntries(build)) {
    const doc = stored.get(id);
    if (!doc) throw notFound(checkoutCopy.buildOrders.partMissing(pcBuildCopy.slots[slot], id));
    parts = withPart(parts, slot, { _id: id, ...doc });
  }
  const errors = buildErrors(orderProblems(parts));
  if (errors.length) throw conflict(errors.map((e) => e.message).join(' '));
  for (const [, part] of slotEntries(parts)) {
    if (part.availableQuanity < 1) throw conflict(checkoutCopy.buildOrders.outOfStock(part.name));
  }
  // orderProblems refuses a build without a CPU, so there are always fields.
  const fields = buildOrderFields(priceBuild(parts))!;
  return { partId: parts.cpu!._id, ...fields };
}

/** The ids of a build's parts, each once (parseBuild allows no part twice). */
export const buildPartIds = (build: Build): string[] => slotEntries(build).map(([, id]) => id);

/**
 * Places one order for a PC build (POST /orders/build) through the one placement path
 * (place-order.ts), its items from `buildOrderItems`. The order keeps the spec's fields as one
 * item and lists its `lines`; every rule of an order applies to every line, and minimum order
 * quantities do not (docs/orders.md, "PC build orders").
 */
export async function createBuildOrder(
  deps: Pick<Deps, 'db' | 'now' | 'config'>,
  caller: Caller,
  input: NewBuildOrder,
  rateLimit?: RateLimitGate,
): Promise<string> {
  // Read again here, so that no caller can pass more parts, or one part twice, than a build takes.
  const { build, problems } = parseBuild(input.build);
  if (problems.length) throw badRequest(problems[0]!.message);
  return placeOrder(
    deps,
    caller,
    {
      partIds: buildPartIds(build),
      customerPhone: input.customerPhone,
      customerAddress: input.customerAddress,
      items: (stored) => buildOrderItems(build, stored),
    },
    rateLimit,
  );
}

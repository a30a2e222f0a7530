import {
  buildErrors,
  buildOrderFields,
  copy,
  orderProblems,
  parseBuild,
  priceBuild,
  slotEntries,
  withPart,
  type Build,
  type BySlot,
  type Part,
} from '@cps/domain';
import type { Caller } from '../shared/caller';
import type { Deps } from '../shared/deps';
import { badRequest, conflict, notFound } from '../shared/errors';
import { placeOrder } from './place-order';
import type { RateLimitGate } from '../shared/rate-limit';

export interface NewBuildOrder {
  /** The build as part ids by slot (parseBuild's `build`). */
  build: Build;
  customerPhone: string;
  customerAddress: string;
}

/**
 * Places one order for a PC build (POST /orders/build) through the one placement path
 * (place-order.ts): the build is checked again against the parts' stored specifications (any
 * error refuses, warnings do not) and priced at their current prices with the bundle deal. The
 * order keeps the spec's fields as one item and lists its `lines`; every rule of an order applies
 * to every line, and minimum order quantities do not (docs/orders.md, "PC build orders").
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
  const entries = slotEntries(build);
  return placeOrder(
    deps,
    caller,
    {
      partIds: entries.map(([, id]) => id),
      customerPhone: input.customerPhone,
      customerAddress: input.customerAddress,
      items: (stored) => {
        let parts: BySlot<Part> = {};
        for (const [slot, id] of entries) {
          const doc = stored.get(id);
          if (!doc) throw notFound(copy.buildOrders.partMissing(copy.pcBuild.slots[slot], id));
          parts = withPart(parts, slot, { _id: id, ...doc });
        }
        const errors = buildErrors(orderProblems(parts));
        if (errors.length) throw conflict(errors.map((e) => e.message).join(' '));
        for (const [, part] of slotEntries(parts)) {
          if (part.availableQuanity < 1) throw conflict(copy.buildOrders.outOfStock(part.name));
        }
        // orderProblems refuses a build without a CPU, so there are always fields.
        const fields = buildOrderFields(priceBuild(parts))!;
        return { partId: parts.cpu!._id, ...fields };
      },
    },
    rateLimit,
  );
}

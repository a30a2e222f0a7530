import { takeCodStep } from '../../services/orders/cod-orders';
import { idParam, parse } from '../input';
import type { Route } from '../route';

// Cash on delivery's admin steps (docs/orders.md, "Cash on delivery"); shipping is the spec's
// PUT /orderShip/{id}. Each answers the spec's update shape; a step taken already (a retry)
// answers modifiedCount 0.
const step = (name: 'confirm' | 'collect' | 'refuse'): Route => ({
  method: 'post',
  path: `/orders/:id/cod/${name}`,
  access: 'admin',
  handle: async ({ deps, req, caller }) => {
    const changed = await takeCodStep(deps, parse(idParam, req.params.id), name, caller.email);
    return {
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: changed ? 1 : 0,
      upsertedCount: 0,
    };
  },
});

export const codRoutes: Route[] = [step('confirm'), step('collect'), step('refuse')];

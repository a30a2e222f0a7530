import { decideCourierReturn } from '../../services/orders/courier-return';
import { receiveCourierWebhook } from '../../services/orders/courier-report';
import { courierReturnBody, idParam, parse } from '../input';
import type { Route } from '../route';

// The courier's doors (docs/orders.md, "Courier delivery"): Steadfast's status webhook, public
// but for the shop's bearer token, and the admin's decision on a returned parcel. Shipping, which
// books the parcel, is the spec's PUT /orderShip/{id}.
export const courierRoutes: Route[] = [
  {
    method: 'post',
    path: '/webhooks/courier',
    access: 'public',
    handle: ({ deps, req }) => receiveCourierWebhook(deps, req.get('authorization'), req.body),
  },
  {
    method: 'post',
    path: '/orders/:id/courier/return',
    access: 'admin',
    handle: async ({ deps, req, caller }) => {
      const id = parse(idParam, req.params.id);
      const { resaleable } = parse(courierReturnBody, req.body);
      const changed = await decideCourierReturn(deps, id, resaleable, caller.email);
      return {
        acknowledged: true,
        matchedCount: 1,
        modifiedCount: changed ? 1 : 0,
        upsertedCount: 0,
      };
    },
  },
];

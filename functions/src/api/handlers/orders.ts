import { canCancel } from '@cps/domain';
import { releaseOpenIntent } from '../../payments/payment-service';
import { gatewayFor } from '../../payments/select-gateway';
import { uidForEmail } from '../../services/accounts';
import {
  cancelOrder,
  createOrder,
  getOrderFor,
  listOrders,
  paidOrderRefusal,
  shipOrder,
} from '../../services/orders';
import { enforceRateLimit } from '../../services/rate-limit';
import { emailParam, idParam, newOrderBody, parse } from '../input';
import type { Route } from '../routes';

export const orderRoutes: Route[] = [
  {
    method: 'post',
    path: '/orders',
    access: 'user',
    handle: async ({ deps, req, caller, status }) => {
      const input = parse(newOrderBody, req.body);
      await enforceRateLimit(deps.db, deps.config.rateLimits.orders, caller.uid, deps.now());
      // Tokens minted right after sign-up may predate the display name; Auth has it.
      const name = caller.name ?? (await deps.auth.getUser(caller.uid)).displayName;
      const insertedId = await createOrder(deps, { ...caller, name }, input);
      status(201);
      return { acknowledged: true, insertedId };
    },
  },
  {
    method: 'get',
    path: '/orders/:email',
    access: 'user',
    handle: async ({ deps, req, caller, isAdmin }) => {
      const email = parse(emailParam, req.params.email);
      const uid = await uidForEmail(deps, caller, await isAdmin(), email);
      return uid ? listOrders(deps.db, uid) : [];
    },
  },
  { method: 'get', path: '/orders', access: 'admin', handle: ({ deps }) => listOrders(deps.db) },
  {
    method: 'get',
    path: '/order/:id',
    access: 'user',
    handle: async ({ deps, req, caller, isAdmin }) =>
      getOrderFor(deps.db, caller, await isAdmin(), parse(idParam, req.params.id)),
  },
  {
    method: 'delete',
    path: '/order/:id',
    access: 'user',
    handle: async ({ deps, req, caller, isAdmin }) => {
      const admin = await isAdmin();
      const order = await getOrderFor(deps.db, caller, admin, parse(idParam, req.params.id));
      // A paid order stops here, before any gateway call; the transaction checks again.
      if (!canCancel(order)) throw paidOrderRefusal();
      const gateway = () => gatewayFor(deps);
      const released = await releaseOpenIntent(deps.db, gateway, order, deps.now());
      await cancelOrder(deps, caller, admin, order._id, released);
      return { acknowledged: true, deletedCount: 1 };
    },
  },
  {
    method: 'put',
    path: '/orderShip/:id',
    access: 'admin',
    handle: async ({ deps, req }) => {
      await shipOrder(deps, parse(idParam, req.params.id));
      return { acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedCount: 0 };
    },
  },
];

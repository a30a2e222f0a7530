import { uidForEmail } from '../../services/accounts';
import {
  cancelUnpaidOrder,
  createOrder,
  getOrderFor,
  listOrders,
  shipOrder,
} from '../../services/orders';
import { enforceRateLimit } from '../../services/rate-limit';
import { emailParam, idParam, newOrderBody, parse } from '../input';
import type { Context, Route } from '../route';

const actorOf = async ({ caller, isAdmin }: Context) => ({
  uid: caller.uid,
  admin: await isAdmin(),
});

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
    handle: async (ctx) =>
      getOrderFor(ctx.deps.db, await actorOf(ctx), parse(idParam, ctx.req.params.id)),
  },
  {
    method: 'delete',
    path: '/order/:id',
    access: 'user',
    handle: async (ctx) => {
      await cancelUnpaidOrder(ctx.deps, await actorOf(ctx), parse(idParam, ctx.req.params.id));
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

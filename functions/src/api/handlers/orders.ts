import { orderExportFileName, pageSizes, parseExportRange, type OrderFilters } from '@cps/domain';
import { once } from 'node:events';
import * as logs from '../../infra/logs';
import { uidForEmail } from '../../services/accounts/accounts';
import { createBuildOrder } from '../../services/orders/build-orders';
import { createCheckoutOrder } from '../../services/orders/checkout';
import { partIdForName } from '../../services/catalogue/catalogue';
import { invoicePdfFor } from '../../services/orders/invoice';
import { exportOrdersCsv } from '../../services/orders/order-export';
import { badRequest } from '../../services/shared/errors';
import { listCustomerOrdersPage, listOrdersPage } from '../../services/orders/order-lists';
import { cancelUnpaidOrder, createOrder, getOrderFor } from '../../services/orders/orders';
import { shipOrder } from '../../services/orders/courier-booking';
import {
  emailParam,
  idParam,
  newBuildOrderBody,
  newCheckoutBody,
  newOrderBody,
  parse,
  parseCursor,
  parseLimit,
  parseOrderQuery,
  shipBody,
} from '../input';
import { personalCacheControl, sendPage, withLimit } from '../paging';
import type { Context, Route } from '../route';

/** A page link's query: the filters as asked (status, q), the cursor, and a non-default limit. */
function orderLinkParams(filters: OrderFilters, limit: number, cursor: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  params.set('cursor', cursor);
  return withLimit(params, limit);
}

const downloadClosed = new Error('The client closed the download.');

/** The caller with their name: a token minted right after sign-up may predate it; Auth has it. */
const namedCaller = async ({ deps, caller }: Context) => ({
  ...caller,
  name: caller.name ?? (await deps.auth.getUser(caller.uid)).displayName,
});

const actorOf = async ({ caller, isAdmin }: Context) => ({
  uid: caller.uid,
  admin: await isAdmin(),
});

export const orderRoutes: Route[] = [
  {
    method: 'post',
    path: '/orders',
    access: 'user',
    rateLimit: 'orders',
    handle: async (ctx) => {
      const { deps, req, status, rateLimit } = ctx;
      const { partId, name: partName, ...input } = parse(newOrderBody, req.body);
      // Spec §7's client names the part (names are unique); the SPA sends its id.
      const byName = partId === undefined ? { partName: partName! } : {};
      const part = partId ?? (await partIdForName(deps.db, partName!));
      const insertedId = await createOrder(
        deps,
        await namedCaller(ctx),
        { ...input, partId: part, ...byName },
        rateLimit,
      );
      status(201);
      return { acknowledged: true, insertedId };
    },
  },
  {
    // A PC build as one order (not in the spec), counted with POST /orders against one limit.
    method: 'post',
    path: '/orders/build',
    access: 'user',
    rateLimit: 'orders',
    handle: async (ctx) => {
      const { parts: build, ...contact } = parse(newBuildOrderBody, ctx.req.body);
      const insertedId = await createBuildOrder(
        ctx.deps,
        await namedCaller(ctx),
        { build, ...contact },
        ctx.rateLimit,
      );
      ctx.status(201);
      return { acknowledged: true, insertedId };
    },
  },
  {
    // A cart as one order with its delivery (DESIGN §11), counted with POST /orders too.
    method: 'post',
    path: '/orders/checkout',
    access: 'user',
    rateLimit: 'orders',
    handle: async (ctx) => {
      const checkout = parse(newCheckoutBody, ctx.req.body);
      const insertedId = await createCheckoutOrder(
        ctx.deps,
        await namedCaller(ctx),
        checkout,
        ctx.rateLimit,
      );
      ctx.status(201);
      return { acknowledged: true, insertedId };
    },
  },
  {
    method: 'get',
    path: '/orders/:email',
    access: 'user',
    handle: async ({ deps, req, res, caller, isAdmin }) => {
      const email = parse(emailParam, req.params.email);
      // Who may read these orders is decided before anything else is looked at.
      const uid = await uidForEmail(deps, caller, await isAdmin(), email);
      const { status } = parseOrderQuery(req.query);
      const limit = parseLimit(req.query, pageSizes.api);
      const cursor = parseCursor(req.query);
      const page = await listCustomerOrdersPage(deps.db, uid, { status }, { limit, cursor });
      return sendPage(
        req,
        res,
        page,
        (c) => orderLinkParams({ status }, limit, c),
        personalCacheControl,
      );
    },
  },
  {
    method: 'get',
    path: '/orders',
    access: 'admin',
    handle: async ({ deps, req, res }) => {
      const filters = parseOrderQuery(req.query);
      const limit = parseLimit(req.query, pageSizes.api);
      const cursor = parseCursor(req.query);
      const page = await listOrdersPage(deps.db, filters, { limit, cursor });
      return sendPage(
        req,
        res,
        page,
        (c) => orderLinkParams(filters, limit, c),
        personalCacheControl,
      );
    },
  },
  {
    // The accountant's CSV of the orders placed in a range of the shop's days, written a page
    // of orders at a time as they are read.
    method: 'get',
    path: '/admin/orders/export',
    access: 'admin',
    handle: async ({ deps, req, res, caller }) => {
      const range = parseExportRange(req.query);
      if (!range.ok) throw badRequest(range.error);
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${orderExportFileName(range.value)}"`,
        'Cache-Control': personalCacheControl,
      });
      // A full buffer (a slow download) holds the next page's read until the client has caught
      // up; a client that went away stops the reads.
      const write = async (chunk: string) => {
        if (res.destroyed) throw downloadClosed;
        if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
      };
      let rows: number;
      try {
        rows = await exportOrdersCsv(deps.db, range.value, write);
      } catch (error) {
        if (error === downloadClosed) return undefined;
        throw error;
      }
      res.end();
      logs.ordersExported({ uid: caller.uid, ...range.value, rows });
      return undefined;
    },
  },
  {
    method: 'get',
    path: '/order/:id',
    access: 'user',
    handle: async (ctx) =>
      getOrderFor(ctx.deps.db, await actorOf(ctx), parse(idParam, ctx.req.params.id)),
  },
  {
    method: 'get',
    path: '/order/:id/invoice',
    access: 'user',
    handle: async (ctx) => {
      const { fileName, pdf } = await invoicePdfFor(
        ctx.deps,
        await actorOf(ctx),
        parse(idParam, ctx.req.params.id),
      );
      ctx.res
        .status(200)
        .set({
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'private, no-store',
        })
        .send(pdf);
      return undefined;
    },
  },
  {
    method: 'delete',
    path: '/order/:id',
    access: 'user',
    rateLimit: 'orderCancels',
    handle: async (ctx) => {
      const id = parse(idParam, ctx.req.params.id);
      await cancelUnpaidOrder(ctx.deps, await actorOf(ctx), id, ctx.rateLimit);
      return { acknowledged: true, deletedCount: 1 };
    },
  },
  {
    method: 'put',
    path: '/orderShip/:id',
    access: 'admin',
    handle: async ({ deps, req, caller }) => {
      // A cash-on-delivery order shipped already is a retry: modifiedCount 0. The spec sends no
      // body; a shop that ships by hand may send the parcel's tracking code.
      const id = parse(idParam, req.params.id);
      const { trackingCode } = parse(shipBody, req.body ?? {});
      const changed = await shipOrder(deps, id, caller.email, trackingCode);
      return {
        acknowledged: true,
        matchedCount: 1,
        modifiedCount: changed ? 1 : 0,
        upsertedCount: 0,
      };
    },
  },
];

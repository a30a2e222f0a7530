import { pageSizes, partFiltersToParams } from '@cps/domain';
import type { Request, Response } from 'express';
import {
  addPart,
  addReview,
  deletePart,
  getPart,
  listPartsPage,
  listReviewsPage,
  updatePart,
  type ListPage,
} from '../../services/catalogue';
import { notFound } from '../../services/errors';
import {
  idParam,
  newPartBody,
  newReviewBody,
  parse,
  parseCursor,
  parseFilters,
  parseLimit,
  partPatchBody,
} from '../input';
import type { Route } from '../route';

/**
 * Public lists may be kept by Hosting's CDN for 30 s and served stale for 5 more minutes while it
 * refreshes: repeats of a popular page cost no function call and no Firestore read. Browsers
 * always ask again (max-age=0); the browse page reads Firestore live anyway.
 */
export const listCacheControl = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
/** One part is what a buyer orders from: its stock is never served from a cache. */
export const partCacheControl = 'no-store';

/**
 * The paging headers of a list (docs/api.md): `X-Total-Count` always; `Link` (RFC 8288) with
 * rel="next" / rel="prev" when those pages exist. Links are path-absolute and built from the
 * request's own path (`/api/parts` behind Hosting), keeping its filters and limit.
 */
function sendPage<T>(
  req: Request,
  res: Response,
  page: ListPage<T>,
  params: (cursor: string) => URLSearchParams,
): T[] {
  const path = req.originalUrl.split('?')[0];
  const links = [
    page.next && `<${path}?${params(page.next).toString()}>; rel="next"`,
    page.prev && `<${path}?${params(page.prev).toString()}>; rel="prev"`,
  ].filter(Boolean);
  res.set('X-Total-Count', String(page.total));
  if (links.length) res.set('Link', links.join(', '));
  res.set('Access-Control-Expose-Headers', 'Link, X-Total-Count');
  res.set('Cache-Control', listCacheControl);
  return page.items;
}

/** The limit goes into links only when it is not the default. */
function withLimit(params: URLSearchParams, limit: number): URLSearchParams {
  if (limit !== pageSizes.api) params.set('limit', String(limit));
  return params;
}

export const catalogueRoutes: Route[] = [
  {
    method: 'get',
    path: '/parts',
    access: 'public',
    handle: async ({ deps, req, res }) => {
      const filters = parseFilters(req.query);
      const limit = parseLimit(req.query, pageSizes.api);
      const cursor = parseCursor(req.query);
      const page = await listPartsPage(deps.db, filters, { limit, cursor });
      return sendPage(req, res, page, (c) => withLimit(partFiltersToParams(filters, c), limit));
    },
  },
  {
    method: 'get',
    path: '/part/:id',
    access: 'public',
    handle: async ({ deps, req, res }) => {
      const part = await getPart(deps.db, parse(idParam, req.params.id));
      res.set('Cache-Control', partCacheControl);
      return part;
    },
  },
  {
    method: 'post',
    path: '/part',
    access: 'admin',
    handle: async ({ deps, req, status }) => {
      const part = parse(newPartBody, req.body);
      const insertedId = await addPart(deps, part);
      status(201);
      return {
        success: true,
        message: `${part.name} has been added to the store.`,
        acknowledged: true,
        insertedId,
      };
    },
  },
  {
    method: 'patch',
    path: '/part/:id',
    access: 'admin',
    handle: async ({ deps, req }) => {
      const id = parse(idParam, req.params.id);
      return updatePart(deps, id, parse(partPatchBody, req.body));
    },
  },
  {
    method: 'delete',
    path: '/part/:id',
    access: 'admin',
    handle: async ({ deps, req }) => {
      const deletedCount = await deletePart(deps.db, parse(idParam, req.params.id));
      if (deletedCount === 0) throw notFound('Part not found.');
      return { acknowledged: true, deletedCount };
    },
  },
  {
    method: 'get',
    path: '/reviews',
    access: 'public',
    handle: async ({ deps, req, res }) => {
      const limit = parseLimit(req.query, pageSizes.api);
      const cursor = parseCursor(req.query);
      const page = await listReviewsPage(deps.db, { limit, cursor });
      return sendPage(req, res, page, (c) => withLimit(new URLSearchParams({ cursor: c }), limit));
    },
  },
  {
    method: 'post',
    path: '/reviews',
    access: 'user',
    handle: async ({ deps, req, caller, status }) => {
      const insertedId = await addReview(deps, caller, parse(newReviewBody, req.body));
      status(201);
      return { acknowledged: true, insertedId };
    },
  },
];

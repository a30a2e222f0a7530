import { pageSizes, partFiltersToParams, specFiltersToParams } from '@cps/domain';
import { addPart, deletePart, getPart, updatePart } from '../../services/catalogue/catalogue';
import { partFacets, searchParts, type IndexAnswer } from '../../services/catalogue/search-parts';
import { notFound } from '../../services/shared/errors';
import { setStockShards } from '../../services/shared/order-stock';
import {
  idParam,
  newPartBody,
  parse,
  parseCursor,
  parseFilters,
  parseLimit,
  parseSpecQuery,
  partPatchBody,
  stockShardsBody,
} from '../input';
import { listCacheControl, sendPage, withLimit } from '../paging';
import type { Response } from 'express';
import type { Route } from '../route';

export { listCacheControl } from '../paging';

/** The header in which a search or facet answer says how many Firestore reads it cost. */
export const readsHeader = 'X-Firestore-Reads';

/** An answer of the index, with the reads its refresh cost this request said in `readsHeader`. */
function withReads<T>({ answer, reads }: IndexAnswer<T>, res: Response): T {
  res.set(readsHeader, String(reads));
  return answer;
}

/** One part is what a buyer orders from: its stock is never served from a cache. */
export const partCacheControl = 'no-store';

export const catalogueRoutes: Route[] = [
  {
    // Search, filters, sorts and pages, all from the instance's index (search/): no Firestore
    // read but the index's refresh.
    method: 'get',
    path: '/parts',
    access: 'public',
    handle: async ({ deps, req, res }) => {
      const filters = parseFilters(req.query);
      const specFilters = parseSpecQuery(req.query, filters.category);
      const limit = parseLimit(req.query, pageSizes.api);
      const cursor = parseCursor(req.query);
      const page = withReads(await searchParts(deps, filters, specFilters, { limit, cursor }), res);
      return sendPage(
        req,
        res,
        page,
        (c) => withLimit(specFiltersToParams(specFilters, partFiltersToParams(filters, c)), limit),
        listCacheControl,
      );
    },
  },
  {
    // The browse page's counts: categories, brands, the price range and (within a category)
    // each filterable specification's values, for the same filters as GET /parts.
    method: 'get',
    path: '/parts/facets',
    access: 'public',
    handle: async ({ deps, req, res }) => {
      const filters = parseFilters(req.query);
      const specFilters = parseSpecQuery(req.query, filters.category);
      const facets = withReads(await partFacets(deps, filters, specFilters), res);
      res.set('Cache-Control', listCacheControl);
      return facets;
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
    // The admin's switch for a hot part: its stock split over shards that orders draw from, or
    // joined back (1); the stock is the same after (docs/orders.md, "A hot part's stock in shards").
    method: 'put',
    path: '/part/:id/stockShards',
    access: 'admin',
    handle: async ({ deps, req }) => {
      const id = parse(idParam, req.params.id);
      const { stockShards } = parse(stockShardsBody, req.body);
      const after = await setStockShards(deps.db, id, stockShards, deps.now());
      if (!after) throw notFound('Part not found.');
      return { acknowledged: true, ...after };
    },
  },
  {
    method: 'delete',
    path: '/part/:id',
    access: 'admin',
    handle: async ({ deps, req }) => {
      const deletedCount = await deletePart(deps.db, parse(idParam, req.params.id), deps.now());
      if (deletedCount === 0) throw notFound('Part not found.');
      return { acknowledged: true, deletedCount };
    },
  },
];

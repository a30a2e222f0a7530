import {
  addPart,
  addReview,
  deletePart,
  getPart,
  listParts,
  listReviews,
} from '../../services/catalogue';
import { notFound } from '../../services/errors';
import { idParam, newPartBody, newReviewBody, parse } from '../input';
import type { Route } from '../route';

export const catalogueRoutes: Route[] = [
  { method: 'get', path: '/parts', access: 'public', handle: ({ deps }) => listParts(deps.db) },
  {
    method: 'get',
    path: '/part/:id',
    access: 'public',
    handle: ({ deps, req }) => getPart(deps.db, parse(idParam, req.params.id)),
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
    method: 'delete',
    path: '/part/:id',
    access: 'admin',
    handle: async ({ deps, req }) => {
      const deletedCount = await deletePart(deps.db, parse(idParam, req.params.id));
      if (deletedCount === 0) throw notFound('Part not found.');
      return { acknowledged: true, deletedCount };
    },
  },
  { method: 'get', path: '/reviews', access: 'public', handle: ({ deps }) => listReviews(deps.db) },
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

import { pageSizes } from '@cps/domain';
import {
  addReview,
  approveReview,
  listReviewsPage,
  rejectReview,
} from '../../services/reviews/reviews';
import { idParam, newReviewBody, parse, parseCursor, parseLimit } from '../input';
import { listCacheControl, sendPage, withLimit } from '../paging';
import type { Route } from '../route';

export const reviewRoutes: Route[] = [
  {
    // Published reviews only, newest first; no author's uid (services/reviews/reviews.ts).
    method: 'get',
    path: '/reviews',
    access: 'public',
    handle: async ({ deps, req, res }) => {
      const limit = parseLimit(req.query, pageSizes.api);
      const cursor = parseCursor(req.query);
      const page = await listReviewsPage(deps.db, { limit, cursor });
      return sendPage(
        req,
        res,
        page,
        (c) => withLimit(new URLSearchParams({ cursor: c }), limit),
        listCacheControl,
      );
    },
  },
  {
    // A verified buyer's review is published at once (`published: true`); anyone else's waits
    // for an admin. Spec §7's client reads only `insertedId`.
    method: 'post',
    path: '/reviews',
    access: 'user',
    rateLimit: 'reviews',
    handle: async ({ deps, req, caller, status, rateLimit }) => {
      const review = parse(newReviewBody, req.body);
      // Published under the account's own name: tokens minted right after sign-up may predate
      // the display name, so Auth is asked then; the payload's `name` is not used.
      const name = caller.name || (await deps.auth.getUser(caller.uid)).displayName;
      const posted = await addReview(deps, { ...caller, name }, review, rateLimit);
      status(201);
      return { acknowledged: true, insertedId: posted.id, published: posted.published };
    },
  },
  {
    method: 'put',
    path: '/review/:id/approve',
    access: 'admin',
    handle: async ({ deps, req }) => {
      await approveReview(deps, parse(idParam, req.params.id));
      return { acknowledged: true, modifiedCount: 1 };
    },
  },
  {
    // Rejects a waiting review (a published one is not touched: 404).
    method: 'delete',
    path: '/review/:id',
    access: 'admin',
    handle: async ({ deps, req }) => {
      await rejectReview(deps, parse(idParam, req.params.id));
      return { acknowledged: true, deletedCount: 1 };
    },
  },
];

import {
  createSavedBuild,
  deleteSavedBuild,
  listSavedBuilds,
  updateSavedBuild,
} from '../../services/accounts/saved-builds';
import { idParam, newSavedBuildBody, parse, savedBuildPatchBody } from '../input';
import { personalCacheControl, sendPage } from '../paging';
import type { Route } from '../route';

// A signed-in account's saved builds (docs/pc-builder.md, Saved builds). Every route acts on the
// caller's own builds only: another account's id answers 404, as a missing one does. Admins are
// accounts too and may keep builds here; the SPA offers saving and My Builds to customers, whose
// dashboard menu it is.
export const savedBuildRoutes: Route[] = [
  {
    // All of them, newest first: at most 20, so one page (no cursor, no Link).
    method: 'get',
    path: '/builds',
    access: 'user',
    handle: async ({ deps, req, res, caller }) => {
      const items = await listSavedBuilds(deps, caller.uid);
      return sendPage(
        req,
        res,
        { items, total: items.length },
        () => new URLSearchParams(),
        personalCacheControl,
      );
    },
  },
  {
    method: 'post',
    path: '/builds',
    access: 'user',
    rateLimit: 'savedBuilds',
    handle: async ({ deps, req, caller, status, rateLimit }) => {
      const input = parse(newSavedBuildBody, req.body);
      const saved = await createSavedBuild(deps, caller.uid, input, rateLimit);
      status(201);
      return { acknowledged: true, insertedId: saved._id };
    },
  },
  {
    // Renames it (`name`), replaces its parts (`parts`), or both; answers the build as saved.
    method: 'patch',
    path: '/build/:id',
    access: 'user',
    rateLimit: 'savedBuilds',
    handle: async ({ deps, req, caller, rateLimit }) => {
      const id = parse(idParam, req.params.id);
      const change = parse(savedBuildPatchBody, req.body);
      return updateSavedBuild(deps, caller.uid, id, change, rateLimit);
    },
  },
  {
    method: 'delete',
    path: '/build/:id',
    access: 'user',
    rateLimit: 'savedBuilds',
    handle: async ({ deps, req, caller, rateLimit }) => {
      await deleteSavedBuild(deps, caller.uid, parse(idParam, req.params.id), rateLimit);
      return { acknowledged: true, deletedCount: 1 };
    },
  },
];

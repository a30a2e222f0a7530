import { pageSizes } from '@cps/domain';
import {
  getProfile,
  isAdminEmail,
  signInUser,
  uidForEmail,
  updateProfile,
} from '../../services/accounts/accounts';
import { listUsersPage } from '../../services/accounts/user-lists';
import { setAdminRole } from '../../services/accounts/roles';
import { forbidden } from '../../services/shared/errors';
import { assertRecentSignIn, endSession } from '../../services/accounts/sessions';
import { emailParam, parse, parseCursor, parseLimit, parseUserSearch, profileBody } from '../input';
import { personalCacheControl, sendPage, withLimit } from '../paging';
import type { Route } from '../route';

const updateAnswer = (matched: boolean, modified: boolean, upserted = false) => ({
  acknowledged: true,
  matchedCount: matched ? 1 : 0,
  modifiedCount: modified ? 1 : 0,
  upsertedCount: upserted ? 1 : 0,
});

const roleRoute = (path: string, admin: boolean): Route => ({
  method: 'put',
  path,
  access: 'admin',
  handle: async ({ deps, req }) => {
    const change = await setAdminRole(deps, parse(emailParam, req.params.email), admin);
    return updateAnswer(true, change.changed);
  },
});

export const accountRoutes: Route[] = [
  {
    method: 'put',
    path: '/user/:email',
    access: 'user',
    rateLimit: 'signIns',
    handle: async ({ deps, req, caller, token, rateLimit }) => {
      if (parse(emailParam, req.params.email) !== caller.email) {
        throw forbidden('You can only sign in as yourself.');
      }
      // Only from an ID token of a sign-in within 5 minutes (services/accounts/sessions.ts).
      assertRecentSignIn(caller, deps.now());
      // Counted before the mint, in a transaction that refuses a full window: counted after it
      // (the app's settle), a concurrent burst all passed the early check and minted past the limit.
      await rateLimit.take();
      return { token: await signInUser(deps, caller, token) };
    },
  },
  {
    // Logout (an addition to spec §7): the login token it is called with ends for good.
    method: 'post',
    path: '/logout',
    access: 'user',
    handle: async ({ deps, caller, token }) => {
      await endSession(deps, caller, token);
      return { success: true };
    },
  },
  roleRoute('/user/makeAdmin/:email', true),
  roleRoute('/user/deleteAdmin/:email', false),
  {
    method: 'get',
    path: '/users',
    access: 'admin',
    handle: async ({ deps, req, res }) => {
      const q = parseUserSearch(req.query);
      const limit = parseLimit(req.query, pageSizes.api);
      const cursor = parseCursor(req.query);
      const page = await listUsersPage(deps.db, q, { limit, cursor });
      const params = (c: string) =>
        withLimit(new URLSearchParams({ ...(q ? { q } : {}), cursor: c }), limit);
      return sendPage(req, res, page, params, personalCacheControl);
    },
  },
  {
    method: 'get',
    path: '/admin/:email',
    access: 'user',
    handle: async ({ deps, req, caller, isAdmin }) => {
      const email = parse(emailParam, req.params.email);
      if (email === caller.email) return { admin: await isAdmin() };
      if (!(await isAdmin())) throw forbidden();
      return { admin: await isAdminEmail(deps, email) };
    },
  },
  {
    method: 'get',
    path: '/profile/:email',
    access: 'user',
    handle: async ({ deps, req, caller, isAdmin }) => {
      const email = parse(emailParam, req.params.email);
      return getProfile(deps, await uidForEmail(deps, caller, await isAdmin(), email), email);
    },
  },
  {
    method: 'put',
    path: '/profile/:email',
    access: 'user',
    rateLimit: 'profileUpdates',
    handle: async ({ deps, req, caller, isAdmin, rateLimit }) => {
      const email = parse(emailParam, req.params.email);
      const update = parse(profileBody, req.body);
      const uid = await uidForEmail(deps, caller, await isAdmin(), email);
      if (!uid) throw forbidden('No account uses this email.');
      const { existed, modified } = await updateProfile(deps, uid, email, update, rateLimit);
      return updateAnswer(existed, existed && modified, !existed);
    },
  },
];

import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { authenticate } from '../api/auth';
import { emailParam } from '../api/input';
import type { Deps } from '../services/shared/deps';
import { isAdminNow, setAdminRole } from '../services/accounts/roles';
import { toCallableError } from './errors';

/** Callable twin of PUT /user/makeAdmin|deleteAdmin/{email}: same service, callable error codes. */
export function adminRoleCallable(getDeps: () => Deps, admin: boolean) {
  return async (request: CallableRequest<unknown>) => {
    const deps = getDeps();
    try {
      // The framework checked the ID token's signature and expiry only: the caller is checked as
      // the REST paths check it (api/auth.ts: revoked, disabled), and the admin claim read live.
      const caller = await authenticate(deps, request.rawRequest.headers.authorization);
      if (!(await isAdminNow(deps.auth, caller.uid))) {
        throw new HttpsError('permission-denied', 'Only admins can change roles.');
      }
      const email = emailParam.safeParse((request.data as { email?: unknown } | null)?.email);
      if (!email.success) throw new HttpsError('invalid-argument', 'A valid email is required.');
      const change = await setAdminRole(deps, email.data, admin);
      return { acknowledged: true, email: change.email, admin, changed: change.changed };
    } catch (error) {
      throw toCallableError(error);
    }
  };
}

import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { emailParam } from '../api/input';
import type { Deps } from '../services/deps';
import { isAdminNow, setAdminRole } from '../services/roles';
import { toCallableError } from './errors';

/** Callable twin of PUT /user/makeAdmin|deleteAdmin/{email}: same service, callable error codes. */
export function adminRoleCallable(getDeps: () => Deps, admin: boolean) {
  return async (request: CallableRequest<unknown>) => {
    const deps = getDeps();
    if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in first.');
    if (!(await isAdminNow(deps.auth, request.auth.uid))) {
      throw new HttpsError('permission-denied', 'Only admins can change roles.');
    }
    const email = emailParam.safeParse((request.data as { email?: unknown } | null)?.email);
    if (!email.success) throw new HttpsError('invalid-argument', 'A valid email is required.');
    try {
      const change = await setAdminRole(deps, email.data, admin);
      return { acknowledged: true, email: change.email, admin, changed: change.changed };
    } catch (error) {
      throw toCallableError(error);
    }
  };
}

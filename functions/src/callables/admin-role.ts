import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { Auth } from 'firebase-admin/auth';
import { emailParam } from '../api/input';
import type { Deps } from '../services/deps';
import { setAdminRole } from '../services/roles';
import { toCallableError } from './errors';

/**
 * The callable's caller as the REST paths check it (api/auth.ts verifyIdToken(token, true)): the
 * framework verified the token's signature and expiry only, so the account is read once here and
 * a token of a disabled account, or one signed in before its tokens were revoked
 * (auth.revokeRefreshTokens), is refused as unauthenticated, the Admin SDK's own revocation test.
 * Answers whether the account is admin right now (its claim as Auth holds it).
 */
async function isLiveAdmin(auth: Auth, token: CallableRequest['auth']): Promise<boolean> {
  if (!token) throw new HttpsError('unauthenticated', 'Sign in first.');
  const user = await auth.getUser(token.uid).catch(() => undefined);
  const validSince = user?.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
  if (!user || user.disabled || token.token.auth_time * 1000 < validSince) {
    throw new HttpsError('unauthenticated', 'Invalid or expired token.');
  }
  return user.customClaims?.admin === true;
}

/** Callable twin of PUT /user/makeAdmin|deleteAdmin/{email}: same service, callable error codes. */
export function adminRoleCallable(getDeps: () => Deps, admin: boolean) {
  return async (request: CallableRequest<unknown>) => {
    const deps = getDeps();
    if (!(await isLiveAdmin(deps.auth, request.auth))) {
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

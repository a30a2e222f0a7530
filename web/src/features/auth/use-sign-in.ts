import { authErrorMessage, messages, type AuthFlow } from '@cps/domain';
import type { UserCredential } from 'firebase/auth';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { registerSignIn } from '@/infra/api';
import type { FromState } from '@/lib/auth/remembered-page';

const actions = () => import('./auth-actions');

function codeOf(error: unknown): string | undefined {
  return (error as { code?: string }).code;
}

/**
 * The sign-in flows of spec §4: after each success, PUT /user/{email} stores the login token,
 * the user goes back where they came from (or /), replacing the history entry, with a toast.
 * Each Firebase error code maps to the spec's message for that flow.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  const target = from ? `${from.pathname}${from.search ?? ''}` : paths.home;

  const finish = useCallback(
    async (credential: UserCredential, success: string) => {
      await registerSignIn(credential.user.email ?? '');
      navigate(target, { replace: true });
      toast.success(success);
    },
    [navigate, target],
  );

  const attempt = useCallback(async (flow: AuthFlow, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      toast.error(authErrorMessage(flow, codeOf(error)));
    }
  }, []);

  return {
    logIn: (email: string, password: string) =>
      attempt('login', async () => {
        const credential = await (await actions()).logIn(email, password);
        await finish(credential, messages.success.login);
      }),
    signUp: (name: string, email: string, password: string) =>
      attempt('signUp', async () => {
        const credential = await (await actions()).signUp(name, email, password);
        await finish(credential, messages.success.signUp);
      }),
    google: () =>
      attempt('google', async () => {
        // A sign-in Google completed after the popup had closed and the 2 s had passed (a slow
        // network): the account is signed in, so it is finished like any other, not left half done.
        const late = (credential: UserCredential) =>
          void attempt('google', () => finish(credential, messages.success.googleLogin));
        const credential = await (await actions()).google(late);
        await finish(credential, messages.success.googleLogin);
      }),
    resetPassword: (email: string) =>
      attempt('passwordReset', async () => {
        if (!email) {
          toast.error(messages.auth.passwordReset.missingEmail);
          return;
        }
        await (await actions()).resetPassword(email);
        toast.success(messages.auth.passwordReset.sent);
      }),
  };
}

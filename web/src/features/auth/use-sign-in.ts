import { authErrorMessage, messages, type AuthFlow } from '@cps/domain';
import {
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  updateProfile,
  type UserCredential,
} from 'firebase/auth';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from 'reactfire';
import { paths } from '@/config/paths';
import { registerSignIn } from '@/infra/api';
import { signInWithGoogle } from './google-sign-in';
import type { FromState } from './guards';

function codeOf(error: unknown): string | undefined {
  return (error as { code?: string }).code;
}

/**
 * The sign-in flows of spec §4: after each success, PUT /user/{email} stores the login token,
 * the user goes back where they came from (or /), replacing the history entry, with a toast.
 * Each Firebase error code maps to the spec's message for that flow.
 */
export function useSignIn() {
  const auth = useAuth();
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
        const credential = await signInWithEmailAndPassword(auth, email, password);
        await finish(credential, messages.success.login);
      }),
    signUp: (name: string, email: string, password: string) =>
      attempt('signUp', async () => {
        const credential = await createUserWithEmailAndPassword(auth, email, password);
        await updateProfile(credential.user, { displayName: name });
        await credential.user.getIdToken(true); // so the server sees the new display name
        await finish(credential, messages.success.signUp);
      }),
    google: () =>
      attempt('google', async () => {
        const credential = await signInWithGoogle(auth);
        await finish(credential, messages.success.googleLogin);
      }),
    resetPassword: (email: string) =>
      attempt('passwordReset', async () => {
        if (!email) {
          toast.error(messages.auth.passwordReset.missingEmail);
          return;
        }
        await sendPasswordResetEmail(auth, email);
        toast.success(messages.auth.passwordReset.sent);
      }),
  };
}

import { messages } from '@cps/domain';
import { signOut } from 'firebase/auth';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useAuth } from 'reactfire';
import { paths } from '@/config/paths';
import { clearAccessToken } from '@/infra/access-token';

/** Spec §4: sign out, go to /login, say so, and forget the stored API token. */
export function useLogout(): () => Promise<void> {
  const auth = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut(auth);
    clearAccessToken();
    navigate(paths.login);
    toast.success(messages.success.logout);
  }, [auth, navigate]);
}

import { messages } from '@cps/domain';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { signOutUser } from './sign-out';

/** Spec §4: sign out, go to /login, say so, and forget the stored API token. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOutUser();
    navigate(paths.login);
    toast.success(messages.success.logout);
  }, [navigate]);
}

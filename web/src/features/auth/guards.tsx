import { messages } from '@cps/domain';
import { useEffect, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useRole } from '@/lib/auth/role';
import { loginState } from '@/lib/auth/remembered-page';
import { signOutUser } from './sign-out';

/**
 * Spec §2: a visitor who is not signed in goes to /login, and the page they came from is kept;
 * not for one signed out while here (Logout, the admin-only refusal): see remembered-page.ts.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const role = useRole();
  const location = useLocation();
  const [signedInHere, setSignedInHere] = useState(false);
  if (role.status === 'signedIn' && !signedInHere) setSignedInHere(true);
  if (role.status === 'loading') return <PageSpinner />;
  if (role.status === 'signedOut') {
    return <Navigate to={paths.login} replace state={loginState(location, signedInHere)} />;
  }
  return children;
}

/** Spec §2: a non-admin gets an error toast, is signed out and is sent to /login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const role = useRole();
  const navigate = useNavigate();
  const refused = role.status === 'signedIn' && !role.isAdmin;

  useEffect(() => {
    if (!refused) return;
    toast.error(messages.shop.adminOnly, { id: 'admin-only' });
    void signOutUser().then(() => navigate(paths.login, { replace: true }));
  }, [refused, navigate]);

  return role.status === 'signedIn' && role.isAdmin ? children : <PageSpinner />;
}

/** Spec §2: an admin gets an error toast and is sent to /. */
export function RequireUser({ children }: { children: ReactNode }) {
  const role = useRole();
  const navigate = useNavigate();
  const refused = role.status === 'signedIn' && role.isAdmin;

  useEffect(() => {
    if (!refused) return;
    toast.error(messages.shop.userOnly, { id: 'user-only' });
    navigate(paths.home, { replace: true });
  }, [refused, navigate]);

  return role.status === 'signedIn' && !role.isAdmin ? children : <PageSpinner />;
}

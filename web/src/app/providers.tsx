import { limits } from '@cps/domain';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { RoleProvider } from '@/lib/auth/role';

const { toast } = limits;

/**
 * Who is signed in (for the navbar and the guards) and the toaster of spec §9. reactfire's
 * providers are not here: they come with the Firebase SDK, loaded per page (see infra/live.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <RoleProvider>
      {children}
      <Toaster
        position="top-center"
        toastOptions={{
          success: { duration: toast.successMs },
          error: { duration: toast.errorMs },
          blank: { duration: toast.blankMs },
          custom: { duration: toast.customMs },
          loading: { duration: Infinity },
        }}
      />
    </RoleProvider>
  );
}

import { limits } from '@cps/domain';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth, firebaseApp, firestore } from '@/infra/firebase';
import { RoleProvider } from '@/features/auth/role';

const { toast } = limits;

/** Firebase SDKs for the features (through reactfire) and the toaster of spec §9. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <RoleProvider>{children}</RoleProvider>
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
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth, firebaseApp } from '@/infra/firebase';
import { firestore } from '@/infra/firestore';

/** reactfire's providers over the app's SDK instances. Only ever loaded on demand (see live.tsx). */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { env } from '@/config/env';

// The Firebase app and Auth, made once; reactfire's providers hand them to the features. Like
// firestore.ts, this module is only ever imported on demand (see live.tsx), never by the
// entry chunk; a visitor's page needs Auth (who is signed in) long before it needs Firestore.
export const firebaseApp = initializeApp(env.firebase);
// getAuth() would also set up the popup/redirect resolver, which fetches Google's gapi script and
// an iframe on every page load; only Google sign-in needs it, and passes it itself.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (env.useEmulators) {
  connectAuthEmulator(auth, `http://${env.emulatorHost}:9099`, { disableWarnings: true });
}

import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { env } from '@/config/env';

// The Firebase SDK instances, made once; reactfire's providers hand them to the features.
export const firebaseApp = initializeApp(env.firebase);
export const auth = getAuth(firebaseApp);
export const firestore = getFirestore(firebaseApp);

if (env.useEmulators) {
  connectAuthEmulator(auth, `http://${env.emulatorHost}:9099`, { disableWarnings: true });
  connectFirestoreEmulator(firestore, env.emulatorHost, 8080);
}

import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { env } from '@/config/env';
import { firebaseApp } from './firebase';

// The Firestore instance, made once. Imported on demand only: by the pages and sections that read
// live data (through reactfire) and by the role watcher once someone is signed in.
export const firestore = getFirestore(firebaseApp);

if (env.useEmulators) connectFirestoreEmulator(firestore, env.emulatorHost, 8080);

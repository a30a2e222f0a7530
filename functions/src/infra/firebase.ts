import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

// One Admin app per process; in the emulator the SDK reads FIRESTORE_EMULATOR_HOST itself.
const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);

// Seeds the local emulators with the demo store: `npm run seed` (npm start runs it for you).
import { getAuth } from 'firebase-admin/auth';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { demoAccounts } from '@cps/fixtures';
import { seedDemoData } from './seed-demo';

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-computer-parts';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

if (!projectId.startsWith('demo-')) {
  console.error(`Refusing to seed ${projectId}: the demo data is for the local emulators only.`);
  process.exit(1);
}

const app = initializeApp({ projectId });
const result = await seedDemoData(getFirestore(app), getAuth(app));
console.log(
  result.seeded
    ? `Seeded ${result.documentsCreated} documents into ${projectId}.`
    : `Demo data already present in ${projectId}; nothing changed.`,
);
if (result.accountsCreated.length)
  console.log(`Created accounts: ${result.accountsCreated.join(', ')}`);
console.log('Demo accounts:');
for (const account of Object.values(demoAccounts)) {
  console.log(
    `  ${account.admin ? 'Admin   ' : 'Customer'}  ${account.email} / ${account.password}`,
  );
}

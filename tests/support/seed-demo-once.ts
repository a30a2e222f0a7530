import { seedDemoData } from '../../scripts/seed-demo';
import { adminFor, DEMO_PROJECT } from './emulators';

/**
 * Vitest globalSetup of the layers that use the demo project (api, e2e): the demo store is
 * seeded once, before any file of the layer runs, so no file depends on another having seeded
 * it. Seeding is idempotent; files treat the demo data as read-only and own whatever they change.
 */
export default async function seedDemoOnce(): Promise<void> {
  const admin = adminFor(DEMO_PROJECT);
  try {
    await seedDemoData(admin.db, admin.auth);
  } finally {
    await admin.close();
  }
}

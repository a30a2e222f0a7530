import { demoAccounts } from '@cps/fixtures';
import { beforeAll } from 'vitest';
import { adminFor, DEMO_PROJECT } from './emulators';
import { clearRateLimits } from './rate-limits';

// Vitest setupFile of the e2e layer: every file starts with the demo accounts' full allowance
// under the per-user rate limits (functions/src/services/shared/rate-limit.ts), as a shopper coming back
// the next day would. The limits are per account and per window (PUT /user: 10 login tokens an
// hour), and the whole suite logs the demo customer and admin in more often than one person
// would in an hour; without this, whether a file's login passes would depend on how many files
// ran before it. The limits themselves are proven in tests/api/abuse-limits.test.ts.

beforeAll(async () => {
  const { db, close } = adminFor(DEMO_PROJECT);
  await clearRateLimits(
    db,
    Object.values(demoAccounts).map(({ uid }) => uid),
  );
  await close();
});

import type { Firestore } from 'firebase-admin/firestore';
import { readConfig } from '../../functions/src/config';
import { CARD_DECLINES } from '../../functions/src/services/card-declines';
import { RATE_LIMITS_COLLECTION } from '../../functions/src/services/rate-limit';

/**
 * Gives accounts a fresh allowance under every configured per-user rate limit
 * (functions/src/services/rate-limit.ts: one record per limit and account, `{name}:{uid}`), and
 * forgets their declined cards (services/card-declines.ts, kept the same way).
 */
export async function clearRateLimits(db: Firestore, uids: readonly string[]): Promise<void> {
  const limits = db.collection(RATE_LIMITS_COLLECTION);
  const names = [
    ...Object.values(readConfig('').rateLimits).map(({ name }) => name),
    CARD_DECLINES,
  ];
  await Promise.all(
    uids.flatMap((uid) => names.map((name) => limits.doc(`${name}:${uid}`).delete())),
  );
}

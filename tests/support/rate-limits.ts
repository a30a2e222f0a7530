import { collections } from '@cps/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { readConfig } from '../../functions/src/config';
import { CARD_DECLINES } from '../../functions/src/services/payments/card-declines';

/**
 * Gives accounts a fresh allowance under every configured per-user rate limit
 * (functions/src/services/shared/rate-limit.ts: one record per limit and account, `{name}:{uid}`), and
 * forgets their declined cards (services/payments/card-declines.ts, kept the same way).
 */
export async function clearRateLimits(db: Firestore, uids: readonly string[]): Promise<void> {
  const limits = db.collection(collections.rateLimits);
  const names = [
    ...Object.values(readConfig('').rateLimits).map(({ name }) => name),
    CARD_DECLINES,
  ];
  await Promise.all(
    uids.flatMap((uid) => names.map((name) => limits.doc(`${name}:${uid}`).delete())),
  );
}

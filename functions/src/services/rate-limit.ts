import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ServiceError } from './errors';

/** At most `max` accepted attempts per user within any `windowMs`. */
export interface RateLimit {
  /** Names the counter: `rateLimits/{name}:{uid}/hits`. */
  name: string;
  max: number;
  windowMs: number;
}

export const RATE_LIMITS_COLLECTION = 'rateLimits';

/**
 * A sliding-window limit per user, kept in Firestore so that every function instance shares it.
 * Each attempt is first recorded as its own document, then the attempts inside the window are
 * counted, its own included. Of any number of racing attempts at most `max` can see a count of
 * `max` or less (the last of them to count sees all of them), so the limit holds without a
 * transaction or a hot counter document; a burst may be refused a little early, never late.
 * Hits carry `expiresAt` for Firestore's TTL policy (firestore.indexes.json) to delete them.
 * Throws a 429 with the seconds to wait when the limit is spent.
 */
export async function enforceRateLimit(
  db: Firestore,
  limit: RateLimit,
  uid: string,
  now: number,
): Promise<void> {
  const hits = db.collection(RATE_LIMITS_COLLECTION).doc(`${limit.name}:${uid}`).collection('hits');
  await hits.add({ at: now, expiresAt: Timestamp.fromMillis(now + limit.windowMs) });
  const recent = await hits
    .where('at', '>', now - limit.windowMs)
    .count()
    .get();
  if (recent.data().count > limit.max) {
    throw new ServiceError(
      'rate-limited',
      'Too many requests. Please try again later.',
      Math.ceil(limit.windowMs / 1000),
    );
  }
}

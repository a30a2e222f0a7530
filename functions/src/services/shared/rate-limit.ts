import { apiCopy, collections } from '@cps/domain';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { ServiceError } from './errors';
import { runTransaction } from './transaction';

/** At most `max` accepted attempts per user within any `windowMs`. */
export interface RateLimit {
  /** Names the counter: `rateLimits/{name}:{uid}`. */
  name: string;
  max: number;
  windowMs: number;
}

const tooMany = (retryAfterMs: number) =>
  new ServiceError(
    'rate-limited',
    apiCopy.limits.tooMany,
    Math.max(1, Math.ceil(retryAfterMs / 1000)),
  );

/** The attempts of a record still inside the window, oldest first. */
function recentOf(stored: unknown, limit: RateLimit, now: number): number[] {
  const accepted = Array.isArray(stored) ? (stored as number[]) : [];
  return accepted.filter((at) => at > now - limit.windowMs).sort((a, b) => a - b);
}

/** How long until the window has room again: 0 when it has room now. */
function waitOf(recent: number[], limit: RateLimit, now: number): number {
  return recent.length >= limit.max ? recent[0]! + limit.windowMs - now : 0;
}

function recordOf(recent: number[], now: number, limit: RateLimit) {
  const accepted = [...recent, now];
  return {
    accepted,
    expiresAt: Timestamp.fromMillis(Math.max(...accepted) + limit.windowMs),
  };
}

/**
 * One user's allowance under one limit, for one request. Its record (`rateLimits/{name}:{uid}`)
 * holds the times of the attempts accepted inside the window, at most `max` of them, so every
 * function instance shares it. An attempt is counted only when it is accepted, in the same commit
 * as what it was allowed to do: a refusal (by the limit, by validation, by the action itself)
 * writes nothing, so spamming refusals costs no writes. `expiresAt` lets Firestore's TTL policy
 * (firestore.indexes.json) delete the record once its window is over. Each refusal is
 * `rate-limited` with the seconds until the oldest attempt leaves the window.
 */
export class RateLimitGate {
  private consulted = false;

  constructor(
    private readonly db: Firestore,
    readonly limit: RateLimit,
    private readonly uid: string,
    private readonly now: () => number,
  ) {}

  private get ref() {
    return this.db.collection(collections.rateLimits).doc(`${this.limit.name}:${this.uid}`);
  }

  /** Refuses when the window is full, writing nothing: the early answer. */
  async check(): Promise<void> {
    const now = this.now();
    const wait = waitOf(
      recentOf((await this.ref.get()).get('accepted'), this.limit, now),
      this.limit,
      now,
    );
    if (wait > 0) throw tooMany(wait);
  }

  /**
   * For an action that is one transaction: reads the window in it (before its writes), refuses
   * when full, and hands back `count`, which writes this attempt with the action's writes. Of
   * racing attempts exactly as many commit as there is room.
   */
  async admit(tx: Transaction): Promise<() => void> {
    this.consulted = true;
    const { ref, limit } = this;
    const now = this.now();
    const recent = recentOf((await tx.get(ref)).get('accepted'), limit, now);
    const wait = waitOf(recent, limit, now);
    if (wait > 0) throw tooMany(wait);
    return () => void tx.set(ref, recordOf(recent, now, limit));
  }

  /**
   * Counts this attempt in a transaction of its own, before an action whose cost lies outside
   * Firestore (a call to Stripe): the attempt counts even if it is refused afterwards.
   */
  async take(): Promise<void> {
    this.consulted = true;
    await this.count(true);
  }

  /** Counts, once it succeeded, an attempt that neither admitted nor took. */
  async settle(): Promise<void> {
    if (this.consulted) return;
    this.consulted = true;
    await this.count(false);
  }

  /** Appends this attempt; `refuse`: unless the window is full (then it throws, writing nothing). */
  private async count(refuse: boolean): Promise<void> {
    const { ref, limit } = this;
    const wait = await runTransaction(
      this.db,
      async (tx) => {
        const now = this.now();
        const recent = recentOf((await tx.get(ref)).get('accepted'), limit, now);
        const waitMs = waitOf(recent, limit, now);
        if (refuse && waitMs > 0) return waitMs;
        tx.set(ref, recordOf(recent, now, limit));
        return 0;
      },
      // So many of this user's own attempts at once that the transaction could not get through.
      () => tooMany(1000),
    );
    if (wait > 0) throw tooMany(wait);
  }
}

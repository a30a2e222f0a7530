import { collections } from '@cps/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { isPaidStatus } from '../../../payments/sslcommerz/gateway';
import * as logs from '../../../infra/logs';
import type { Deps } from '../../shared/deps';
import { followRefund } from './refund';
import { sessionRef, sslcommerzTimings, type SessionRecord } from './sessions';
import { settleValidated } from './settle';

// Lost notifications: an IPN can be lost (and a buyer can close the tab before the return), so
// the store asks SSLCommerz's transaction query API about every session whose `checkAt` has come:
// ten minutes after it was made, then every ten minutes for three hours. A payment found there is
// applied as an IPN would be; a refund under way is followed the same way.

/** Sessions asked about per run at most: each is a call to SSLCommerz. */
export const sessionCheckPageSize = 50;

export interface SessionCheckRun {
  /** Sessions found paid (or held) on SSLCommerz: their notification was lost. */
  settled: number;
  /** Sessions closed: failed, cancelled, or left unpaid past the last check. */
  closed: number;
  /** Asked again later: still pending, a refund still processing, or the call failed. */
  waiting: number;
  /** Refunds that SSLCommerz now says are done. */
  refunded: number;
}

type SessionDeps = Pick<Deps, 'db' | 'gateway' | 'now' | 'sslcommerz'>;

/** Asks SSLCommerz about one open session and applies what it says. */
export async function checkOpenSession(
  deps: SessionDeps,
  record: SessionRecord,
): Promise<'settled' | 'closed' | 'waiting'> {
  const found = await deps.sslcommerz().queryTransaction(record.tranId);
  const paid = found.find((t) => isPaidStatus(t.status) && t.tranId === record.tranId);
  if (paid) {
    const effect = await settleValidated(deps, record, paid);
    return effect === 'not-valid' || effect === 'mismatch' ? 'closed' : 'settled';
  }
  const at = deps.now();
  const pending = found.length === 0 || found.some((t) => t.status === 'PENDING');
  const ref = sessionRef(deps.db, record.tranId);
  if (pending && at < record.createdAt + sslcommerzTimings.giveUpMs) {
    await ref.update({ checkAt: at + sslcommerzTimings.recheckMs });
    return 'waiting';
  }
  await ref.update({ state: 'closed', checkAt: FieldValue.delete() });
  return 'closed';
}

/**
 * One run of the check: the sessions whose `checkAt` has come, oldest first, at most a page,
 * until `deadline`. One session that fails (SSLCommerz unreachable) waits for the next run.
 */
export async function checkSslcommerzSessions(
  deps: SessionDeps,
  deadline: number,
): Promise<SessionCheckRun> {
  const run: SessionCheckRun = { settled: 0, closed: 0, waiting: 0, refunded: 0 };
  const due = await deps.db
    .collection(collections.sslcommerzSessions)
    .where('checkAt', '<=', deps.now())
    .orderBy('checkAt')
    .limit(sessionCheckPageSize)
    .get();
  for (const doc of due.docs) {
    if (deps.now() >= deadline) break;
    const record = doc.data() as SessionRecord;
    try {
      if (record.state === 'refunding') {
        const status = await followRefund(deps, record);
        if (status === 'refunded') run.refunded += 1;
        else if (status === 'processing') run.waiting += 1;
        else run.closed += 1;
      } else if (record.state === 'open') {
        run[await checkOpenSession(deps, record)] += 1;
      } else {
        await doc.ref.update({ checkAt: FieldValue.delete() });
      }
    } catch (error) {
      logs.sslcommerzCheckFailed(record.tranId, error);
      run.waiting += 1;
    }
  }
  return run;
}

/**
 * Before an unpaid SSLCommerz order expires or is cancelled: SSLCommerz is asked about its open
 * sessions (at most 5), and a payment that went through is applied first (paid, or held), so the
 * transaction that ends the order finds it paid and leaves it: a paid order is never expired.
 */
export async function settleOpenSessions(deps: SessionDeps, orderId: string): Promise<void> {
  const open = await deps.db
    .collection(collections.sslcommerzSessions)
    .where('orderId', '==', orderId)
    .where('state', '==', 'open')
    .limit(5)
    .get();
  for (const doc of open.docs) await checkOpenSession(deps, doc.data() as SessionRecord);
}

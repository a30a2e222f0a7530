import { collections, courierCheckAfterMs, type OrderDoc } from '@cps/domain';
import * as logs from '../../infra/logs';
import type { Deps } from '../shared/deps';
import { applyCourierReport } from './courier-report';

// A webhook can be lost: every parcel carries `courier.checkAt`, six hours after its booking or
// its last report, until it ends. The poll asks the courier's status API about the parcels whose
// check has come (oldest first, one page a run) and applies what it says as a report; a parcel
// whose status did not change is asked again six hours later.

/** Parcels asked about per run at most: each is a call to the courier. */
export const courierPollPageSize = 50;

export interface CourierPollRun {
  asked: number;
  /** Parcels whose state or status the answer changed. */
  moved: number;
  /** Calls that failed (the courier unreachable): asked again next run. */
  failed: number;
}

export async function pollCourierParcels(
  deps: Pick<Deps, 'db' | 'now' | 'courier'>,
  deadline: number,
): Promise<CourierPollRun> {
  const run: CourierPollRun = { asked: 0, moved: 0, failed: 0 };
  const courier = deps.courier();
  if (!courier) return run;
  const due = await deps.db
    .collection(collections.orders)
    .where('courier.checkAt', '<=', deps.now())
    .orderBy('courier.checkAt')
    .limit(courierPollPageSize)
    .get();
  for (const doc of due.docs) {
    if (deps.now() >= deadline) break;
    const order = doc.data() as OrderDoc;
    run.asked += 1;
    try {
      const status = order.consignmentId
        ? await courier.statusByConsignment(order.consignmentId)
        : await courier.statusByInvoice(doc.id);
      const effect = status
        ? await applyCourierReport(
            deps,
            {
              consignmentId: order.consignmentId ?? '',
              invoice: doc.id,
              status,
              at: deps.now(),
            },
            'poll',
          )
        : 'duplicate';
      if (effect === 'moved' || effect === 'paid') {
        run.moved += 1;
      } else {
        // Asked again later; a parcel that ended has no check left to move.
        const fresh = (await doc.ref.get()).get('courier.checkAt') as number | undefined;
        if (fresh !== undefined) {
          await doc.ref.update({ 'courier.checkAt': deps.now() + courierCheckAfterMs });
        }
      }
    } catch (error) {
      logs.courierPollFailed(doc.id, error);
      run.failed += 1;
    }
  }
  return run;
}

import * as logs from '../infra/logs';
import type { Deps } from '../services/shared/deps';
import { expireDueOrders, type ExpiryRun } from '../services/orders/order-expiry';
import { checkSslcommerzSessions } from '../services/payments/sslcommerz/sweep';
import { pollCourierParcels } from '../services/orders/courier-poll';

/** How far apart the two sweeps of one scheduled run are (the schedule is every minute). */
export const SWEEP_EVERY_MS = 30_000;

/**
 * The scheduled door of holds that expire: two sweeps a run, at 0 s and 30 s, so a hold's stock
 * is back within about 30 s of its end although schedules run once a minute. Each sweep stops
 * before the next one is due; between them, SSLCommerz is asked about its sessions whose check has
 * come (services/payments/sslcommerz/sweep.ts), and the courier about parcels not heard of for
 * six hours. Logs what the run did (`order_expiry_run`,
 * `sslcommerz_check_run`).
 */
export async function expireOrderHoldsJob(
  deps: Pick<Deps, 'db' | 'gateway' | 'now' | 'sslcommerz' | 'courier'>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<ExpiryRun[]> {
  const started = deps.now();
  const first = await expireDueOrders(deps, started + SWEEP_EVERY_MS - 5_000);
  // SSLCommerz sessions whose IPN may be lost, and refunds under way, once a run.
  logs.sslcommerzCheckRun(await checkSslcommerzSessions(deps, started + SWEEP_EVERY_MS - 5_000));
  // Parcels whose courier webhook may be lost (services/orders/courier-poll.ts).
  logs.courierPollRun(await pollCourierParcels(deps, started + SWEEP_EVERY_MS - 5_000));
  await sleep(Math.max(0, started + SWEEP_EVERY_MS - deps.now()));
  const second = await expireDueOrders(deps, started + 2 * SWEEP_EVERY_MS - 5_000);
  logs.orderExpiryRun([first, second]);
  return [first, second];
}

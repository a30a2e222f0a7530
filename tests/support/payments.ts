import { collections } from '@cps/domain';
import type { Firestore } from 'firebase-admin/firestore';

// Payment records for tests on the shared demo project (api, e2e): what the emulated gateway
// (functions/src/emulator/card/emulated-gateway.ts) and the webhook write next to an order.

/** Test cards of the emulated gateway, as Stripe's test mode knows them. */
export const cards = {
  good: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** The intent id a client secret belongs to (`pi_…_secret_…`). */
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

async function pathsWhere(
  db: Firestore,
  collection: string,
  field: string,
  values: readonly string[],
): Promise<string[]> {
  const paths: string[] = [];
  // Firestore's `in` takes at most 30 values.
  for (let from = 0; from < values.length; from += 30) {
    const snap = await db
      .collection(collection)
      .where(field, 'in', values.slice(from, from + 30))
      .get();
    paths.push(...snap.docs.map((doc) => doc.ref.path));
  }
  return paths;
}

/**
 * Removes the payment records of these orders and intents: every intent made for the orders,
 * with its idempotency keys, and the webhook's events of both. Run before the orders go.
 */
export async function removePaymentRecords(
  db: Firestore,
  orderIds: Iterable<string>,
  intentIds: Iterable<string> = [],
): Promise<void> {
  const orders = [...new Set(orderIds)];
  const intents = new Set(intentIds);
  for (const path of await pathsWhere(db, collections.emulatedIntents, 'orderId', orders)) {
    intents.add(path.split('/').pop()!);
  }
  const ids = [...intents];
  const paths = [
    ...ids.map((id) => `${collections.emulatedIntents}/${id}`),
    ...(await pathsWhere(db, collections.emulatedIntentKeys, 'intentId', ids)),
    ...(await pathsWhere(db, collections.paymentEvents, 'intentId', ids)),
    ...(await pathsWhere(db, collections.paymentEvents, 'orderId', orders)),
  ];
  const writes = db.bulkWriter();
  for (const path of new Set(paths)) void writes.delete(db.doc(path));
  await writes.close();
}

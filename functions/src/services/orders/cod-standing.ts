import { collections, decideCodPlacement, openCodStatuses, type CodPolicy } from '@cps/domain';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../shared/caller';
import { conflict } from '../shared/errors';
import { onePaidOrderOf } from '../shared/paid-orders';

// What the fake-order policy (packages/domain cod.ts, decideCodPlacement) is checked against when
// a cash-on-delivery order is placed: whether the account has a paid order, its open COD orders
// (at most the policy's most, plus none: the query stops there), and its last delivery refused at
// the door. Three bounded reads. The two queries run outside the placement's transaction, after
// it has read the customer's lock, for the reason and with the guarantee of
// shared/customer-orders.ts: the lock orders the customer's own placements, and any other change
// of their orders (paid, confirmed, delivered, cancelled) can only make the answer stricter.

/** `codRefusals/{uid}`: the customer's deliveries refused at the door (server-only). */
export function codRefusalsRef(db: Firestore, uid: string): DocumentReference {
  return db.collection(collections.codRefusals).doc(uid);
}

/**
 * Refuses (409, with what the buyer can do instead) a cash-on-delivery order of `totalCents`
 * that the policy does not allow the caller now.
 */
export async function assertCodAllowed(
  db: Firestore,
  tx: Transaction,
  caller: Pick<Caller, 'uid'>,
  totalCents: number,
  at: number,
  policy: CodPolicy,
): Promise<void> {
  const [paid, open, refusals] = await Promise.all([
    onePaidOrderOf(db, caller.uid).get(),
    db
      .collection(collections.orders)
      .where('uid', '==', caller.uid)
      .where('status', 'in', openCodStatuses)
      .limit(Math.max(policy.maxOpen, policy.newAccount.maxOpen))
      .get(),
    tx.get(codRefusalsRef(db, caller.uid)),
  ]);
  const decision = decideCodPlacement(
    totalCents,
    {
      proven: !paid.empty,
      open: open.size,
      lastRefusedAt: refusals.get('lastRefusedAt') as number | undefined,
    },
    at,
    policy,
  );
  if (!decision.ok) throw conflict(decision.message);
}

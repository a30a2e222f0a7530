import { collections } from '@cps/domain';
import type { Firestore, Query } from 'firebase-admin/firestore';

/**
 * At most one paid order of a customer: whether they have paid before (a review's verified-buyer
 * mark, a proven customer's holds). Equalities only, so no composite index.
 */
export function onePaidOrderOf(db: Firestore, uid: string): Query {
  return db
    .collection(collections.orders)
    .where('uid', '==', uid)
    .where('paid', '==', true)
    .limit(1);
}

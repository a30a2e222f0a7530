import { collections, planUsersQuery, type User } from '@cps/domain';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  countOf,
  pageOf,
  pageWithTotal,
  planQuery,
  type ListPage,
  type PageRequest,
} from '../shared/paged-query';

// The back office's list of accounts (Make Admin), a page at a time: the domain plans the query
// (planUsersQuery), pageOf pages it by cursors, and an aggregation count gives the total.

export type UserRow = User & { _id: string };

const toUser = (snap: DocumentSnapshot): UserRow => ({
  _id: snap.id,
  email: snap.get('email') as string,
  displayName: (snap.get('displayName') as string | undefined) ?? '',
  ...(snap.get('roll') === 'admin' ? { roll: 'admin' as const } : {}),
});

/** GET /users (admin): accounts in email order, optionally those whose email starts with `q`. */
export async function listUsersPage(
  db: Firestore,
  q: string | undefined,
  page: PageRequest,
): Promise<ListPage<UserRow>> {
  const users = db.collection(collections.users);
  const query = planQuery(users, planUsersQuery(q));
  return pageWithTotal(pageOf(users, query, page), countOf(query), toUser);
}

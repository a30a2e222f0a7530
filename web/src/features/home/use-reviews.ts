import { collections, reviewLimits, type Review, type ReviewDoc } from '@cps/domain';
import { collection, limit, orderBy, query, type CollectionReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery } from '@/infra/firestore-live';

export type ReviewsState = { status: 'loading' } | { status: 'ready'; reviews: Review[] };

/**
 * The newest published reviews, live from Firestore (a page within the rules' bound). An empty
 * answer from the local cache, which is what an offline start gives, stays "loading" instead of
 * claiming there are no reviews. A failed read is thrown to the nearest LoadBoundary.
 */
export function useReviews(): ReviewsState {
  const firestore = useFirestore();
  const reviewsQuery = useMemo(
    () =>
      query(
        collection(firestore, collections.reviews) as CollectionReference<ReviewDoc>,
        orderBy('createdAt', 'desc'),
        limit(reviewLimits.shownOnHome),
      ),
    [firestore],
  );
  const live = useLiveQuery(reviewsQuery, 'newest reviews');
  if (live.status === 'error') throw live.error;
  return useMemo<ReviewsState>(
    () =>
      live.status === 'ready'
        ? { status: 'ready', reviews: live.data.items }
        : { status: 'loading' },
    [live],
  );
}

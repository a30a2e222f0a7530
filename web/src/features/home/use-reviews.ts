import { collections, reviewLimits, type Review, type ReviewDoc } from '@cps/domain';
import { collection, limit, orderBy, query, type CollectionReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';

export type ReviewsState = { status: 'loading' } | { status: 'ready'; reviews: Review[] };

/**
 * The newest published reviews, live from Firestore (a page within the rules' bound). The snapshot is read (not just its data) so that an
 * empty answer from the local cache, which is what an offline start gives, stays "loading"
 * instead of claiming there are no reviews.
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
  const { status, data: snapshot } = useFirestoreCollection(reviewsQuery);
  return useMemo<ReviewsState>(() => {
    if (status === 'loading' || !snapshot) return { status: 'loading' };
    if (snapshot.empty && snapshot.metadata.fromCache) return { status: 'loading' };
    return {
      status: 'ready',
      reviews: snapshot.docs.map((review) => ({ ...review.data(), _id: review.id })),
    };
  }, [status, snapshot]);
}

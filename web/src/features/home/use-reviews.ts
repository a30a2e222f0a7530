import { collections, reviewLimits, type Review, type ReviewDoc } from '@cps/domain';
import { collection, limit, orderBy, query, type CollectionReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { liveQuery } from '@/infra/firestore-live';
import { useLive } from '@/infra/use-live';
import { mapReady, type ReadState } from '@/lib/read-state';

/**
 * The newest published reviews, live from Firestore (a page within the rules' bound). An empty
 * answer from the local cache, which is what an offline start gives, stays `loading` instead of
 * claiming there are no reviews.
 */
export function useReviews(): ReadState<Review[]> {
  const firestore = useFirestore();
  const source = useMemo(
    () =>
      liveQuery(
        query(
          collection(firestore, collections.reviews) as CollectionReference<ReviewDoc>,
          orderBy('createdAt', 'desc'),
          limit(reviewLimits.shownOnHome),
        ),
        'newest reviews',
      ),
    [firestore],
  );
  const live = useLive(source);
  return useMemo(() => mapReady(live, (answer) => answer.items), [live]);
}

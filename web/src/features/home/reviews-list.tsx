import { ReviewCard, reviewsGridClass, ReviewsSkeleton } from './review-card';
import { useReviews } from './use-reviews';

/** The newest reviews, live from Firestore, with loading and empty states. */
export function ReviewsList() {
  const state = useReviews();

  if (state.status === 'loading' || state.status === 'missing') return <ReviewsSkeleton />;
  // Nothing better to say here than the section's LoadBoundary.
  if (state.status === 'error') throw state.error;
  if (state.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        No reviews yet. Bought something from us? Be the first to tell others how it went.
      </p>
    );
  }
  return (
    <ul className={reviewsGridClass}>
      {state.data.map((review) => (
        <li key={review._id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

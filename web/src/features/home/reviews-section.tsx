import { LoadBoundary } from '@/components/load-boundary';
import { ReviewCard, ReviewCardSkeleton } from './review-card';
import { REVIEWS_SHOWN, useReviews } from './use-reviews';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

function ReviewsList() {
  const state = useReviews();

  if (state.status === 'loading') {
    return (
      <div className={gridClass} role="status" aria-label="Loading reviews">
        {Array.from({ length: REVIEWS_SHOWN }, (_, i) => (
          <ReviewCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (state.reviews.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        No reviews yet. Bought something from us? Be the first to tell others how it went.
      </p>
    );
  }
  return (
    <ul className={gridClass}>
      {state.reviews.map((review) => (
        <li key={review._id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

/** Home's reviews section: the newest reviews, live from Firestore. */
export function ReviewsSection() {
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="reviews-heading" className="text-center text-3xl font-bold text-ink">
        What Our Customers Say
      </h2>
      <p className="mx-auto mb-8 mt-2 max-w-xl text-center text-slate-600">
        Real reviews from builders, gamers and offices across Bangladesh.
      </p>
      <LoadBoundary
        fallback={
          <p role="alert" className="text-center text-slate-600">
            The reviews could not be loaded. Check your connection and reload the page.
          </p>
        }
      >
        <ReviewsList />
      </LoadBoundary>
    </section>
  );
}

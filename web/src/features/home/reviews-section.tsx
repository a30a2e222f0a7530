import { Suspense } from 'react';
import { lazyLive } from '@/infra/live';
import { LoadBoundary } from '@/components/load-boundary';
import { WhenNear } from '@/components/when-near';
import { ReviewsSkeleton } from './review-card';

const LiveReviewsList = lazyLive(() => import('./reviews-list').then((m) => m.ReviewsList));

/** Home's reviews section: the newest reviews, live from Firestore once it nears the viewport. */
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
        <WhenNear fallback={<ReviewsSkeleton />}>
          <Suspense fallback={<ReviewsSkeleton />}>
            <LiveReviewsList />
          </Suspense>
        </WhenNear>
      </LoadBoundary>
    </section>
  );
}

import { copy, defaultAvatar, limits, preview, reviewLimits, type Review } from '@cps/domain';
import { useState } from 'react';
import { StarRating } from '@/components/star-rating';

/** Fixed height for a card and its skeleton, so nothing moves when the reviews arrive. */
export const reviewCardHeight = 'h-48';

/** Spec §2 review: reviewer name, picture, the first 100 characters, a read-only 5-star rating. */
export function ReviewCard({ review }: { review: Review }) {
  const [src, setSrc] = useState(review.img || defaultAvatar);
  return (
    <article
      className={`flex ${reviewCardHeight} flex-col gap-3 overflow-hidden rounded-xl border border-slate-200 bg-white p-5 shadow-sm`}
    >
      <div className="flex items-center gap-3">
        <img
          src={src}
          alt={review.name}
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          onError={() => setSrc(defaultAvatar)}
          className="h-14 w-14 shrink-0 rounded-full bg-slate-100 object-cover"
        />
        <div className="min-w-0">
          <div className="flex min-w-0 items-center gap-2">
            <h3 className="truncate font-semibold text-ink">{review.name}</h3>
            {review.verifiedBuyer && <VerifiedBuyerMark />}
          </div>
          <StarRating rating={review.rating} />
        </div>
      </div>
      <p className="text-sm leading-5 text-slate-600">
        {preview(review.review, limits.reviewPreview)}
      </p>
    </article>
  );
}

/** Set by the server on a review whose author had a paid order. */
function VerifiedBuyerMark() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-3.5 w-3.5">
        <path d="M8.1 13.6 4.5 10l-1.4 1.4 5 5 9-9-1.4-1.4z" />
      </svg>
      {copy.reviews.verifiedBuyer}
    </span>
  );
}

export function ReviewCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className={`${reviewCardHeight} rounded-xl border border-slate-200 bg-white p-5`}
    >
      <div className="flex items-center gap-3">
        <div className="h-14 w-14 shrink-0 animate-pulse rounded-full bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-24 animate-pulse rounded bg-slate-100" />
        </div>
      </div>
      <div className="mt-4 space-y-2">
        <div className="h-3 animate-pulse rounded bg-slate-100" />
        <div className="h-3 animate-pulse rounded bg-slate-100" />
        <div className="h-3 w-2/3 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}

export const reviewsGridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Review cards' stand-ins of the same size, while the code or the reviews load. */
export function ReviewsSkeleton() {
  return (
    <div className={reviewsGridClass} role="status" aria-label="Loading reviews">
      {Array.from({ length: reviewLimits.shownOnHome }, (_, i) => (
        <ReviewCardSkeleton key={i} />
      ))}
    </div>
  );
}

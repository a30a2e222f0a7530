import { limits } from '@cps/domain';

/** A read-only rating out of 5 stars (spec §2 Reviews section). */
export function StarRating({ rating }: { rating: number }) {
  const value = Math.max(limits.ratingMin, Math.min(limits.ratingMax, Math.round(rating)));
  return (
    <span
      role="img"
      aria-label={`Rated ${value} out of ${limits.ratingMax}`}
      className="inline-flex gap-0.5"
    >
      {Array.from({ length: limits.ratingMax }, (_, i) => (
        <svg
          key={i}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-5 w-5 ${i < value ? 'text-amber-400' : 'text-slate-300'}`}
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}

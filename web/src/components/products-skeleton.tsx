import { cardFrame, cardText } from './product-card';

/** Home's grid of product cards. */
export const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

const bar = 'animate-pulse rounded bg-slate-200';

/** A product card's stand-in: the same blocks with the same line heights, so the same size. */
function CardSkeleton() {
  return (
    <div aria-hidden="true" className={cardFrame}>
      <div className="aspect-[4/3] w-full animate-pulse bg-slate-200" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className={cardText.name}>
          <div className={`h-[1lh] w-3/4 ${bar}`} />
        </div>
        <div className={cardText.price}>
          <div className={`h-[1lh] w-1/4 ${bar}`} />
        </div>
        <div className={`${cardText.description} space-y-1`}>
          <div className="h-[calc(1lh-0.25rem)] animate-pulse rounded bg-slate-100" />
          <div className="h-[calc(1lh-0.25rem)] w-5/6 animate-pulse rounded bg-slate-100" />
        </div>
        <div className={cardText.facts}>
          <div className="h-[3lh] animate-pulse rounded bg-slate-100" />
          <div className="h-[3lh] animate-pulse rounded bg-slate-100" />
        </div>
        <div className={`${cardText.button} animate-pulse bg-slate-200`}>
          <span className="invisible">{'\u00a0'}</span>
        </div>
      </div>
    </div>
  );
}

/** Product cards' stand-ins of the same size, while the code or the parts load. */
export function ProductsSkeleton({
  count,
  className = gridClass,
}: {
  count: number;
  className?: string;
}) {
  return (
    <div className={className} role="status" aria-label="Loading products">
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}

/** What a grid of products says when the parts (or the code that reads them) fail to load. */
export function ProductsFailed() {
  return (
    <p role="alert" className="text-center text-slate-600">
      The products could not be loaded. Check your connection and reload the page.
    </p>
  );
}

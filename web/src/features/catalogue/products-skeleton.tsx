export const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function CardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="aspect-[4/3] w-full animate-pulse bg-slate-200" />
      <div className="space-y-3 p-4">
        <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-1/4 animate-pulse rounded bg-slate-200" />
        <div className="h-16 animate-pulse rounded bg-slate-100" />
        <div className="h-9 animate-pulse rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}

/** Product cards' stand-ins of the same size, while the code or the parts load. */
export function ProductsSkeleton() {
  return (
    <div className={gridClass} role="status" aria-label="Loading products">
      {Array.from({ length: 8 }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}

/** What the Products section says when the parts (or the code that reads them) fail to load. */
export function ProductsFailed() {
  return (
    <p role="alert" className="text-center text-slate-600">
      The products could not be loaded. Check your connection and reload the page.
    </p>
  );
}

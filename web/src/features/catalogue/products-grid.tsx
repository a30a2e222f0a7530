import { ProductCard } from './product-card';
import { useParts } from './use-parts';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

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

/** The Products grid of Home: live parts, skeletons of the same size while they load. */
export function ProductsGrid() {
  const { status, data } = useParts();

  return (
    <section aria-labelledby="products-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="products-heading" className="mb-8 text-center text-3xl font-bold text-ink">
        Products
      </h2>
      {status === 'loading' && (
        <div className={gridClass} role="status" aria-label="Loading products">
          {Array.from({ length: 8 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      )}
      {status === 'error' && (
        <p role="alert" className="text-center text-slate-600">
          The products could not be loaded. Check your connection and reload the page.
        </p>
      )}
      {status === 'success' && data && data.length === 0 && (
        <p className="text-center text-slate-600">
          No parts are on sale right now. Please check back soon.
        </p>
      )}
      {status === 'success' && data && data.length > 0 && (
        <div className={gridClass}>
          {data.map((part, index) => (
            <ProductCard key={part._id} part={part} eager={index < 4} />
          ))}
        </div>
      )}
    </section>
  );
}

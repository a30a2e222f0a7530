import { pageSizes, type PartsQueryFilters } from '@cps/domain';
import { ProductCard } from '@/components/product-card';
import { gridClass, ProductsFailed, ProductsSkeleton } from '@/components/products-skeleton';
import { useCatalogueStats, usePartsCount } from '@/infra/parts-query';
import { SeeAllLink } from './see-all-link';
import { useHomeParts } from './use-home-parts';

/** The whole catalogue, in stock or not. */
const everything: PartsQueryFilters = {};

/** Home's bounded product grid (the newest parts in stock), live, then "See all N parts". */
export function ProductsGrid() {
  const state = useHomeParts();
  const stats = useCatalogueStats();
  const total = usePartsCount(everything, stats);
  const count = total.status === 'ready' ? total.count : undefined;

  if (state.status === 'loading') {
    return (
      <>
        <ProductsSkeleton count={pageSizes.home} />
        <SeeAllLink />
      </>
    );
  }
  if (state.status === 'error') return <ProductsFailed />;
  return (
    <>
      {state.parts.length === 0 ? (
        <p className="text-center text-slate-600">
          No parts are on sale right now. Please check back soon.
        </p>
      ) : (
        <div className={gridClass}>
          {state.parts.map((part, index) => (
            <ProductCard key={part._id} part={part} eager={index < 4} />
          ))}
        </div>
      )}
      <SeeAllLink count={count} />
    </>
  );
}

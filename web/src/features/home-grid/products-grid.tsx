import { pageSizes, type PartsQueryFilters } from '@cps/domain';
import { ProductCard } from '@/components/product-card';
import { gridClass, ProductsFailed, ProductsSkeleton } from '@/components/products-skeleton';
import { SeeAllLink } from './see-all-link';
import { useHomeParts } from './use-home-parts';
import { usePartsCount } from './use-parts-count';

/** The whole catalogue, in stock or not. */
const everything: PartsQueryFilters = {};

/** Home's bounded product grid (the newest parts in stock), live, then "See all N parts". */
export function ProductsGrid() {
  const state = useHomeParts();
  const total = usePartsCount(everything);
  const count = total.status === 'ready' ? total.data : undefined;

  if (state.status === 'loading' || state.status === 'missing') {
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
      {state.data.length === 0 ? (
        <p className="text-center text-slate-600">
          No parts are on sale right now. Please check back soon.
        </p>
      ) : (
        <div className={gridClass}>
          {state.data.map((part, index) => (
            <ProductCard key={part._id} part={part} eager={index < 4} />
          ))}
        </div>
      )}
      <SeeAllLink count={count} />
    </>
  );
}

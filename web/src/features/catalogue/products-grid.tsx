import { ProductCard } from './product-card';
import { gridClass, ProductsFailed, ProductsSkeleton } from './products-skeleton';
import { useParts } from '@/hooks/use-parts';

/** The live parts as product cards, with loading, failure and empty states. */
export function ProductsGrid() {
  const { status, data } = useParts();

  if (status === 'loading') return <ProductsSkeleton />;
  if (status === 'error') return <ProductsFailed />;
  if (data.length === 0) {
    return (
      <p className="text-center text-slate-600">
        No parts are on sale right now. Please check back soon.
      </p>
    );
  }
  return (
    <div className={gridClass}>
      {data.map((part, index) => (
        <ProductCard key={part._id} part={part} eager={index < 4} />
      ))}
    </div>
  );
}

import { Suspense } from 'react';
import { lazyLive } from '@/lib/live';
import { LoadBoundary } from '@/components/load-boundary';
import { WhenNear } from '@/components/when-near';
import { ProductsFailed, ProductsSkeleton } from './products-skeleton';

const LiveProductsGrid = lazyLive(() => import('./products-grid').then((m) => m.ProductsGrid));

/**
 * The Products section of Home: skeletons of the cards' size until the code and the parts arrive,
 * which they start to do as the section nears the viewport.
 */
export function ProductsSection() {
  return (
    <section
      id="products"
      aria-labelledby="products-heading"
      className="mx-auto max-w-7xl px-4 py-12"
    >
      <h2 id="products-heading" className="mb-8 text-center text-3xl font-bold text-ink">
        Products
      </h2>
      <LoadBoundary fallback={<ProductsFailed />}>
        <WhenNear fallback={<ProductsSkeleton />}>
          <Suspense fallback={<ProductsSkeleton />}>
            <LiveProductsGrid />
          </Suspense>
        </WhenNear>
      </LoadBoundary>
    </section>
  );
}

import { pageSizes } from '@cps/domain';
import { Suspense } from 'react';
import { lazyLive } from '@/infra/live';
import { LoadBoundary } from '@/components/load-boundary';
import { ProductsFailed, ProductsSkeleton } from '@/components/products-skeleton';
import { WhenNear } from '@/components/when-near';
import { SeeAllLink } from './see-all-link';

const LiveProductsGrid = lazyLive(() => import('./products-grid').then((m) => m.ProductsGrid));

function Loading() {
  return (
    <>
      <ProductsSkeleton count={pageSizes.home} />
      <SeeAllLink />
    </>
  );
}

/**
 * The Products section of Home: the newest parts in stock and a link to the whole catalogue.
 * Skeletons of the cards' size stand in until the code and the parts arrive, which they start
 * to do as the section nears the viewport.
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
        <WhenNear fallback={<Loading />}>
          <Suspense fallback={<Loading />}>
            <LiveProductsGrid />
          </Suspense>
        </WhenNear>
      </LoadBoundary>
    </section>
  );
}

import { ProductsGrid } from '@/features/catalogue/products-grid';

/** Home (spec §2). The banners, hero, stats, reviews and newsletter arrive with the storefront issue. */
export function HomePage() {
  return <ProductsGrid />;
}

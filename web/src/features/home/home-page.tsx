import { ProductsSection } from '@/features/catalogue/products-section';
import { Hero } from './hero';
import { Newsletter } from './newsletter';
import { PromoBanners } from './promo-banners';
import { ReviewsSection } from './reviews-section';
import { StatsStrip } from './stats-strip';

/** Home (spec §2): banners, hero, stats, products, reviews, newsletter, in that order. */
export function HomePage() {
  return (
    <>
      <PromoBanners />
      <Hero />
      <StatsStrip />
      <ProductsSection />
      <ReviewsSection />
      <Newsletter />
    </>
  );
}

import { ProductsSection } from '@/features/home-grid/products-section';
import { Hero } from '@/features/home/hero';
import { Newsletter } from '@/features/home/newsletter';
import { PromoBanners } from '@/features/home/promo-banners';
import { ReviewsSection } from '@/features/home/reviews-section';
import { StatsStrip } from '@/features/home/stats-strip';

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

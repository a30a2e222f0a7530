import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const banners = [
  {
    src: '/images/banners/bundle-deals.svg',
    alt: 'Bundle deals: CPU + board + RAM. Build and save more, matched and tested with one warranty.',
    // The banner's "Build & save more" leads to the PC builder, where the bundle saving applies.
    to: paths.pcBuilder(),
  },
  {
    src: '/images/banners/accessories-sale.svg',
    alt: 'Up to 20% off accessories: keyboards, mice and headsets.',
  },
];

const bannerClass = 'aspect-[2/1] h-auto w-full rounded-2xl bg-slate-200 shadow-sm';

/** Spec §2: two promotional banners side by side, stacked on phones. Above the fold: not lazy. */
export function PromoBanners() {
  return (
    <section aria-label="Offers" className="mx-auto max-w-7xl px-4 pt-6">
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
        {banners.map((banner, index) => {
          const image = (
            <img
              src={banner.src}
              alt={banner.alt}
              width={800}
              height={400}
              // The first is the largest paint on phones (preloaded by index.html).
              fetchPriority={index === 0 ? 'high' : 'auto'}
              className={bannerClass}
            />
          );
          return banner.to ? (
            <Link
              key={banner.src}
              to={banner.to}
              className="block rounded-2xl transition hover:brightness-110 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/50"
            >
              {image}
            </Link>
          ) : (
            <Fragment key={banner.src}>{image}</Fragment>
          );
        })}
      </div>
    </section>
  );
}

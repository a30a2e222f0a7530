const banners = [
  {
    src: '/images/banners/bundle-deals.svg',
    alt: 'Bundle deals: CPU + board + RAM. Build and save more, matched and tested with one warranty.',
  },
  {
    src: '/images/banners/accessories-sale.svg',
    alt: 'Up to 20% off accessories: keyboards, mice and headsets.',
  },
];

/** Spec §2: two promotional banners side by side, stacked on phones. Above the fold: not lazy. */
export function PromoBanners() {
  return (
    <section aria-label="Offers" className="mx-auto max-w-7xl px-4 pt-6">
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
        {banners.map((banner, index) => (
          <img
            key={banner.src}
            src={banner.src}
            alt={banner.alt}
            width={800}
            height={400}
            // The first is the largest paint on phones (preloaded by index.html).
            fetchPriority={index === 0 ? 'high' : 'auto'}
            className="aspect-[2/1] h-auto w-full rounded-2xl bg-slate-200 shadow-sm"
          />
        ))}
      </div>
    </section>
  );
}

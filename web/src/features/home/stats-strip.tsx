import { messages } from '@cps/domain';

/** Spec §2 stats strip: static marketing text. */
export function StatsStrip() {
  return (
    <section aria-label="Our numbers" className="bg-ink text-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-3 divide-x divide-white/15 px-2 py-8 text-center sm:py-10">
        {messages.home.stats.map((stat) => {
          const [figure, ...label] = stat.split(' ');
          return (
            <li key={stat} className="px-2">
              <span className="block text-2xl font-extrabold text-brand-500 sm:text-4xl">
                {figure}
              </span>{' '}
              <span className="text-sm uppercase tracking-wide text-slate-300 sm:text-base">
                {label.join(' ')}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

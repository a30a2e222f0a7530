import { copy } from '@cps/domain';
import { useRef } from 'react';
import { Link, useMatch } from 'react-router';
import { buttonClass } from '@/components/form';
import { paths, patterns } from '@/config/paths';
import { clearCompare, removeFromCompare, useCompareTray } from '@/hooks/use-compare-tray';
import { PartThumb } from '@/components/part-thumb';

const { compare } = copy;

/** The bar's height, which the spacer repeats so that it never covers the end of a page. */
const trayHeight = 'h-20';

/**
 * The compare tray: the parts chosen with Add to compare, fixed at the bottom of every page but
 * the compare page itself, with a link to compare them. It draws from the browser's storage only
 * (no Firebase), and renders nothing at all while empty.
 */
export function CompareTray() {
  const tray = useCompareTray();
  const onComparePage = useMatch(patterns.compare);
  const compareLink = useRef<HTMLAnchorElement>(null);
  if (!tray.length || onComparePage) return null;
  return (
    <>
      <div aria-hidden="true" className={`${trayHeight} shrink-0`} />
      <section
        aria-label={compare.tray}
        className={`fixed inset-x-0 bottom-0 z-30 ${trayHeight} border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur`}
      >
        <div className="mx-auto flex h-full max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
          <ul className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3">
            {tray.map((item) => (
              <li key={item.id} className="flex min-w-0 items-center gap-2">
                <div className="relative shrink-0 pr-1.5 pt-1.5">
                  <PartThumb
                    src={item.img}
                    width={48}
                    height={36}
                    lazy={false}
                    className="h-9 w-12 rounded bg-slate-100 object-cover"
                  />
                  <button
                    type="button"
                    onClick={() => {
                      // The pressed button goes with its part: focus stays in the tray.
                      if (tray.length > 1) compareLink.current?.focus();
                      removeFromCompare(item.id);
                    }}
                    aria-label={compare.removeFromTray(item.name)}
                    className="absolute right-0 top-0 flex h-6 w-6 items-center justify-center rounded-full bg-slate-700 text-xs text-white hover:bg-slate-900"
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </div>
                {/* Phones show the pictures only; the name stays for screen readers. */}
                <span className="sr-only text-xs font-medium leading-tight text-ink lg:not-sr-only lg:line-clamp-2 lg:max-w-[9rem]">
                  {item.name}
                </span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={clearCompare}
            className="hidden text-sm font-semibold text-slate-600 underline-offset-2 hover:underline sm:block"
          >
            {compare.clear}
          </button>
          <Link
            ref={compareLink}
            to={paths.compare(tray.map((item) => item.id))}
            className={`${buttonClass} shrink-0 whitespace-nowrap`}
          >
            {compare.open(tray.length)}
          </Link>
        </div>
      </section>
    </>
  );
}

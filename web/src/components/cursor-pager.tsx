import { copy } from '@cps/domain';
import { Link } from 'react-router';
import type { ReadState } from '@/lib/read-state';

const pagerClass =
  'inline-flex min-w-28 items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 aria-disabled:pointer-events-none aria-disabled:opacity-50 aria-disabled:shadow-none';

/**
 * Previous and Next of a paged dashboard list, as links with the page cursor in the URL (reload,
 * share and Back keep the page). A missing neighbour leaves its control visible but disabled.
 */
export function CursorPager({
  page,
  search,
  label = copy.catalogue.pages,
}: {
  /** The page shown; its neighbours' cursors are known once it is 'ready'. */
  page: ReadState<{ previous?: string | undefined; next?: string | undefined }>;
  /** The query string of the page a cursor leads to, with the same filter. */
  search: (cursor: string) => string;
  label?: string;
}) {
  // Until the page is known nothing shows (it could only move as the rows arrive above it), and
  // a list that fits on one page has no pager at all.
  if (page.status !== 'ready') return null;
  const { previous, next } = page.data;
  if (!next && !previous) return null;
  const link = (cursor: string | undefined, text: string, rel: 'prev' | 'next') =>
    cursor ? (
      <Link to={{ search: search(cursor) }} rel={rel} className={pagerClass}>
        {text}
      </Link>
    ) : (
      <a role="link" aria-disabled="true" className={pagerClass}>
        {text}
      </a>
    );
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      {link(previous, copy.catalogue.previous, 'prev')}
      {link(next, copy.catalogue.next, 'next')}
    </nav>
  );
}

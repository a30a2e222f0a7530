import { copy } from '@cps/domain';
import { Link } from 'react-router';
import { secondaryButtonClass } from '@/components/form';
import { browseHref, type BrowseFilters } from './browse-url';

const { catalogue } = copy;

/**
 * Previous and Next as links with the page cursor in the URL (so each page can be shared and
 * Back returns to it). The first page has no Previous, the last no Next.
 */
export function Pagination({
  filters,
  previous,
  next,
  onPage,
}: {
  filters: BrowseFilters;
  previous: string | undefined;
  next: string | undefined;
  onPage: () => void;
}) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={catalogue.pages} className="mt-10 flex items-center justify-between gap-4">
      {previous ? (
        <Link to={browseHref(filters, previous)} onClick={onPage} className={secondaryButtonClass}>
          <span aria-hidden="true">←</span> {catalogue.previous}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={browseHref(filters, next)} onClick={onPage} className={secondaryButtonClass}>
          {catalogue.next} <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  );
}

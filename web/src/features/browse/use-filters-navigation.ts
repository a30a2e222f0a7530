import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { browseHref, type BrowseFilters } from './browse-url';

/**
 * Navigates to the browse page's filters, each change built on the newest address the page has
 * asked for. The router renders a new address in a transition, so a second choice (a sort just
 * after a category) can arrive before the first has rendered: built on the rendered filters, it
 * would quietly undo the first.
 */
export function useFiltersNavigation(rendered: BrowseFilters) {
  const navigate = useNavigate();
  // What the page last asked for, and the render it was asked from: while that render is still
  // the one on screen, the ask is newer than it.
  const asked = useRef<{ from: BrowseFilters; to: BrowseFilters } | undefined>(undefined);
  return (change: (base: BrowseFilters) => BrowseFilters) => {
    const last = asked.current;
    const to = change(last?.from === rendered ? last.to : rendered);
    asked.current = { from: rendered, to };
    void navigate(browseHref(to));
  };
}

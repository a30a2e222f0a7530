import { useLoaderData, useRevalidator } from 'react-router';
import { useSettled } from '@/hooks/use-settled';
import type { browseLoader } from './browse-data';
import { BrowseView } from './browse-view';

/**
 * The browse page, `/parts`. Its state is the query string; the route's loader asks the API for
 * the page of parts and the filters' counts, and the frame paints before either arrives.
 */
export function BrowsePage() {
  const { filters, results, facets } = useLoaderData<typeof browseLoader>();
  const revalidator = useRevalidator();
  const page = useSettled(results);
  const counts = useSettled(facets);
  return (
    <BrowseView
      filters={filters}
      results={page}
      facets={counts.pending ? undefined : counts.value}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}

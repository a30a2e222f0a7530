import { useEffect } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { useSettled } from '@/hooks/use-settled';
import type { browseLoader } from './browse-data';
import { BrowseView } from './browse-view';
import { landingShown } from './landing';

/**
 * The browse page, `/parts`. Its state is the query string; the route's loader asks the API for
 * the page of parts and the filters' counts, and the frame paints before either arrives.
 */
export function BrowsePage() {
  const { filters, results, facets } = useLoaderData<typeof browseLoader>();
  const revalidator = useRevalidator();
  const page = useSettled(results);
  const counts = useSettled(facets);
  const withCards = page.pending ? undefined : Boolean(page.value?.parts.length);
  useEffect(() => {
    if (withCards !== undefined) landingShown(withCards);
  }, [withCards]);
  return (
    <BrowseView
      filters={filters}
      results={page}
      facets={counts.pending ? undefined : counts.value}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}

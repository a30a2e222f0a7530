import type { Part } from '@cps/domain';
import { CardGrid } from './card-grid';
import { useLiveParts } from './use-live-parts';

/** The page's cards kept live by id; it replaces the grid the API's answer drew, all at once. */
export function LiveCardGrid({ parts }: { parts: Part[] }) {
  return <CardGrid parts={useLiveParts(parts)} whole />;
}

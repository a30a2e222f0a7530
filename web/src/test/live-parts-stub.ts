import type { Part } from '@cps/domain';
import { vi } from 'vitest';
import { ready, type ReadState } from '@/lib/read-state';
import type { PartsById } from '@/infra/live-parts';

// Stands in for infra/live-parts and infra/use-live where a test plays the live parts itself:
// `vi.mock('@/infra/live-parts', () => import('@/test/live-parts-stub'))`, and the same for
// '@/infra/use-live'. Each watch started is in `watches`, to answer and to check.

export const watches: { ids: string[]; onParts: (parts: Part[]) => void; stop: () => void }[] = [];

export const livePartsById = (ids: string[]) => ({ id: ids.join(','), ids });

export function watchLive(
  source: { ids: string[] },
  onState: (state: ReadState<PartsById>) => void,
): () => void {
  const stop = vi.fn();
  watches.push({
    ids: source.ids,
    onParts: (parts) => onState(ready({ parts, missing: [] })),
    stop,
  });
  return stop;
}

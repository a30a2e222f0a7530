import type { OverviewAnswer } from '@cps/domain';
import { useCallback, useState } from 'react';
import { useFetch } from '@/infra/use-fetch';
import type { ReadState } from '@/lib/read-state';
import { fetchOverview } from './overview-api';

const load = () => fetchOverview();

/**
 * The overview's one read. `refetch` asks again: after a failure from `loading` (Try again),
 * after a change (the threshold saved) with the figures kept on screen until the new answer.
 */
export function useOverview(): { overview: ReadState<OverviewAnswer>; refetch: () => void } {
  const [round, setRound] = useState(0);
  const overview = useFetch('overview', load, { refresh: round });
  const refetch = useCallback(() => setRound((n) => n + 1), []);
  return { overview, refetch };
}

import type { OverviewAnswer } from '@cps/domain';
import { api } from '@/infra/api';

/** GET /admin/overview (admins): what needs doing now and the shop's sales, in one answer. */
export const fetchOverview = () => api<OverviewAnswer>('GET', '/admin/overview');

/**
 * PUT /admin/overview/settings: the stock at or under which a part counts as low. A refusal
 * throws the API's error, whose message is the one to show.
 */
export async function saveLowStockThreshold(lowStockThreshold: number): Promise<void> {
  await api<unknown>('PUT', '/admin/overview/settings', { lowStockThreshold });
}

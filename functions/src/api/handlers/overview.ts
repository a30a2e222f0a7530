import { measureOverview, setLowStockThreshold } from '../../services/orders/overview';
import { readsHeader } from './catalogue';
import { overviewSettingsBody, parse } from '../input';
import type { Route } from '../route';

// The owner's overview (docs/orders.md, "The owner's overview"): admins only; like every
// personal answer, never cached (app.ts). It says in `readsHeader` what it was billed, as
// the search does.
export const overviewRoutes: Route[] = [
  {
    method: 'get',
    path: '/admin/overview',
    access: 'admin',
    handle: async ({ deps, res }) => {
      const { answer, reads } = await measureOverview(deps);
      res.set(readsHeader, String(reads));
      return answer;
    },
  },
  {
    method: 'put',
    path: '/admin/overview/settings',
    access: 'admin',
    handle: async ({ deps, req }) => {
      const { lowStockThreshold } = parse(overviewSettingsBody, req.body ?? {});
      return setLowStockThreshold(deps, lowStockThreshold);
    },
  },
];

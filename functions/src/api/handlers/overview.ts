import { readOverview, setLowStockThreshold } from '../../services/orders/overview';
import { overviewSettingsBody, parse } from '../input';
import type { Route } from '../route';

// The owner's overview (docs/orders.md, "The owner's overview"): admins only; like every
// personal answer, never cached (app.ts).
export const overviewRoutes: Route[] = [
  {
    method: 'get',
    path: '/admin/overview',
    access: 'admin',
    handle: async ({ deps }) => readOverview(deps),
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

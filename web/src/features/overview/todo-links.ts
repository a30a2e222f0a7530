import type { OverviewTodo } from '@cps/domain';
import { paths } from '@/config/paths';
import { ordersSearch } from '@/lib/orders-search';

const manageOrders = (status: 'cod-placed' | 'pending' | 'cod-confirmed' | 'held') =>
  `${paths.manageAllOrders}${ordersSearch({ status })}`;

/** Manage Product filtered by stock: `?stock=out`, or `?stock=low&below=<threshold>`. */
const manageProducts = (params: Record<string, string>) =>
  `${paths.manageProduct}?${new URLSearchParams(params)}`;

/** Where each count of "To do now" leads: the list it counts, filtered. */
export function todoLinks(threshold: number): Record<keyof OverviewTodo, string> {
  return {
    codToConfirm: manageOrders('cod-placed'),
    toShip: manageOrders('pending'),
    codToShip: manageOrders('cod-confirmed'),
    heldPayments: manageOrders('held'),
    reviewsWaiting: paths.manageReviews,
    outOfStock: manageProducts({ stock: 'out' }),
    lowStock: manageProducts({ stock: 'low', below: String(threshold) }),
  };
}

import { messages, ordersCopy, type OrderStatus } from '@cps/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render-at';
import { OrderStateFilter } from './order-state-filter';
import { ordersSearch } from '@/lib/orders-search';

const counts = {
  total: 12_345,
  unpaid: 40,
  pending: 5,
  shipped: 12_000,
  expired: 300,
  refunded: 2,
  'cod-placed': 7,
  'cod-confirmed': 6,
  'cod-shipped': 4,
  'cod-collected': 30,
  'cod-refused': 1,
  held: 1,
};
const href = (q?: string) => (status: OrderStatus | undefined) =>
  ordersSearch({ status, ...(q && { q }) }) || '?';

describe('the state filter of Manage All Orders', () => {
  it('offers All, Unpaid, Pending, Shipped, Expired, Refunded, the COD states and held payments, each with its count', () => {
    renderAt(
      '/dashboard/manageAllOrders',
      <OrderStateFilter current={undefined} counts={counts} href={href()} />,
    );
    const nav = screen.getByRole('navigation', { name: ordersCopy.orders.stateFilter });
    const links = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toEqual([
      `${ordersCopy.orders.allStates}12,345`,
      `${messages.orders.status.unpaid}40`,
      `${messages.orders.status.pending}5`,
      `${ordersCopy.orders.shippedFilter}12,000`,
      `${ordersCopy.orders.status.expired}300`,
      `${ordersCopy.orders.status.refunded}2`,
      `${ordersCopy.cod.status['cod-placed']}7`,
      `${ordersCopy.cod.status['cod-confirmed']}6`,
      `${ordersCopy.cod.status['cod-shipped']}4`,
      `${ordersCopy.cod.status['cod-collected']}30`,
      `${ordersCopy.cod.status['cod-refused']}1`,
      `${ordersCopy.orders.status.held}1`,
    ]);
    expect(screen.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page');
  });

  it('choosing a state puts it in the URL (keeping the search) and marks it current', async () => {
    const { location } = renderAt(
      '/dashboard/manageAllOrders?q=rahim%40example.com',
      <OrderStateFilter current="unpaid" counts={counts} href={href('rahim@example.com')} />,
    );
    expect(screen.getByRole('link', { name: /^Unpaid/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /^All/ })).not.toHaveAttribute('aria-current');
    await userEvent.setup().click(screen.getByRole('link', { name: /^Expired/ }));
    expect(location()).toBe('/dashboard/manageAllOrders?status=expired&q=rahim%40example.com');
    await userEvent.setup().click(screen.getByRole('link', { name: /^All/ }));
    expect(location()).toBe('/dashboard/manageAllOrders?q=rahim%40example.com');
  });

  it('keeps the count spaces, empty, until the counters have been read', () => {
    renderAt(
      '/dashboard/manageAllOrders',
      <OrderStateFilter current={undefined} counts={undefined} href={href()} />,
    );
    expect(screen.getByRole('link', { name: /^Pending/ }).textContent).toBe(
      `${messages.orders.status.pending}\u00a0`,
    );
  });
});

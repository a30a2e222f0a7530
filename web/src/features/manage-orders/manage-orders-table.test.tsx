import { copy, messages, type Order, type OrderDoc } from '@cps/domain';
import { makeOrder, makePart } from '@cps/fixtures';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderAt } from '@/test/render-at';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ManageOrdersTable } from './manage-orders-table';
import { ready } from '@/lib/read-state';

const customer = { uid: 'rahim', email: 'rahim@example.com', displayName: 'Rahim Uddin' };
const part = { id: 'psu', doc: makePart({ price: 120 }) };

function order(id: string, name: string, overrides: Partial<OrderDoc> = {}): Order {
  return { _id: id, ...makeOrder(part, customer, { name, quanity: 3, ...overrides }) };
}

const orders = [
  order('unpaid', 'Corsair RM850x PSU'),
  order('pending', 'Noctua NH-D15 Cooler', { paid: true, transectionId: 'pi_1' }),
  order('shipped', 'LG UltraGear 27GP850', { paid: true, transectionId: 'pi_2', shipped: true }),
];

function setup() {
  const onCancel = vi.fn();
  const onShip = vi.fn();
  render(<ManageOrdersTable orders={ready(orders)} onCancel={onCancel} onShip={onShip} />);
  const row = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);
  return { onCancel, onShip, row };
}

describe('ManageOrdersTable', () => {
  it('an unpaid order is "Unpaid" and can only be cancelled', async () => {
    const { onCancel, row } = setup();
    const unpaid = row('Corsair RM850x PSU');
    expect(unpaid.getByText('Unpaid')).toBeInTheDocument();
    expect(unpaid.getByText('rahim@example.com')).toBeInTheDocument();
    expect(unpaid.getByText('$360.00')).toBeInTheDocument();
    expect(unpaid.queryByRole('button', { name: /Ship/ })).toBeNull();
    await userEvent.setup().click(unpaid.getByRole('button', { name: /Cancel/ }));
    expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ _id: 'unpaid' }));
  });

  it('a paid, unshipped order is "Pending" and can only be shipped', async () => {
    const { onShip, row } = setup();
    const pending = row('Noctua NH-D15 Cooler');
    expect(pending.getByText('Pending')).toBeInTheDocument();
    expect(pending.queryByRole('button', { name: /Cancel/ })).toBeNull();
    await userEvent.setup().click(pending.getByRole('button', { name: /Ship/ }));
    expect(onShip).toHaveBeenCalledWith(expect.objectContaining({ _id: 'pending' }));
  });

  it('a shipped order is labelled "Paid" and shows "Sipped", with no buttons', () => {
    const { row } = setup();
    const shipped = row('LG UltraGear 27GP850');
    expect(shipped.getByText('Paid')).toBeInTheDocument();
    expect(shipped.getByText('Sipped')).toBeInTheDocument();
    expect(shipped.queryByRole('button')).toBeNull();
  });

  it('only the paid, unshipped order has a Ship button', () => {
    setup();
    expect(screen.getAllByRole('button', { name: /Ship/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /Cancel/ })).toHaveLength(1);
  });

  it('cuts names to 50 characters', () => {
    render(
      <ManageOrdersTable
        orders={ready([order('long', `${'X'.repeat(50)}TAIL`)])}
        onCancel={vi.fn()}
        onShip={vi.fn()}
      />,
    );
    expect(screen.getByText('X'.repeat(50))).toBeInTheDocument();
    expect(screen.queryByText(/TAIL/)).toBeNull();
  });

  it('an order whose hold ended is "Expired", with no Cancel, no Ship and no "Sipped"', () => {
    const expired = order('gone', 'Samsung 990 PRO 2TB', {
      status: 'expired',
      expiresAt: 1,
      expiredAt: 2,
    });
    render(
      <MemoryRouter>
        <ManageOrdersTable orders={ready([expired])} onCancel={vi.fn()} onShip={vi.fn()} />
      </MemoryRouter>,
    );
    const row = within(screen.getByText('Samsung 990 PRO 2TB').closest('tr') as HTMLElement);
    expect(row.getByText(copy.orders.status.expired)).toBeInTheDocument();
    expect(row.queryByText(messages.orders.shipped)).toBeNull();
    expect(row.queryByRole('button')).toBeNull();
  });

  it('a refunded order is "Refunded", with no Ship button', () => {
    const refunded = order('refunded', 'ASUS ROG Strix B650E', {
      paid: true,
      transectionId: 'pi_9',
      status: 'refunded',
      refundedAt: 3,
    });
    render(
      <MemoryRouter>
        <ManageOrdersTable orders={ready([refunded])} onCancel={vi.fn()} onShip={vi.fn()} />
      </MemoryRouter>,
    );
    const row = within(screen.getByText('ASUS ROG Strix B650E').closest('tr') as HTMLElement);
    expect(row.getByText(copy.orders.status.refunded)).toBeInTheDocument();
    expect(row.queryByText(messages.orders.status.pending)).toBeNull();
    expect(row.queryByRole('button')).toBeNull();
  });

  it('a disputed order carries a "Disputed" mark beside its state', () => {
    const disputed = order('disputed', 'Crucial 32GB DDR5', {
      paid: true,
      transectionId: 'pi_10',
      disputedAt: 4,
      disputeReason: 'fraudulent',
    });
    render(
      <MemoryRouter>
        <ManageOrdersTable
          orders={ready([disputed, ...orders])}
          onCancel={vi.fn()}
          onShip={vi.fn()}
        />
      </MemoryRouter>,
    );
    const row = within(screen.getByText('Crucial 32GB DDR5').closest('tr') as HTMLElement);
    const mark = row.getByText(copy.refunds.disputed);
    expect(mark).toHaveAttribute('title', copy.refunds.disputedNotice);
    // Not only a hover title: a screen reader reads the notice with the mark.
    expect(mark).toHaveTextContent(`${copy.refunds.disputed}: ${copy.refunds.disputedNotice}`);
    expect(row.getByText(messages.orders.status.pending)).toBeInTheDocument();
    expect(screen.getAllByText(copy.refunds.disputed)).toHaveLength(1);
  });

  it('each row links to its details; a click on the row (not on its buttons) opens them too', async () => {
    const open = vi.fn();
    const onCancel = vi.fn();
    const { location } = renderAt(
      '/dashboard/manageAllOrders?status=unpaid',
      <ManageOrdersTable
        orders={ready(orders)}
        onCancel={onCancel}
        onShip={vi.fn()}
        details={{ to: (o) => ({ search: `?status=unpaid&order=${o._id}` }), open }}
      />,
    );
    const user = userEvent.setup();
    const row = within(screen.getByText('Corsair RM850x PSU').closest('tr') as HTMLElement);
    await user.click(row.getByRole('button', { name: /Cancel/ }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    await user.click(row.getByText('rahim@example.com'));
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ _id: 'unpaid' }));
    // The link is the keyboard's way in: focus it and press Enter.
    row.getByRole('link', { name: `${copy.orders.details}: Corsair RM850x PSU` }).focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/dashboard/manageAllOrders?status=unpaid&order=unpaid');
  });
});

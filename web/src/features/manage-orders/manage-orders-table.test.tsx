import { messages, ordersCopy, payCopy, type Order, type OrderDoc } from '@cps/domain';
import { makeOrder, makePart } from '@cps/fixtures';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderAt } from '@/test/render-at';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ManageOrdersTable } from './manage-orders-table';
import type { OrderAction } from './use-order-action';
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
    expect(row.getByText(ordersCopy.orders.status.expired)).toBeInTheDocument();
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
    expect(row.getByText(ordersCopy.orders.status.refunded)).toBeInTheDocument();
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
    const mark = row.getByText(ordersCopy.refunds.disputed);
    expect(mark).toHaveAttribute('title', ordersCopy.refunds.disputedNotice);
    // Not only a hover title: a screen reader reads the notice with the mark.
    expect(mark).toHaveTextContent(
      `${ordersCopy.refunds.disputed}: ${ordersCopy.refunds.disputedNotice}`,
    );
    expect(row.getByText(messages.orders.status.pending)).toBeInTheDocument();
    expect(screen.getAllByText(ordersCopy.refunds.disputed)).toHaveLength(1);
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
    row.getByRole('link', { name: `${ordersCopy.orders.details}: Corsair RM850x PSU` }).focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/dashboard/manageAllOrders?status=unpaid&order=unpaid');
  });

  describe('a parcel with the courier', () => {
    const courierOrder = (overrides: Partial<OrderDoc>) =>
      order('parcel', 'Kingston Fury 32GB', {
        paid: true,
        shipped: true,
        transectionId: 'pi_3',
        consignmentId: '12345678',
        trackingCode: 'AB12CD34',
        ...overrides,
      });
    const renderOne = (one: Order) => {
      const onAction = vi.fn<(action: OrderAction, order: Order) => void>();
      render(
        <ManageOrdersTable
          orders={ready([one])}
          onCancel={vi.fn()}
          onShip={vi.fn()}
          steps={{ onAction, pending: null }}
        />,
      );
      return { onAction, row: within(screen.getByText('Kingston Fury 32GB').closest('tr')!) };
    };

    it('shows where the courier has it, its consignment and its tracking code', () => {
      const { row } = renderOne(
        courierOrder({
          courier: { provider: 'steadfast', state: 'in-transit', status: 'pending' },
        }),
      );
      expect(row.getByText(ordersCopy.courier.state['in-transit'])).toBeInTheDocument();
      expect(row.getByText('12345678')).toBeInTheDocument();
      expect(row.getByText('AB12CD34')).toBeInTheDocument();
      expect(row.queryByRole('button', { name: /stock|resaleable/i })).toBeNull();
    });

    it('a returned parcel asks whether its goods go back in stock', async () => {
      const { row, onAction } = renderOne(
        courierOrder({
          courier: { provider: 'steadfast', state: 'returned', status: 'cancelled' },
        }),
      );
      await userEvent.setup().click(row.getByRole('button', { name: /Back in stock/ }));
      expect(onAction).toHaveBeenCalledWith('restock', expect.objectContaining({ _id: 'parcel' }));
      await userEvent.setup().click(row.getByRole('button', { name: /Not resaleable/ }));
      expect(onAction).toHaveBeenCalledWith('writeOff', expect.objectContaining({ _id: 'parcel' }));
    });

    it('once decided, the decision shows and the buttons go', () => {
      const { row } = renderOne(
        courierOrder({
          courier: {
            provider: 'steadfast',
            state: 'returned',
            status: 'cancelled',
            returnDecidedAt: 1,
            restocked: true,
          },
        }),
      );
      expect(
        row.getByText(`${ordersCopy.courier.state.returned}: ${ordersCopy.courier.restocked}`),
      ).toBeInTheDocument();
      expect(row.queryByRole('button', { name: /Back in stock|Not resaleable/ })).toBeNull();
    });
  });

  describe("the admin's steps on a cash-on-delivery order and a held payment", () => {
    const cod = (id: string, name: string, overrides: Partial<OrderDoc> = {}) =>
      order(id, name, { paymentMethod: 'cod', status: 'cod-placed', ...overrides });
    const steps = [
      cod('placed', 'Corsair RM850x PSU'),
      cod('confirmed', 'Noctua NH-D15 Cooler', {
        status: 'cod-confirmed',
        cod: { confirmedAt: 1 },
      }),
      cod('shipped', 'LG UltraGear 27GP850', {
        status: 'cod-shipped',
        shipped: true,
        cod: { confirmedAt: 1 },
      }),
      cod('collected', 'Samsung 990 PRO 2TB', {
        status: 'cod-collected',
        shipped: true,
        paid: true,
        transectionId: 'COD-1',
        cod: { confirmedAt: 1, collectedAt: 2 },
      }),
      cod('refused', 'Crucial 32GB DDR5', {
        status: 'cod-refused',
        shipped: true,
        cod: { confirmedAt: 1, refusedAt: 2 },
      }),
      order('held', 'ASUS ROG Strix B650-A', {
        paymentMethod: 'sslcommerz',
        status: 'held',
        paymentHeldAt: 1,
      }),
      order('ssl-paid', 'AMD Ryzen 7 7800X3D', {
        paymentMethod: 'sslcommerz',
        status: 'pending',
        paid: true,
        transectionId: 'SSL-1',
      }),
      order('ssl-refunding', 'Lian Li Lancool 216', {
        paymentMethod: 'sslcommerz',
        status: 'shipped',
        paid: true,
        shipped: true,
        transectionId: 'SSL-2',
        sslcommerz: {
          tranId: 'ssl-refunding-1',
          attempts: 1,
          sessionAt: 1,
          refund: { refundRefId: null, refundTransId: 'r-1', status: 'processing', at: 2 },
        },
      }),
    ];

    function show(pending: { id: string; action: OrderAction } | null = null) {
      const handlers = { onCancel: vi.fn(), onShip: vi.fn(), onAction: vi.fn() };
      render(
        <MemoryRouter>
          <ManageOrdersTable
            orders={ready(steps)}
            onCancel={handlers.onCancel}
            onShip={handlers.onShip}
            steps={{ onAction: handlers.onAction, pending }}
          />
        </MemoryRouter>,
      );
      const row = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);
      const buttons = (name: string) =>
        row(name)
          .queryAllByRole('button')
          .map((button) => button.textContent);
      return { ...handlers, row, buttons };
    }

    it('each state offers its steps, and only those, with its own label', () => {
      const { row, buttons } = show();
      const { actions, status } = ordersCopy.cod;
      expect(buttons('Corsair RM850x PSU')).toEqual([actions.confirm, messages.orders.cancel]);
      expect(row('Corsair RM850x PSU').getByText(status['cod-placed'])).toBeInTheDocument();
      expect(buttons('Noctua NH-D15 Cooler')).toEqual(['Ship', messages.orders.cancel]);
      expect(buttons('LG UltraGear 27GP850')).toEqual([actions.collect, actions.refuse]);
      expect(row('LG UltraGear 27GP850').getByText(status['cod-shipped'])).toBeInTheDocument();
      expect(buttons('Samsung 990 PRO 2TB')).toEqual([]);
      expect(row('Samsung 990 PRO 2TB').getByText(status['cod-collected'])).toBeInTheDocument();
      expect(buttons('Crucial 32GB DDR5')).toEqual([]);
      expect(row('Crucial 32GB DDR5').getByText(status['cod-refused'])).toBeInTheDocument();
      const { accept, refund } = payCopy.orderActions;
      expect(buttons('ASUS ROG Strix B650-A')).toEqual([accept, refund]);
      expect(
        row('ASUS ROG Strix B650-A').getByText(ordersCopy.orders.status.held),
      ).toBeInTheDocument();
      // A paid SSLCommerz order: the spec's Ship, and Refund; one refund at a time.
      expect(buttons('AMD Ryzen 7 7800X3D')).toEqual(['Ship', refund]);
      expect(buttons('Lian Li Lancool 216')).toEqual([]);
      expect(
        row('Lian Li Lancool 216').getByText(ordersCopy.sslcommerz.refundStatus.processing),
      ).toBeInTheDocument();
      expect(row('Lian Li Lancool 216').getByText(messages.orders.shipped)).toBeInTheDocument();
    });

    it('each button runs its step on its order; the spec’s Ship ships a confirmed one', async () => {
      const { row, onAction, onShip, onCancel } = show();
      const user = userEvent.setup();
      await user.click(row('Corsair RM850x PSU').getByRole('button', { name: /^Confirm / }));
      expect(onAction).toHaveBeenLastCalledWith(
        'confirm',
        expect.objectContaining({ _id: 'placed' }),
      );
      await user.click(row('Noctua NH-D15 Cooler').getByRole('button', { name: /^Ship / }));
      expect(onShip).toHaveBeenCalledWith(expect.objectContaining({ _id: 'confirmed' }));
      await user.click(row('Noctua NH-D15 Cooler').getByRole('button', { name: /Cancel/ }));
      expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ _id: 'confirmed' }));
      await user.click(row('LG UltraGear 27GP850').getByRole('button', { name: /^Collected / }));
      expect(onAction).toHaveBeenLastCalledWith(
        'collect',
        expect.objectContaining({ _id: 'shipped' }),
      );
      await user.click(row('LG UltraGear 27GP850').getByRole('button', { name: /^Refused / }));
      expect(onAction).toHaveBeenLastCalledWith(
        'refuse',
        expect.objectContaining({ _id: 'shipped' }),
      );
      await user.click(row('ASUS ROG Strix B650-A').getByRole('button', { name: /^Accept / }));
      expect(onAction).toHaveBeenLastCalledWith('accept', expect.objectContaining({ _id: 'held' }));
      await user.click(row('ASUS ROG Strix B650-A').getByRole('button', { name: /^Refund / }));
      expect(onAction).toHaveBeenLastCalledWith('refund', expect.objectContaining({ _id: 'held' }));
    });

    it('the step under way is disabled and says so; the others stay', () => {
      const { row } = show({ id: 'shipped', action: 'collect' });
      const shipped = row('LG UltraGear 27GP850');
      const collect = shipped.getByRole('button', { name: /^Collected / });
      expect(collect).toBeDisabled();
      expect(within(collect).getByRole('status')).toHaveTextContent(
        payCopy.orderActions.working.collect,
      );
      expect(shipped.getByRole('button', { name: /^Refused / })).toBeEnabled();
    });
  });
});

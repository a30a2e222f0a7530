import { makeOrder, makePart } from '@cps/fixtures';
import { messages, type Order, type OrderDoc, ordersCopy } from '@cps/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MyOrdersTable } from './my-orders-table';
import type { ListState } from '@/components/data-table';
import { ready } from '@/lib/read-state';

const customer = { uid: 'rahim', email: 'rahim@example.com', displayName: 'Rahim Uddin' };

function order(id: string, overrides: Partial<OrderDoc> = {}): Order {
  const part = {
    id: 'ssd',
    doc: makePart({ name: 'Samsung 990 PRO 2TB NVMe SSD', price: 169.99 }),
  };
  return { _id: id, ...makeOrder(part, customer, { quanity: 2, ...overrides }) };
}

const now = Date.parse('2026-12-01T10:00:00Z');

function renderTable(orders: ListState<Order>, onCancel = vi.fn(), at = now) {
  const view = render(
    <MemoryRouter>
      <MyOrdersTable orders={orders} onCancel={onCancel} now={at} />
    </MemoryRouter>,
  );
  return Object.assign(onCancel, { view });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('MyOrdersTable', () => {
  it('an unpaid order shows Cancel and a Pay link to its payment page', async () => {
    const onCancel = renderTable(ready([order('o-1')]));
    const row = within(rowOf('Samsung 990 PRO 2TB NVMe SSD'));
    expect(row.getByText('2')).toBeInTheDocument();
    expect(row.getByText('$339.98')).toBeInTheDocument();
    expect(row.getByRole('link', { name: /Pay/ })).toHaveAttribute('href', '/payment/o-1');
    expect(
      row.getByRole('link', { name: 'Open the order page of Samsung 990 PRO 2TB NVMe SSD' }),
    ).toHaveAttribute('href', '/dashboard/myOrder/o-1');
    expect(row.queryByText('Paid, Trans ID:')).toBeNull();
    await userEvent.setup().click(row.getByRole('button', { name: /Cancel/ }));
    expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ _id: 'o-1' }));
  });

  it('a paid order shows "Paid, Trans ID:" and the transaction id, without Cancel or Pay', () => {
    renderTable(ready([order('o-2', { paid: true, transectionId: 'pi_3Pq7Xy2eZvKYlo2C' })]));
    const row = within(rowOf('Paid, Trans ID:'));
    expect(row.getByText('pi_3Pq7Xy2eZvKYlo2C')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(row.queryByRole('link', { name: /Pay/ })).toBeNull();
  });

  it('a refunded order shows "Refunded" and the payment id, without Cancel or Pay', () => {
    renderTable(
      ready([order('o-3', { paid: true, transectionId: 'pi_refunded1', refundedAt: 5 })]),
    );
    const row = within(rowOf('pi_refunded1'));
    expect(row.getByText(ordersCopy.orders.status.refunded)).toBeInTheDocument();
    expect(row.queryByText(messages.orders.paidTransaction)).toBeNull();
    expect(row.queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(row.queryByRole('link', { name: /Pay/ })).toBeNull();
  });

  it('cuts order names to 40 characters', () => {
    const name = `${'N'.repeat(40)}TAIL`;
    renderTable(ready([order('o-3', { name })]));
    expect(screen.getByText('N'.repeat(40))).toBeInTheDocument();
    expect(screen.queryByText(/TAIL/)).toBeNull();
  });

  it('says so when there are no orders, and shows skeleton rows while loading', () => {
    const { unmount } = render(
      <MemoryRouter>
        <MyOrdersTable orders={{ status: 'loading' }} onCancel={vi.fn()} now={0} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('You have no orders yet')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(4); // header + 3 skeletons
    unmount();
    renderTable(ready([]));
    expect(screen.getByText('You have no orders yet')).toBeInTheDocument();
  });

  describe('holds that expire', () => {
    const held = (id: string, overrides: Partial<OrderDoc> = {}) =>
      order(id, {
        createdAt: now - 60_000,
        status: 'unpaid',
        expiresAt: now + 90_000,
        ...overrides,
      });

    it('an unpaid order inside its hold shows the time left to pay, with Cancel and Pay', () => {
      renderTable(ready([held('o-4')]));
      const row = within(rowOf('Samsung 990 PRO 2TB NVMe SSD'));
      expect(row.getByRole('timer')).toHaveTextContent(ordersCopy.orders.timeLeft('1:30'));
      expect(row.getByRole('button', { name: /Cancel/ })).toBeVisible();
      expect(row.getByRole('link', { name: /Pay/ })).toHaveAttribute('href', '/payment/o-4');
    });

    it('the countdown follows the clock, and at the end of the hold turns "Expired" with no Pay and no Cancel', () => {
      const { view } = renderTable(ready([held('o-5')]));
      const rerender = (at: number) =>
        view.rerender(
          <MemoryRouter>
            <MyOrdersTable orders={ready([held('o-5')])} onCancel={vi.fn()} now={at} />
          </MemoryRouter>,
        );
      rerender(now + 89_001);
      expect(screen.getByRole('timer')).toHaveTextContent('Pay within 0:01');
      rerender(now + 90_000);
      const row = within(rowOf('Samsung 990 PRO 2TB NVMe SSD'));
      expect(row.getByText(ordersCopy.orders.status.expired)).toBeInTheDocument();
      expect(row.getByText(ordersCopy.orders.expiredNotice)).toBeInTheDocument();
      expect(row.queryByRole('timer')).toBeNull();
      expect(row.queryByRole('button')).toBeNull();
      expect(row.queryByRole('link', { name: /Pay/ })).toBeNull();
    });

    it("an order the expiry job marked is 'Expired' whatever the clock says", () => {
      renderTable(ready([held('o-6', { status: 'expired', expiredAt: now - 1 })]));
      const row = within(rowOf('Samsung 990 PRO 2TB NVMe SSD'));
      expect(row.getByText(ordersCopy.orders.expiredNotice)).toBeInTheDocument();
      expect(row.queryByRole('button', { name: /Cancel/ })).toBeNull();
    });

    it('an order from before holds (no expiresAt, no status) shows Cancel and Pay and no timer', () => {
      renderTable(ready([order('o-7')]), vi.fn(), now + 86_400_000);
      const row = within(rowOf('Samsung 990 PRO 2TB NVMe SSD'));
      expect(row.queryByRole('timer')).toBeNull();
      expect(row.getByRole('button', { name: /Cancel/ })).toBeVisible();
      expect(row.getByRole('link', { name: /Pay/ })).toBeVisible();
    });
  });

  describe('cash on delivery', () => {
    // 2 × $169.99: $339.98, Tk 40,798 at Tk 120 a dollar.
    const cod = (id: string, overrides: Partial<OrderDoc> = {}) =>
      order(id, {
        paymentMethod: 'cod',
        status: 'cod-placed',
        createdAt: now - 60_000,
        expiresAt: now + 86_400_000,
        ...overrides,
      });
    const due = ordersCopy.cod.due(33_998);

    it('placed: the shop will call, the cash due, Cancel and never Pay or a countdown', async () => {
      const onCancel = renderTable(ready([cod('c-1')]));
      const row = within(rowOf('Samsung 990 PRO 2TB NVMe SSD'));
      expect(row.getByText(ordersCopy.cod.customer['cod-placed'])).toBeInTheDocument();
      expect(row.getByText(due)).toHaveTextContent('$339.98 (Tk 40,798)');
      expect(row.queryByRole('link', { name: /Pay/ })).toBeNull();
      expect(row.queryByRole('timer')).toBeNull();
      await userEvent.setup().click(row.getByRole('button', { name: /Cancel/ }));
      expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ _id: 'c-1' }));
    });

    it('confirmed, then shipped: the cash due stays; Cancel goes once shipped', () => {
      const confirmed = cod('c-2', { status: 'cod-confirmed', cod: { confirmedAt: now } });
      const shipped = cod('c-3', {
        status: 'cod-shipped',
        shipped: true,
        cod: { confirmedAt: now },
        name: 'Corsair RM850x PSU',
      });
      renderTable(ready([confirmed, shipped]));
      const first = within(rowOf('Samsung 990 PRO 2TB NVMe SSD'));
      expect(first.getByText(ordersCopy.cod.customer['cod-confirmed'])).toBeInTheDocument();
      expect(first.getByText(due)).toBeInTheDocument();
      expect(first.getByRole('button', { name: /Cancel/ })).toBeVisible();
      const second = within(rowOf('Corsair RM850x PSU'));
      expect(second.getByText(ordersCopy.cod.customer['cod-shipped'])).toBeInTheDocument();
      expect(second.getByText(due)).toBeInTheDocument();
      expect(second.queryByRole('button')).toBeNull();
    });

    it('collected: paid, with the collection id, and nothing due', () => {
      renderTable(
        ready([
          cod('c-4', {
            status: 'cod-collected',
            shipped: true,
            paid: true,
            transectionId: 'COD-c-4',
            cod: { confirmedAt: now, collectedAt: now },
          }),
        ]),
      );
      const row = within(rowOf('Samsung 990 PRO 2TB NVMe SSD'));
      expect(row.getByText(ordersCopy.cod.customer['cod-collected'])).toBeInTheDocument();
      expect(row.getByText(messages.orders.paidTransaction)).toBeInTheDocument();
      expect(row.getByText('COD-c-4')).toBeInTheDocument();
      expect(row.queryByText(/Due on delivery/)).toBeNull();
      expect(row.queryByRole('button')).toBeNull();
    });

    it('refused at the door, or expired unconfirmed: said so, nothing due, no buttons', () => {
      renderTable(
        ready([
          cod('c-5', { status: 'cod-refused', shipped: true, cod: { refusedAt: now } }),
          cod('c-6', { status: 'expired', expiredAt: now, name: 'Corsair RM850x PSU' }),
        ]),
      );
      expect(screen.getByText(ordersCopy.cod.customer['cod-refused'])).toBeInTheDocument();
      expect(screen.getByText(ordersCopy.cod.customer.expired)).toBeInTheDocument();
      expect(screen.queryByText(/Due on delivery/)).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  describe('SSLCommerz', () => {
    const ssl = (id: string, overrides: Partial<OrderDoc> = {}) =>
      order(id, { paymentMethod: 'sslcommerz', status: 'unpaid', ...overrides });

    it('a payment held for review says so, with no Pay, no Cancel and no countdown', () => {
      renderTable(ready([ssl('s-1', { status: 'held', paymentHeldAt: now, expiresAt: now - 1 })]));
      const row = within(rowOf('Samsung 990 PRO 2TB NVMe SSD'));
      expect(row.getByText(ordersCopy.orders.status.held)).toBeInTheDocument();
      expect(row.getByText(ordersCopy.sslcommerz.held)).toBeInTheDocument();
      expect(row.queryByText(ordersCopy.orders.status.expired)).toBeNull();
      expect(row.queryByRole('button')).toBeNull();
      expect(row.queryByRole('link', { name: /Pay/ })).toBeNull();
    });

    it('a paid order whose refund is under way says so, beside its payment', () => {
      const refund = { refundRefId: null, refundTransId: 'r-1', at: now };
      const base = { tranId: 's-2-1', attempts: 1, sessionAt: now };
      renderTable(
        ready([
          ssl('s-2', {
            status: 'pending',
            paid: true,
            transectionId: 'SSL-VAL-2',
            sslcommerz: { ...base, refund: { ...refund, status: 'processing' } },
          }),
        ]),
      );
      const row = within(rowOf('Samsung 990 PRO 2TB NVMe SSD'));
      expect(row.getByText(ordersCopy.sslcommerz.refundStatus.processing)).toBeInTheDocument();
      expect(row.getByText('SSL-VAL-2')).toBeInTheDocument();
    });
  });
});

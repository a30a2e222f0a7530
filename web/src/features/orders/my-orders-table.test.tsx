import { makeOrder, makePart } from '@cps/fixtures';
import { copy, messages, type Order, type OrderDoc } from '@cps/domain';
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
    expect(row.getByText(copy.orders.status.refunded)).toBeInTheDocument();
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
      expect(row.getByRole('timer')).toHaveTextContent(copy.orders.timeLeft('1:30'));
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
      expect(row.getByText(copy.orders.status.expired)).toBeInTheDocument();
      expect(row.getByText(copy.orders.expiredNotice)).toBeInTheDocument();
      expect(row.queryByRole('timer')).toBeNull();
      expect(row.queryByRole('button')).toBeNull();
      expect(row.queryByRole('link', { name: /Pay/ })).toBeNull();
    });

    it("an order the expiry job marked is 'Expired' whatever the clock says", () => {
      renderTable(ready([held('o-6', { status: 'expired', expiredAt: now - 1 })]));
      const row = within(rowOf('Samsung 990 PRO 2TB NVMe SSD'));
      expect(row.getByText(copy.orders.expiredNotice)).toBeInTheDocument();
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
});

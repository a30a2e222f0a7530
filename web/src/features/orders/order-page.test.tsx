import { makeOrder, makePart } from '@cps/fixtures';
import { mailCopy, type Order, type OrderDoc, ordersCopy } from '@cps/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { patterns } from '@/config/paths';
import { failed, loading, missing, ready, type ReadState } from '@/lib/read-state';
import { OrderPage } from './order-page';

const state = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('@/hooks/use-order', () => ({
  useOrder: (id: string | undefined) => {
    state.current = { ...(state.current as object), askedFor: id };
    return (state.current as { read: ReadState<Order> }).read;
  },
}));

const t = mailCopy.orderPage;
const customer = { uid: 'rahim', email: 'rahim@example.com', displayName: 'Rahim Uddin' };
const placedAt = Date.parse('2026-11-20T10:00:00Z');

function order(overrides: Partial<OrderDoc> & { trackingCode?: string } = {}): Order {
  const part = { id: 'ssd', doc: makePart({ name: 'Samsung 990 PRO 2TB', price: 169.99 }) };
  return {
    _id: 'o-1',
    ...makeOrder(part, customer, {
      quanity: 2,
      createdAt: placedAt,
      customerAddress: '12 Road 5, Dhanmondi',
      customerPhone: '01711000000',
      paymentMethod: 'card',
      ...overrides,
    }),
  };
}

function show(read: ReadState<Order>) {
  state.current = { read };
  render(
    <MemoryRouter initialEntries={['/dashboard/myOrder/o-1']}>
      <Routes>
        <Route path={patterns.myOrderPage} element={<OrderPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('OrderPage', () => {
  beforeEach(() => {
    state.current = undefined;
  });

  it('reads the order named in the path, and says while it loads', () => {
    show(loading);
    expect((state.current as { askedFor: string }).askedFor).toBe('o-1');
    expect(screen.getByText(t.loading)).toBeInTheDocument();
  });

  it('an order that is not there says so', () => {
    show(missing);
    expect(screen.getByRole('status')).toHaveTextContent(t.notFound);
  });

  it('a denied read is answered as not found', () => {
    show(failed(new Error('Missing or insufficient permissions.')));
    expect(screen.getByRole('alert')).toHaveTextContent(t.notFound);
  });

  it('another failure asks to reload', () => {
    show(failed(new Error('unavailable')));
    expect(screen.getByRole('alert')).toHaveTextContent(t.failed);
  });

  it('shows the lines, delivery, way paid, status and the history with times', () => {
    const paidAt = placedAt + 60_000;
    const shippedAt = placedAt + 3_600_000;
    show(
      ready(
        order({
          paid: true,
          transectionId: 'pi_123',
          shipped: true,
          trackingCode: 'SFR-7781',
          timeline: [
            { type: 'placed', at: placedAt, by: 'customer', who: 'rahim@example.com' },
            { type: 'paid', at: paidAt, by: 'stripe', who: 'pi_123' },
            { type: 'shipped', at: shippedAt, by: 'admin', who: 'boss@example.com' },
          ],
        }),
      ),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Samsung 990 PRO 2TB');
    const items = within(screen.getByRole('region', { name: t.items }));
    expect(items.getByText('2 × Samsung 990 PRO 2TB')).toBeInTheDocument();
    expect(items.getByText('$339.98')).toBeInTheDocument();
    const delivery = within(screen.getByRole('region', { name: t.delivery }));
    expect(delivery.getByText('12 Road 5, Dhanmondi')).toBeInTheDocument();
    expect(delivery.getByText('Card')).toBeInTheDocument();
    expect(delivery.getByText('pi_123')).toBeInTheDocument();
    expect(delivery.getByText('SFR-7781')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: ordersCopy.orders.timeline }));
    const events = history.getAllByRole('listitem').map((li) => li.textContent);
    expect(events).toHaveLength(3);
    expect(events[0]).toContain('Placed');
    expect(events[1]).toContain('Paid');
    expect(events[2]).toContain('Shipped');
    expect(events[2]).toContain('Tracking code: SFR-7781');
    expect(history.getAllByRole('time').map((el) => el.getAttribute('datetime'))).toEqual([
      new Date(placedAt).toISOString(),
      new Date(paidAt).toISOString(),
      new Date(shippedAt).toISOString(),
    ]);
    expect(screen.getByRole('link', { name: /Back to My Orders/ })).toHaveAttribute(
      'href',
      '/dashboard/myOrder',
    );
  });

  it('an order shipped without a tracking code shows none', () => {
    show(
      ready(
        order({
          paid: true,
          shipped: true,
          timeline: [{ type: 'shipped', at: placedAt, by: 'admin' }],
        }),
      ),
    );
    expect(screen.queryByText(/Tracking code/)).toBeNull();
  });
});

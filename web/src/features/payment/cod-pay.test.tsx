import { messages, ordersCopy, payCopy, type Order, type OrderDoc } from '@cps/domain';
import { makeOrder, makePart } from '@cps/fixtures';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render-at';
import { CodPay } from './cod-pay';

const t = payCopy.cod;
const customer = { uid: 'rahim', email: 'rahim@example.com', displayName: 'Rahim Uddin' };
const part = { id: 'psu', doc: makePart({ name: 'Corsair RM850x PSU', price: 120 }) };

function order(overrides: Partial<OrderDoc> = {}): Order {
  return {
    _id: 'c-1',
    ...makeOrder(part, customer, {
      quanity: 2,
      paymentMethod: 'cod',
      status: 'cod-placed',
      ...overrides,
    }),
  };
}

// 2 × $120: $240.00, Tk 28,800.
const due = ordersCopy.cod.due(24_000);

describe('the payment page of a cash-on-delivery order', () => {
  it('just placed: says it is placed and the shop will call, the cash due, and no way to pay online', () => {
    renderAt('/payment/c-1', <CodPay order={order()} />);
    expect(screen.getByText(t.placed)).toBeInTheDocument();
    expect(screen.getByText(ordersCopy.cod.customer['cod-placed'])).toBeInTheDocument();
    expect(screen.getByText(due)).toHaveTextContent('$240.00 (Tk 28,800)');
    expect(screen.getByText(t.courierNote)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: t.backToOrders })).toHaveAttribute(
      'href',
      '/dashboard/myOrder',
    );
  });

  it('shipped: on its way with the cash due; the placed line is gone', () => {
    renderAt(
      '/payment/c-1',
      <CodPay order={order({ status: 'cod-shipped', shipped: true, cod: { confirmedAt: 1 } })} />,
    );
    expect(screen.queryByText(t.placed)).toBeNull();
    expect(screen.getByText(ordersCopy.cod.customer['cod-shipped'])).toBeInTheDocument();
    expect(screen.getByText(due)).toBeInTheDocument();
  });

  it('collected: paid with the collection id, nothing due', () => {
    renderAt(
      '/payment/c-1',
      <CodPay
        order={order({
          status: 'cod-collected',
          shipped: true,
          paid: true,
          transectionId: 'COD-c-1',
          cod: { confirmedAt: 1, collectedAt: 2 },
        })}
      />,
    );
    expect(screen.getByText(ordersCopy.cod.customer['cod-collected'])).toBeInTheDocument();
    expect(screen.getByText(messages.orders.paidTransaction, { exact: false })).toHaveTextContent(
      'COD-c-1',
    );
    expect(screen.queryByText(/Due on delivery/)).toBeNull();
  });

  it('not confirmed in time: says so, nothing due', () => {
    renderAt('/payment/c-1', <CodPay order={order({ status: 'expired', expiredAt: 5 })} />);
    expect(screen.getByText(ordersCopy.cod.customer.expired)).toBeInTheDocument();
    expect(screen.queryByText(/Due on delivery/)).toBeNull();
  });
});

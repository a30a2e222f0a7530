import { type OrderEvent, ordersCopy } from '@cps/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventActor, formatEventTime, OrderTimeline } from './order-timeline';

const at = Date.parse('2026-12-01T10:00:00Z');

describe("an order's History", () => {
  it('lists each event oldest first: what, when (local date and time), and by whom or which system', () => {
    const timeline: OrderEvent[] = [
      { type: 'expired', at: at + 1_800_000, by: 'system', who: 'order-expiry' },
      { type: 'placed', at, by: 'customer', who: 'rahim@example.com' },
      { type: 'payment-started', at: at + 60_000, by: 'customer', who: 'rahim@example.com' },
      { type: 'payment-failed', at: at + 90_000, by: 'stripe' },
    ];
    render(<OrderTimeline timeline={timeline} />);
    const history = screen.getByRole('region', { name: ordersCopy.orders.timeline });
    expect(
      within(history).getByRole('heading', { name: ordersCopy.orders.timeline }),
    ).toBeVisible();
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      ordersCopy.orders.events.placed,
      ordersCopy.orders.events['payment-started'],
      ordersCopy.orders.events['payment-failed'],
      ordersCopy.orders.events.expired,
    ]);
    expect(items[0]).toHaveTextContent(`${formatEventTime(at)} · Customer (rahim@example.com)`);
    expect(items[2]).toHaveTextContent('Stripe');
    expect(items[3]).toHaveTextContent('System (order-expiry)');
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-12-01T10:00:00.000Z');
  });

  it('says so for an order written before histories were kept', () => {
    render(<OrderTimeline timeline={undefined} />);
    expect(screen.getByText(ordersCopy.orders.noHistory)).toBeVisible();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('names the actor kind when no one is named', () => {
    expect(eventActor({ by: 'admin' })).toBe('Admin');
    expect(eventActor({ by: 'admin', who: 'boss@example.com' })).toBe('Admin (boss@example.com)');
  });
});

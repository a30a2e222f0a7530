import { messages, ordersCopy } from '@cps/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmulatedCardForm } from './emulated-card-form';

describe('the card form of an order whose hold ended', () => {
  it('shows the card form with Pay while the hold is open', () => {
    render(<EmulatedCardForm orderId="o-1" clientSecret="pi_1_secret_x" />);
    expect(screen.getByRole('button', { name: messages.payment.pay })).toBeEnabled();
    expect(screen.queryByText(ordersCopy.orders.expiredNotice)).toBeNull();
  });

  it('shows "Expired" and the notice instead of the form: no card fields, no Pay', () => {
    const { rerender } = render(<EmulatedCardForm orderId="o-1" clientSecret="pi_1_secret_x" />);
    rerender(<EmulatedCardForm orderId="o-1" clientSecret="pi_1_secret_x" expired />);
    expect(screen.getByText(ordersCopy.orders.status.expired)).toBeVisible();
    expect(screen.getByText(ordersCopy.orders.expiredNotice)).toBeVisible();
    expect(screen.queryByRole('button', { name: messages.payment.pay })).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});

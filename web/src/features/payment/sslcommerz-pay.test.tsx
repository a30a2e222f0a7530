import { apiCopy, messages, type Order, type OrderDoc, ordersCopy, payCopy } from '@cps/domain';
import { makeOrder, makePart } from '@cps/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/infra/api';
import type { HoldView } from '@/lib/order-hold';
import { readSslcommerzOutcome, SslcommerzPay, type SslcommerzOutcome } from './sslcommerz-pay';

vi.mock('@/infra/api', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  api: vi.fn(),
}));

afterEach(() => vi.mocked(api).mockReset());

const t = payCopy.sslcommerz;
const customer = { uid: 'rahim', email: 'rahim@example.com', displayName: 'Rahim Uddin' };
const part = { id: 'ssd', doc: makePart({ name: 'Samsung 990 PRO 2TB NVMe SSD', price: 169.99 }) };
const open: HoldView = { kind: 'open', timeLeft: ordersCopy.orders.timeLeft('29:59') };

function order(overrides: Partial<OrderDoc> = {}): Order {
  return {
    _id: 'o-1',
    ...makeOrder(part, customer, { paymentMethod: 'sslcommerz', ...overrides }),
  };
}

function show(
  {
    of = order(),
    outcome,
    hold = open,
  }: { of?: Order; outcome?: SslcommerzOutcome; hold?: HoldView } = {},
  go = vi.fn(),
) {
  const view = render(
    <SslcommerzPay order={of} hold={hold} expiredForGood={false} outcome={outcome} go={go} />,
  );
  return { go, view };
}

const payButton = () => screen.getByRole('button', { name: new RegExp(t.pay) });

describe('the payment page of an SSLCommerz order', () => {
  it('asks the server for a session for this order and sends the browser to its page', async () => {
    let answer: (value: { url: string }) => void = () => undefined;
    vi.mocked(api).mockImplementationOnce(
      () => new Promise((resolve) => (answer = resolve as typeof answer)) as never,
    );
    const { go } = show();
    expect(screen.getByRole('timer')).toHaveTextContent(ordersCopy.orders.timeLeft('29:59'));
    // One at $169.99, at Tk 120 a dollar.
    expect(screen.getByText(t.charge('Tk 20,398.80'))).toBeInTheDocument();
    await userEvent.click(payButton());
    expect(api).toHaveBeenCalledWith('POST', '/payments/sslcommerz/session', { orderId: 'o-1' });
    // While the session is made: one attempt, the button says so and takes no second click.
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveTextContent(t.opening);
    answer({ url: 'https://sandbox.sslcommerz.com/EasyCheckOut/testcde1' });
    await vi.waitFor(() =>
      expect(go).toHaveBeenCalledWith('https://sandbox.sslcommerz.com/EasyCheckOut/testcde1'),
    );
  });

  it("shows the server's refusal, and Pay works again", async () => {
    vi.mocked(api).mockRejectedValueOnce(new ApiError(409, apiCopy.contract.alreadyPaid));
    const { go } = show();
    await userEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(apiCopy.contract.alreadyPaid);
    expect(payButton()).toBeEnabled();
    expect(go).not.toHaveBeenCalled();
  });

  it('a network failure or an answer without a page says SSLCommerz could not be reached', async () => {
    vi.mocked(api).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.mocked(api).mockResolvedValueOnce({ url: 'javascript:alert(1)' } as never);
    const { go } = show();
    await userEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(t.notReached);
    await userEvent.click(payButton());
    await vi.waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.notReached);
    expect(go).not.toHaveBeenCalled();
  });

  it.each(['fail', 'cancel'] as const)(
    'back with %s: not paid, says why, and offers Pay again',
    (outcome) => {
      show({ outcome });
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(t.outcomes[outcome].title);
      expect(alert).toHaveTextContent(t.outcomes[outcome].text);
      expect(payButton()).toBeEnabled();
    },
  );

  it('back with success: confirming until the live order is paid, then paid with its id', () => {
    const { view } = show({ outcome: 'success' });
    expect(screen.getByText(t.outcomes.confirming.title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(t.pay) })).toBeNull();
    const paid = order({ paid: true, transectionId: 'SSLCZ_TEST_1', status: 'pending' });
    view.rerender(
      <SslcommerzPay
        order={paid}
        hold={{ kind: 'none' }}
        expiredForGood={false}
        outcome="success"
      />,
    );
    expect(screen.queryByText(t.outcomes.confirming.title)).toBeNull();
    expect(screen.getByText(messages.orders.paidTransaction, { exact: false })).toHaveTextContent(
      'SSLCZ_TEST_1',
    );
  });

  it('back with success, a payment held for review says so: no confirming, no Pay', () => {
    show({ of: order({ status: 'held', paymentHeldAt: 1 }), outcome: 'success' });
    expect(screen.getByRole('status')).toHaveTextContent(ordersCopy.sslcommerz.held);
    expect(screen.getByText(ordersCopy.orders.status.held)).toBeInTheDocument();
    expect(screen.queryByText(t.outcomes.confirming.title)).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(t.pay) })).toBeNull();
  });

  it('an order whose hold ended says Expired and offers no Pay', () => {
    show({ hold: { kind: 'expired' }, outcome: 'cancel' });
    expect(screen.getByText(ordersCopy.orders.expiredNotice)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(t.pay) })).toBeNull();
  });

  it('reads only the three outcomes from the address', () => {
    expect(['success', 'fail', 'cancel', 'paid', null].map(readSslcommerzOutcome)).toEqual([
      'success',
      'fail',
      'cancel',
      undefined,
      undefined,
    ]);
  });
});

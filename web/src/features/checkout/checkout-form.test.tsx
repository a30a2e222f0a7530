import {
  checkoutCopy,
  formatPrice,
  insideDhakaCharge,
  ordersCopy,
  outsideDhakaCharge,
  payCopy,
  type Part,
} from '@cps/domain';
import { demoParts } from '@cps/fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/lib/cart';
import { reviewCart } from '@/lib/cart-review';
import { renderAt } from '@/test/render-at';
import { CheckoutForm } from './checkout-page';
import { initialValues } from './checkout-values';

const m = checkoutCopy.checkout.input;
const t = checkoutCopy.checkout.page;

const found = demoParts.find((part) => part.id === 'logitech-g502-x')!;
const mouse: Part = { ...found.doc, _id: found.id };
const cart: Cart = { lines: [{ partId: mouse._id, quanity: 5, price: mouse.price }] };
const review = reviewCart(cart, new Map([[mouse._id, mouse]]), new Set());
const subtotal = review.subtotal;

function show(
  last?: Parameters<typeof initialValues>[0],
  onPlace = vi.fn(async () => undefined as string | undefined),
) {
  renderAt(
    '/checkout',
    <CheckoutForm cart={cart} review={review} initial={initialValues(last)} onPlace={onPlace} />,
  );
  return onPlace;
}

const place = () => userEvent.click(screen.getByRole('button', { name: t.place }));
const summary = () => screen.getByRole('complementary', { name: t.summary });

describe('the checkout form', () => {
  it('says what each field needs, with the messages the server uses, and places nothing', async () => {
    const onPlace = show();
    await place();
    expect(screen.getByText(m.method)).toBeInTheDocument();
    expect(screen.getByText(m.phoneRequired)).toBeInTheDocument();
    expect(onPlace).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: /Home delivery/ }));
    expect(screen.getByRole('combobox', { name: t.district })).toHaveAccessibleDescription(
      m.districtRequired,
    );
    expect(screen.getByRole('textbox', { name: t.address })).toHaveAccessibleDescription(
      m.addressRequired,
    );
    await userEvent.click(screen.getByRole('textbox', { name: t.phone }));
    await userEvent.paste('01212345678');
    expect(screen.getByRole('textbox', { name: t.phone })).toHaveAccessibleDescription(m.phone);
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('shows the delivery charge and the total before placing: outside Dhaka, in Dhaka, pickup', async () => {
    show();
    expect(within(summary()).getByText(t.chooseDelivery)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Home delivery/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.district }), 'Sylhet');
    expect(within(summary()).getByText(formatPrice(outsideDhakaCharge))).toBeInTheDocument();
    expect(summary()).toHaveTextContent(formatPrice(subtotal + outsideDhakaCharge));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.district }), 'Dhaka');
    expect(within(summary()).getByText(formatPrice(insideDhakaCharge))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Pickup at the shop/ }));
    expect(within(summary()).getByText(formatPrice(0))).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: t.district })).toBeNull();
    expect(screen.queryByRole('textbox', { name: t.address })).toBeNull();
  });

  it('starts from the last delivery details, places the order, and shows a refusal in place', async () => {
    const onPlace = show(
      { method: 'home', district: 'Khulna', phone: '01711000000', address: 'House 4, Road 2' },
      vi.fn(async () => `${mouse.name}: only 2 left.`),
    );
    expect(screen.getByRole('radio', { name: /Home delivery/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: t.district })).toHaveValue('Khulna');
    expect(screen.getByRole('radio', { name: /Card/ })).toBeChecked();
    await place();
    expect(onPlace).toHaveBeenCalledWith({
      method: 'home',
      district: 'Khulna',
      phone: '01711000000',
      address: 'House 4, Road 2',
      paymentMethod: 'card',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(`${mouse.name}: only 2 left.`);
  });

  it('offers Card, SSLCommerz and Cash on delivery, each saying what happens next', () => {
    show();
    const group = screen.getByRole('radiogroup', { name: t.pay });
    for (const method of ['card', 'sslcommerz', 'cod'] as const) {
      const radio = within(group).getByRole('radio', {
        name: new RegExp(checkoutCopy.checkout.paymentMethods[method]),
      });
      expect(radio.closest('label')).toHaveTextContent(payCopy.checkout.hints[method]);
    }
  });

  it('a refused cash-on-delivery order says why, offers paying online, and keeps what was typed', async () => {
    const refusal = ordersCopy.cod.refusals.newAccountOpen(1);
    const onPlace = show(
      { method: 'home', district: 'Khulna', phone: '01711000000', address: 'House 4, Road 2' },
      vi.fn(async () => refusal),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await place();
    expect(onPlace).toHaveBeenLastCalledWith(expect.objectContaining({ paymentMethod: 'cod' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveTextContent(payCopy.checkout.instead);
    // Nothing typed is lost.
    expect(screen.getByRole('combobox', { name: t.district })).toHaveValue('Khulna');
    expect(screen.getByRole('textbox', { name: t.address })).toHaveValue('House 4, Road 2');
    expect(screen.getByRole('textbox', { name: t.phone })).toHaveValue('01711000000');

    // One press picks SSLCommerz, with the focus on its choice; the order goes out that way.
    await user.click(within(alert).getByRole('button', { name: 'Pay with SSLCommerz' }));
    const ssl = screen.getByRole('radio', { name: /SSLCommerz/ });
    expect(ssl).toBeChecked();
    expect(ssl).toHaveFocus();
    expect(within(screen.getByRole('alert')).queryByRole('button')).toBeNull();
    onPlace.mockResolvedValueOnce(undefined);
    await place();
    expect(onPlace).toHaveBeenLastCalledWith({
      method: 'home',
      district: 'Khulna',
      phone: '01711000000',
      address: 'House 4, Road 2',
      paymentMethod: 'sslcommerz',
    });
  });

  it('a refusal of a card order offers no other way to pay', async () => {
    show(
      undefined,
      vi.fn(async () => `${mouse.name}: only 2 left.`),
    );
    await userEvent.click(screen.getByRole('radio', { name: /Pickup at the shop/ }));
    await userEvent.type(screen.getByRole('textbox', { name: t.phone }), '01711000000');
    await place();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${mouse.name}: only 2 left.`);
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});

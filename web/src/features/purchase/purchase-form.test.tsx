import { makePart } from '@cps/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PurchaseForm, type PurchaseValues } from './purchase-form';

const part = {
  _id: 'rtx-4070',
  ...makePart({
    name: 'GeForce RTX 4070',
    price: 599.99,
    minimumOrderQuanity: 5,
    availableQuanity: 40,
  }),
};

function setup(onSubmit = vi.fn(async (_values: PurchaseValues) => true)) {
  render(
    <PurchaseForm
      part={part}
      userName="Rahim Uddin"
      userEmail="customer@example.com"
      onSubmit={onSubmit}
    />,
  );
  const user = userEvent.setup();
  const quantity = screen.getByLabelText('Quantity');
  const purchase = screen.getByRole('button', { name: 'Purchase' });
  async function typeQuantity(value: string) {
    await user.clear(quantity);
    if (value) await user.type(quantity, value);
  }
  async function fillContact() {
    await user.type(screen.getByLabelText('Address'), 'House 12, Road 5, Dhanmondi, Dhaka');
    await user.type(screen.getByLabelText('Phone'), '01711000000');
  }
  return { onSubmit, user, quantity, purchase, typeQuantity, fillContact };
}

describe('PurchaseForm', () => {
  it('prefills the name and email read-only and starts the quantity at the minimum', () => {
    const { quantity, purchase } = setup();
    expect(screen.getByLabelText('Name')).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('customer@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(quantity).toHaveValue(5);
    expect(purchase).toBeEnabled();
  });

  it('asks for phone digits: numeric keyboard and a pattern', () => {
    setup();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAttribute('pattern');
  });

  it('below the minimum shows the spec message and disables Purchase', async () => {
    const { purchase, typeQuantity } = setup();
    await typeQuantity('4');
    expect(screen.getByText('You Have to Purchase Atlest 5 Products')).toBeInTheDocument();
    expect(purchase).toBeDisabled();
    expect(purchase.className).toContain('disabled:bg-slate-400');
  });

  it('an empty quantity counts as below the minimum', async () => {
    const { purchase, typeQuantity } = setup();
    await typeQuantity('');
    expect(screen.getByText('You Have to Purchase Atlest 5 Products')).toBeInTheDocument();
    expect(purchase).toBeDisabled();
  });

  it('above the stock shows the other spec message and disables Purchase', async () => {
    const { purchase, typeQuantity } = setup();
    await typeQuantity('41');
    expect(screen.getByText('Please Order Less Then Available Stock!')).toBeInTheDocument();
    expect(screen.queryByText(/Atlest/)).toBeNull();
    expect(purchase).toBeDisabled();
  });

  it('a quantity back in range clears the message and enables Purchase', async () => {
    const { purchase, typeQuantity } = setup();
    await typeQuantity('41');
    expect(purchase).toBeDisabled();
    await typeQuantity('40');
    expect(screen.queryByText('Please Order Less Then Available Stock!')).toBeNull();
    expect(purchase).toBeEnabled();
    expect(screen.getByText('$23,999.60')).toBeInTheDocument();
  });

  it('submits the address, phone and quantity, then resets to the minimum', async () => {
    const { onSubmit, user, purchase, quantity, typeQuantity, fillContact } = setup();
    await fillContact();
    await typeQuantity('7');
    await user.click(purchase);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      address: 'House 12, Road 5, Dhanmondi, Dhaka',
      phone: '01711000000',
      quantity: 7,
    });
    await waitFor(() => expect(quantity).toHaveValue(5));
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
  });

  it('keeps what was typed when the order was not created', async () => {
    const { user, purchase, quantity, typeQuantity, fillContact } = setup(vi.fn(async () => false));
    await fillContact();
    await typeQuantity('9');
    await user.click(purchase);
    await waitFor(() => expect(purchase).toBeEnabled());
    expect(quantity).toHaveValue(9);
    expect(screen.getByLabelText('Phone')).toHaveValue('01711000000');
  });

  it('disables Purchase while the order is being placed', async () => {
    let finish: (placed: boolean) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { user, purchase, fillContact } = setup(onSubmit);
    await fillContact();
    await user.click(purchase);
    await waitFor(() => expect(purchase).toBeDisabled());
    expect(screen.getByRole('status')).toHaveTextContent('Placing your order');
    finish(true);
    await waitFor(() => expect(purchase).toBeEnabled());
  });

  it('requires the address and the phone before submitting', async () => {
    const { onSubmit, user, purchase } = setup();
    await user.click(purchase);
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a phone that is not a number', async () => {
    const { onSubmit, user, purchase } = setup();
    await user.type(screen.getByLabelText('Address'), 'Mirpur 10, Dhaka');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(purchase);
    expect(await screen.findByText('Use digits only, e.g. 01711000000')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

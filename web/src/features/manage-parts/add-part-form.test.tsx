import { categories, copy } from '@cps/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddPartForm, partChecks } from './add-part-form';

// jsdom has no object URLs; the preview only needs a string.
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'ssd.png', { type: 'image/png' });

function setup(result = true) {
  const onSubmit = vi.fn(async () => result);
  render(<AddPartForm onSubmit={onSubmit} />);
  const user = userEvent.setup();
  const submit = () => user.click(screen.getByRole('button', { name: 'Add Product' }));
  return { onSubmit, user, submit };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Samsung 990 PRO 2TB');
  await user.selectOptions(screen.getByLabelText(copy.catalogue.category), 'SSDs');
  await user.type(screen.getByLabelText(copy.catalogue.brand), '  Samsung ');
  await user.type(screen.getByLabelText('Price'), '169.99');
  await user.type(screen.getByLabelText('Available Quantity'), '40');
  await user.type(screen.getByLabelText('Minimum Order Quantity'), '2');
  await user.upload(screen.getByLabelText('Image'), png());
  await user.type(screen.getByLabelText('Description'), 'PCIe 4.0 NVMe SSD.');
  await user.type(screen.getByLabelText(/^Capacity/), '2000');
  await user.selectOptions(screen.getByLabelText(/^Interface/), 'NVMe PCIe 4.0');
  await user.selectOptions(screen.getByLabelText(/^Form factor/), 'M.2 2280');
}

/** The spec field labelled `label` (a required one's label ends in a mark). */
const specField = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*|$)`));

describe('AddPartForm', () => {
  it('an empty submit shows the six spec messages exactly, and Category and Brand, and does not submit', async () => {
    const { onSubmit, submit } = setup();
    await submit();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(8));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name is Required',
      copy.validation.categoryRequired,
      copy.validation.brandRequired,
      'Price is Required',
      'Available Quantity is Required',
      'Minimum Order Quantity is Required',
      'image is Required',
      'Description is Required',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a valid submit passes numbers and the file, then clears the form', async () => {
    const { onSubmit, user, submit } = setup();
    await fillValid(user);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Samsung 990 PRO 2TB',
      category: 'ssds',
      brand: 'Samsung',
      price: 169.99,
      availableQuanity: 40,
      minimumOrderQuanity: 2,
      image: expect.any(File),
      description: 'PCIe 4.0 NVMe SSD.',
      specs: { capacity: 2000, interface: 'NVMe PCIe 4.0', formFactor: 'M.2 2280' },
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText(copy.catalogue.category)).toHaveValue('');
    expect(screen.getByLabelText(copy.catalogue.brand)).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).toBeNull();
  });

  it('keeps the values when adding failed', async () => {
    const { user, submit } = setup(false);
    await fillValid(user);
    await submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled());
    expect(screen.getByLabelText('Name')).toHaveValue('Samsung 990 PRO 2TB');
  });

  it('checks the numbers: price, whole quantities, minimum within stock', async () => {
    const { onSubmit, user, submit } = setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '0');
    await user.clear(screen.getByLabelText('Available Quantity'));
    await user.type(screen.getByLabelText('Available Quantity'), '2.5');
    await user.clear(screen.getByLabelText('Minimum Order Quantity'));
    await user.type(screen.getByLabelText('Minimum Order Quantity'), '3');
    await submit();
    expect(await screen.findByText(partChecks.price)).toBeInTheDocument();
    expect(screen.getByText(partChecks.wholeNumber)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Available Quantity'));
    await user.type(screen.getByLabelText('Available Quantity'), '2');
    expect(await screen.findByText(partChecks.minimumAboveStock)).toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    const { onSubmit, submit } = setup();
    const user = userEvent.setup({ applyAccept: false });
    await fillValid(user);
    await user.upload(
      screen.getByLabelText('Image'),
      new File(['%PDF'], 'spec.pdf', { type: 'application/pdf' }),
    );
    await submit();
    expect(await screen.findByText(partChecks.imageType)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers every category of the domain by its label, each sending its slug', () => {
    setup();
    const select = screen.getByLabelText(copy.catalogue.category);
    const options = within(select).getAllByRole('option');
    expect(
      options.slice(1).map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual(categories.map((category) => [category.label, category.slug]));
    expect(options[0]).toHaveValue('');
  });

  it("shows the chosen category's spec fields, required ones marked, and swaps them with it", async () => {
    const { user } = setup();
    expect(screen.getByText(copy.catalogue.specsChooseCategory)).toBeInTheDocument();
    const category = screen.getByLabelText(copy.catalogue.category);
    await user.selectOptions(category, 'Processors');
    const specs = screen.getByRole('group', { name: copy.catalogue.specsOf('Processors') });
    expect(within(specs).getByLabelText('Socket * (required)')).toHaveRole('combobox');
    const boost = within(specs).getByLabelText('Boost clock * (required)');
    expect(boost).toHaveAttribute('type', 'number');
    expect(boost).toHaveAccessibleDescription('GHz');
    expect(within(specs).getByLabelText('Base clock')).toBeInTheDocument();
    expect(within(specs).getByLabelText('Integrated graphics')).toHaveAttribute('type', 'checkbox');
    await user.type(specField('Cores'), '8');

    await user.selectOptions(category, 'Coolers');
    const cooler = screen.getByRole('group', { name: copy.catalogue.specsOf('Coolers') });
    expect(within(cooler).queryByLabelText(/^Cores/)).toBeNull();
    // Several choices are a group of checkboxes.
    const sockets = within(cooler).getByRole('group', { name: /^Supported sockets/ });
    expect(within(sockets).getAllByRole('checkbox').length).toBeGreaterThan(1);
  });

  it("checks the specifications with the server's rule and sends nothing while they fail", async () => {
    const { onSubmit, user, submit } = setup();
    await fillValid(user);
    await user.clear(specField('Capacity'));
    await user.selectOptions(specField('Form factor'), '2.5"');
    await user.type(specField('Sequential read'), '0');
    await submit();
    expect(
      await screen.findByText(copy.specs.required('capacity', 'Capacity')),
    ).toBeInTheDocument();
    expect(screen.getByText(copy.specs.wholeNumber('readSpeed', 1, 20000))).toBeInTheDocument();
    expect(specField('Capacity')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(specField('Capacity'), '2000');
    await user.clear(specField('Sequential read'));
    await submit();
    expect(await screen.findByText(copy.specs.nvmeNotM2)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.selectOptions(specField('Form factor'), 'M.2 2280');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('adds a part sold out: stock 0 whatever its minimum', async () => {
    const { onSubmit, user, submit } = setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Available Quantity'));
    await user.type(screen.getByLabelText('Available Quantity'), '0');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ availableQuanity: 0, minimumOrderQuanity: 2 }),
    );
  });

  it('a brand of spaces only is no brand, and a long one is refused', async () => {
    const { onSubmit, user, submit } = setup();
    await fillValid(user);
    const brand = screen.getByLabelText(copy.catalogue.brand);
    await user.clear(brand);
    await user.type(brand, '   ');
    await submit();
    expect(await screen.findByText(copy.validation.brandRequired)).toBeInTheDocument();
    await user.clear(brand);
    await user.type(brand, 'B'.repeat(41));
    expect(await screen.findByText(/Brand must be 40 characters or shorter/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

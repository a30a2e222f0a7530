import { copy, messages, type Part } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/infra/api';
import { stubModalDialogs } from '@/test/modal-dialogs';
import { EditPartDialog, partChanges, partFormValues } from './edit-part-dialog';
import { partChecks } from './part-fields';

// Focusing the field marked autofocus is checked in tests/e2e/manage-parts.test.ts.
stubModalDialogs();
afterEach(() => vi.restoreAllMocks());

const part: Part = {
  _id: 'gpu-1',
  ...makePart({
    name: 'ASUS Dual GeForce RTX 4060 8GB',
    description: 'A compact card for 1080p gaming.',
    price: 299.99,
    img: '/images/parts/asus-rtx-4060.svg',
    minimumOrderQuanity: 1,
    availableQuanity: 8,
    category: 'graphics-cards',
    brand: 'ASUS',
  }),
};

/** The specifications of `part`'s card, as the form sends them. */
const rtx4060Specs = {
  chipMaker: 'NVIDIA',
  chip: 'GeForce RTX 4060',
  vram: 8,
  length: 227,
  tdp: 115,
  recommendedPsu: 550,
};

function setup({
  target = part,
  save = vi.fn(async () => undefined),
  upload = vi.fn(async () => '/api/images/new.webp'),
}: {
  target?: Part;
  save?: ReturnType<typeof vi.fn<(id: string, changes: object) => Promise<void>>>;
  upload?: ReturnType<typeof vi.fn<(file: File) => Promise<string>>>;
} = {}) {
  const onClose = vi.fn();
  const success = vi.spyOn(toast, 'success');
  render(<EditPartDialog part={target} onClose={onClose} save={save} upload={upload} />);
  const user = userEvent.setup();
  const dialog = screen.getByRole('dialog', { name: `${copy.catalogue.edit} ${target.name}` });
  const field = (label: string) => screen.getByLabelText(label);
  const saveButton = () => screen.getByRole('button', { name: copy.catalogue.save });
  const retype = async (label: string, value: string) => {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  };
  return { onClose, save, upload, success, user, dialog, field, saveButton, retype };
}

/** The spec field labelled `label` (a required one's label ends in a mark). */
const specField = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*|$)`));

describe('EditPartDialog', () => {
  it('opens with every field of the part filled in, and Name marked for focus', () => {
    const { field } = setup();
    expect(field('Name')).toHaveValue(part.name);
    expect(field(copy.catalogue.category)).toHaveValue('graphics-cards');
    expect(field(copy.catalogue.brand)).toHaveValue('ASUS');
    expect(field('Price')).toHaveValue(299.99);
    expect(field('Available Quantity')).toHaveValue(8);
    expect(field('Minimum Order Quantity')).toHaveValue(1);
    expect(field('Image URL')).toHaveValue(part.img);
    expect(field('Description')).toHaveValue(part.description);
    expect(field('Name')).toHaveAttribute('autofocus');
    expect(
      screen.getAllByRole('textbox').filter((box) => box.hasAttribute('autofocus')),
    ).toHaveLength(1);
  });

  it('checks the fields with the rules of Add Part and sends nothing while they fail', async () => {
    const { save, user, saveButton, retype } = setup();
    await retype('Name', '   ');
    await retype(copy.catalogue.brand, '');
    await retype('Price', '0');
    await retype('Available Quantity', '');
    await retype('Image URL', '');
    await retype('Description', '');
    await user.click(saveButton());
    expect(await screen.findByText(messages.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(copy.validation.brandRequired)).toBeInTheDocument();
    expect(screen.getByText(partChecks.price)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.availableQuantityRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.imageRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.descriptionRequired)).toBeInTheDocument();

    await retype('Available Quantity', '3');
    await retype('Minimum Order Quantity', '4');
    expect(await screen.findByText(partChecks.minimumAboveStock)).toBeInTheDocument();
    await retype('Image URL', 'javascript:alert(1)');
    expect(await screen.findByText(partChecks.imageUrl)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('sends only the changed fields, as numbers and trimmed text, then toasts and closes', async () => {
    const { save, success, onClose, user, saveButton, retype } = setup();
    await retype('Price', '279.5');
    await retype('Available Quantity', '40');
    await retype(copy.catalogue.brand, ' ASUS ');
    await user.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith('gpu-1', { price: 279.5, availableQuanity: 40 });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(success).toHaveBeenCalledWith(copy.catalogue.partUpdated(part.name));
  });

  it('names the part by its new name in the toast, and sends a new category by slug', async () => {
    const { save, success, user, field, saveButton, retype } = setup();
    await retype('Name', 'ASUS Dual RTX 4060 OC');
    await user.selectOptions(field(copy.catalogue.category), 'Monitors');
    await user.click(saveButton());
    // A monitor must say what a monitor is.
    expect(await screen.findByText(copy.specs.required('size', 'Screen size'))).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.type(specField('Screen size'), '27');
    await user.selectOptions(specField('Resolution'), '2560x1440');
    await user.type(specField('Refresh rate'), '165');
    await user.selectOptions(specField('Panel'), 'IPS');
    await user.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith('gpu-1', {
      name: 'ASUS Dual RTX 4060 OC',
      category: 'monitors',
      specs: { size: 27, resolution: '2560x1440', refreshRate: 165, panel: 'IPS' },
    });
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(copy.catalogue.partUpdated('ASUS Dual RTX 4060 OC')),
    );
  });

  it("shows the server's refusal in the dialog and keeps every value; a retry then saves", async () => {
    const save = vi
      .fn<(id: string, changes: object) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(400, 'Price is too large.'))
      .mockResolvedValueOnce(undefined);
    const { onClose, success, user, field, saveButton, retype } = setup({ save });
    await retype('Price', '999999');
    await retype('Available Quantity', '12');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Price is too large.');
    expect(field('Price')).toHaveValue(999999);
    expect(field('Available Quantity')).toHaveValue(12);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();

    await retype('Price', '319');
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenLastCalledWith('gpu-1', { price: 319, availableQuanity: 12 });
  });

  it('sets a part sold out: stock 0 is saved whatever its minimum', async () => {
    const { save, onClose, user, saveButton, retype } = setup({
      target: { ...part, minimumOrderQuanity: 2 },
    });
    await retype('Available Quantity', '0');
    await user.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledWith('gpu-1', { availableQuanity: 0 }));
    expect(screen.queryByText(partChecks.minimumAboveStock)).toBeNull();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes without a request when nothing changed', async () => {
    const first = setup();
    await first.user.click(first.saveButton());
    await waitFor(() => expect(first.onClose).toHaveBeenCalledTimes(1));
    expect(first.save).not.toHaveBeenCalled();
  });

  it('Cancel closes and sends nothing', async () => {
    const { save, onClose, user, retype } = setup();
    await retype('Price', '1');
    await user.click(screen.getByRole('button', { name: copy.catalogue.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });

  it('a part from before categories must be given a category and a brand when saved', async () => {
    const legacy: Part = { ...part, _id: 'old-1' };
    delete legacy.category;
    delete legacy.brand;
    const { save, user, field, saveButton, retype } = setup({ target: legacy });
    expect(field(copy.catalogue.category)).toHaveValue('');
    await retype('Available Quantity', '3');
    await user.click(saveButton());
    expect(await screen.findByText(copy.validation.categoryRequired)).toBeInTheDocument();
    expect(screen.getByText(copy.validation.brandRequired)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.selectOptions(field(copy.catalogue.category), 'Graphics Cards');
    await user.type(field(copy.catalogue.brand), 'ASUS');
    await user.selectOptions(specField('Chip maker'), 'NVIDIA');
    await user.type(specField('Chip'), 'GeForce RTX 4060');
    await user.type(specField('Video memory'), '8');
    await user.type(specField('Length'), '227');
    await user.type(specField('TDP'), '115');
    await user.type(specField('Recommended PSU'), '550');
    await user.click(saveButton());
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith('old-1', {
        availableQuanity: 3,
        category: 'graphics-cards',
        brand: 'ASUS',
        specs: rtx4060Specs,
      }),
    );
  });

  it("opens with the part's specifications filled in, and sends them whole when one changes", async () => {
    const withSpecs: Part = {
      ...part,
      specs: rtx4060Specs,
    };
    const { save, user, field, saveButton, retype } = setup({ target: withSpecs });
    expect(specField('Chip maker')).toHaveValue('NVIDIA');
    expect(specField('Length')).toHaveValue(227);
    await retype('Price', '289');
    await user.clear(specField('Length'));
    await user.type(specField('Length'), '240');
    await user.click(saveButton());
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith('gpu-1', {
        price: 289,
        specs: { ...withSpecs.specs, length: 240 },
      }),
    );
    // Another category and back: the part's own values come back.
    await user.selectOptions(field(copy.catalogue.category), 'Monitors');
    expect(screen.queryByLabelText(/^Chip maker/)).toBeNull();
    await user.selectOptions(field(copy.catalogue.category), 'Graphics Cards');
    expect(specField('Chip maker')).toHaveValue('NVIDIA');
  });

  it('a part written before specifications is saved without them while they stay blank', async () => {
    const { save, user, saveButton, retype } = setup();
    await retype('Price', '289');
    await user.type(specField('Length'), '240');
    await user.click(saveButton());
    // Once one is given, the category's required ones are asked for.
    expect(
      await screen.findByText(copy.specs.required('chipMaker', 'Chip maker')),
    ).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.clear(specField('Length'));
    await user.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledWith('gpu-1', { price: 289 }));
  });

  it('uploads a new picture and sends its URL as img', async () => {
    const { save, upload, user, field, saveButton } = setup();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'gpu.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload image'), file);
    await waitFor(() => expect(field('Image URL')).toHaveValue('/api/images/new.webp'));
    expect(upload).toHaveBeenCalledWith(file);
    await user.click(saveButton());
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith('gpu-1', { img: '/api/images/new.webp' }),
    );
  });
});

describe('partChanges', () => {
  it('is empty for the values the form starts with', () => {
    expect(partChanges(part, partFormValues(part))).toEqual({});
  });

  it('is empty for a part from before categories left as it was, and sends text trimmed', () => {
    const legacy: Part = { ...part };
    delete legacy.category;
    delete legacy.brand;
    expect(partChanges(legacy, partFormValues(legacy))).toEqual({});
    expect(
      partChanges(part, { ...partFormValues(part), name: ` ${part.name} `, brand: ' MSI ' }),
    ).toEqual({ brand: 'MSI' });
  });
});

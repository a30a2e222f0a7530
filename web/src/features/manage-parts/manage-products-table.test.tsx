import { copy } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ManageProductsTable } from './manage-products-table';
import { ready } from '@/lib/read-state';

describe('ManageProductsTable', () => {
  it('lists picture, name, price and stock, and Delete asks for that part', async () => {
    const part = {
      _id: 'ssd',
      ...makePart({ name: 'Samsung 990 PRO', price: 1299.5, availableQuanity: 7 }),
    };
    const onDelete = vi.fn();
    render(<ManageProductsTable parts={ready([part])} onDelete={onDelete} />);
    const row = within(screen.getByText('Samsung 990 PRO').closest('tr') as HTMLElement);
    expect(row.getByText('$1,299.50')).toBeInTheDocument();
    expect(row.getByText('7')).toBeInTheDocument();
    expect(row.getByRole('presentation')).toHaveAttribute('src', part.img);
    await userEvent.setup().click(row.getByRole('button', { name: 'Delete Samsung 990 PRO' }));
    expect(onDelete).toHaveBeenCalledWith(part);
  });

  it('shows category and brand under the name, and Edit opens that part', async () => {
    const part = {
      _id: 'gpu',
      ...makePart({ name: 'ASUS Dual RTX 4060', category: 'graphics-cards', brand: 'ASUS' }),
    };
    const legacy = { _id: 'old', ...makePart({ name: 'Old Part' }) };
    delete legacy.category;
    delete legacy.brand;
    const onEdit = vi.fn();
    render(
      <ManageProductsTable parts={ready([part, legacy])} onDelete={vi.fn()} onEdit={onEdit} />,
    );
    const row = within(screen.getByText('ASUS Dual RTX 4060').closest('tr') as HTMLElement);
    expect(row.getByText('Graphics Cards · ASUS')).toBeInTheDocument();
    const oldRow = screen.getByText('Old Part').closest('tr') as HTMLElement;
    expect(oldRow.textContent).not.toContain('·');
    await userEvent
      .setup()
      .click(row.getByRole('button', { name: `${copy.catalogue.edit} ASUS Dual RTX 4060` }));
    expect(onEdit).toHaveBeenCalledWith(part);
  });

  it('says what the filter found nothing for', () => {
    render(
      <ManageProductsTable
        parts={ready([])}
        onDelete={vi.fn()}
        emptyMessage={copy.catalogue.empty}
      />,
    );
    expect(screen.getByText(copy.catalogue.empty)).toBeInTheDocument();
  });

  it('says so when the store is empty', () => {
    render(<ManageProductsTable parts={ready([])} onDelete={vi.fn()} />);
    expect(screen.getByText('There are no parts in the store yet')).toBeInTheDocument();
  });
});

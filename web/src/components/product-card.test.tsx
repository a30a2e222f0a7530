import { makePart } from '@cps/fixtures';
import { copy, type Part } from '@cps/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCompare, useCompareTray } from '@/hooks/use-compare-tray';
import { ProductCard } from './product-card';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn() } }));

function renderCard(overrides: Parameters<typeof makePart>[0] = {}) {
  const part = { _id: 'rtx-4070', ...makePart(overrides) };
  render(
    <MemoryRouter>
      <ProductCard part={part} />
    </MemoryRouter>,
  );
  return part;
}

describe('ProductCard', () => {
  it('shows image, uppercase name, $ price, minimum, stock and Buy Now to the purchase page', () => {
    renderCard({
      name: 'GeForce RTX 4070',
      price: 599.99,
      minimumOrderQuanity: 2,
      availableQuanity: 18,
    });
    expect(screen.getByRole('img', { name: 'GeForce RTX 4070' })).toHaveAttribute('src');
    const heading = screen.getByRole('heading', { name: 'GeForce RTX 4070' });
    expect(heading).toHaveClass('uppercase');
    expect(screen.getByText('$599.99')).toBeInTheDocument();
    expect(screen.getByText('Minimum Order Quantity').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Stock').nextElementSibling).toHaveTextContent('18');
    expect(screen.getByRole('link', { name: /Buy Now/ })).toHaveAttribute(
      'href',
      '/purchase/rtx-4070',
    );
  });

  it('shows only the first 100 characters of the description', () => {
    const description = `${'a'.repeat(100)}TAIL`;
    renderCard({ description });
    expect(screen.getByText('a'.repeat(100))).toBeInTheDocument();
    expect(screen.queryByText(/TAIL/)).toBeNull();
  });

  it('shows the new stock when the live part changes', () => {
    const part = { _id: 'rtx-4070', ...makePart({ availableQuanity: 18 }) };
    const at = (card: ReactNode) => <MemoryRouter>{card}</MemoryRouter>;
    const { rerender } = render(at(<ProductCard part={part} heading="h2" />));
    rerender(at(<ProductCard part={{ ...part, availableQuanity: 17 }} heading="h2" />));
    expect(screen.getByText('Stock').nextElementSibling).toHaveTextContent('17');
  });
});

describe('Add to compare on a card', () => {
  const { compare } = copy;
  const cpu = (id: string, name: string) => ({
    _id: id,
    ...makePart({ name, category: 'processors' }),
  });
  const gpu = { _id: 'rtx-4070', ...makePart({ name: 'RTX 4070', category: 'graphics-cards' }) };

  function TrayIds() {
    return (
      <output aria-label="tray">
        {useCompareTray()
          .map((item) => item.id)
          .join(',')}
      </output>
    );
  }

  function renderCards(parts: Part[]) {
    render(
      <MemoryRouter>
        {parts.map((part) => (
          <ProductCard key={part._id} part={part} />
        ))}
        <TrayIds />
      </MemoryRouter>,
    );
  }
  const toggle = (name: string) => screen.getByRole('button', { name: compare.toggle(name) });
  const trayIds = () => screen.getByRole('status', { name: 'tray' }).textContent;

  afterEach(() => {
    clearCompare();
    vi.mocked(toast.error).mockClear();
  });

  it('toggles the part in and out of the tray, its state in aria-pressed', async () => {
    const user = userEvent.setup();
    renderCards([cpu('r7', 'Ryzen 7')]);
    expect(toggle('Ryzen 7')).toHaveAttribute('aria-pressed', 'false');
    expect(toggle('Ryzen 7')).toHaveTextContent(compare.short);

    await user.click(toggle('Ryzen 7'));
    expect(toggle('Ryzen 7')).toHaveAttribute('aria-pressed', 'true');
    expect(trayIds()).toBe('r7');

    await user.click(toggle('Ryzen 7'));
    expect(toggle('Ryzen 7')).toHaveAttribute('aria-pressed', 'false');
    expect(trayIds()).toBe('');
  });

  it('refuses a part of another category with a toast, and adds nothing', async () => {
    const user = userEvent.setup();
    renderCards([cpu('r7', 'Ryzen 7'), gpu]);
    await user.click(toggle('Ryzen 7'));
    await user.click(toggle('RTX 4070'));
    expect(toast.error).toHaveBeenCalledWith(
      compare.otherCategory('RTX 4070', 'Graphics Cards', 'Processors'),
      expect.anything(),
    );
    expect(toggle('RTX 4070')).toHaveAttribute('aria-pressed', 'false');
    expect(trayIds()).toBe('r7');
  });

  it('refuses a fifth part with a toast', async () => {
    const user = userEvent.setup();
    const parts = ['a', 'b', 'c', 'd', 'e'].map((id) => cpu(id, `CPU ${id}`));
    renderCards(parts);
    for (const part of parts) await user.click(toggle(part.name));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(compare.trayFull(4), expect.anything());
    expect(toggle('CPU e')).toHaveAttribute('aria-pressed', 'false');
    expect(trayIds()).toBe('a,b,c,d');
  });
});

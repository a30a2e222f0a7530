import { makePart } from '@cps/fixtures';
import { preview } from '@cps/domain';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from './product-card';

// Every render of a card previews its description once: the spy counts the card's renders.
vi.mock('@cps/domain', async (importOriginal) => {
  const domain = await importOriginal<{ preview: (text: string, max: number) => string }>();
  return { ...domain, preview: vi.fn(domain.preview) };
});
const renders = vi.mocked(preview);

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

  describe('renders again only when something it shows changes', () => {
    const part = {
      _id: 'rtx-4070',
      ...makePart({ name: 'GeForce RTX 4070', availableQuanity: 18 }),
    };
    const at = (card: ReactNode) => <MemoryRouter>{card}</MemoryRouter>;

    it('a new part object with the same shown fields costs no render', () => {
      const { rerender } = render(at(<ProductCard part={part} heading="h2" />));
      renders.mockClear();
      // What a live answer repeating the page hands over: equal fields, a new object, and a
      // field the card does not show changed.
      rerender(
        at(<ProductCard part={{ ...part, updatedAt: (part.updatedAt ?? 0) + 1 }} heading="h2" />),
      );
      expect(renders).not.toHaveBeenCalled();
    });

    it('a changed stock renders it', () => {
      const { rerender } = render(at(<ProductCard part={part} heading="h2" />));
      renders.mockClear();
      rerender(at(<ProductCard part={{ ...part, availableQuanity: 17 }} heading="h2" />));
      expect(renders).toHaveBeenCalledTimes(1);
      expect(screen.getByText('Stock').nextElementSibling).toHaveTextContent('17');
    });

    it.each([
      ['name', { name: 'GeForce RTX 4070 Ti' }],
      ['price', { price: 1 }],
      ['img', { img: '/images/parts/other.svg' }],
      ['description', { description: 'Changed.' }],
      ['minimumOrderQuanity', { minimumOrderQuanity: 3 }],
    ])('a changed %s renders it', (_, change) => {
      const { rerender } = render(at(<ProductCard part={part} heading="h2" />));
      renders.mockClear();
      rerender(at(<ProductCard part={{ ...part, ...change }} heading="h2" />));
      expect(renders).toHaveBeenCalledTimes(1);
    });

    it('becoming eager renders it', () => {
      const { rerender } = render(at(<ProductCard part={part} heading="h2" />));
      renders.mockClear();
      rerender(at(<ProductCard part={part} eager heading="h2" />));
      expect(renders).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    });
  });
});

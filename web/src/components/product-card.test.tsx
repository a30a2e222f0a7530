import { makePart } from '@cps/fixtures';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card';

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
});

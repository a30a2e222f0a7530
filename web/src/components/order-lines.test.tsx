import { formatPrice, messages, type OrderLine } from '@cps/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderLines } from './order-lines';

const lines: OrderLine[] = [
  {
    partId: 'amd-ryzen-7-7800x3d',
    name: 'AMD Ryzen 7 7800X3D',
    price: 449,
    quanity: 1,
    img: '/images/parts/amd-ryzen-7-7800x3d.svg',
  },
  {
    partId: 'samsung-990-pro-2tb',
    name: 'Samsung 990 PRO 2TB',
    price: 169.99,
    quanity: 1,
    img: '/images/parts/samsung-990-pro-2tb.svg',
  },
];

describe("a build order's lines", () => {
  it('lists every part of the build with its quantity and price', () => {
    render(<OrderLines lines={lines} />);
    const list = screen.getByRole('region', { name: messages.buildOrders.linesHeading });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('AMD Ryzen 7 7800X3D');
    expect(items[0]).toHaveTextContent(formatPrice(449));
    expect(items[1]).toHaveTextContent('Samsung 990 PRO 2TB');
    expect(items[1]).toHaveTextContent(`× 1${formatPrice(169.99)}`);
  });

  it('shows nothing for an order of one part', () => {
    const { container } = render(<OrderLines lines={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

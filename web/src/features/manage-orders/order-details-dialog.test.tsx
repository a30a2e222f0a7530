import { checkoutCopy, formatPrice, type Order } from '@cps/domain';
import { makeOrder, makePart } from '@cps/fixtures';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderDetails } from './order-details-dialog';

const customer = { uid: 'rahim', email: 'rahim@example.com', displayName: 'Rahim Uddin' };
const cpu = {
  id: 'amd-ryzen-7-7800x3d',
  doc: makePart({ name: 'AMD Ryzen 7 7800X3D', price: 449 }),
};
const line = (partId: string, name: string, price: number) => ({
  partId,
  name,
  price,
  quanity: 1,
  img: `/images/parts/${partId}.svg`,
});

describe("Manage All Orders' order details", () => {
  it("list a build order's parts, each with its price, beside the spec's fields", () => {
    const order: Order = {
      _id: 'build-1',
      ...makeOrder(cpu, customer, {
        name: 'PC Build: AMD Ryzen 7 7800X3D',
        quanity: 1,
        price: 829.99,
        unitPrice: 829.99,
        lines: [
          line('amd-ryzen-7-7800x3d', 'AMD Ryzen 7 7800X3D', 449),
          line('asus-rog-strix-b650-a', 'ASUS ROG STRIX B650-A GAMING WIFI', 259.99),
          line('corsair-vengeance-ddr5-32gb', 'Corsair Vengeance DDR5 32GB', 121),
        ],
      }),
    };
    render(<OrderDetails order={order} />);
    const parts = screen.getByRole('region', { name: checkoutCopy.buildOrders.linesHeading });
    const items = within(parts).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `AMD Ryzen 7 7800X3D× 1${formatPrice(449)}`,
      `ASUS ROG STRIX B650-A GAMING WIFI× 1${formatPrice(259.99)}`,
      `Corsair Vengeance DDR5 32GB× 1${formatPrice(121)}`,
    ]);
    // Price and Total: the build is one item at its total.
    expect(screen.getAllByText(formatPrice(829.99), { selector: 'dd' })).toHaveLength(2);
  });

  it('show no parts list for an order of one part', () => {
    render(<OrderDetails order={{ _id: 'one', ...makeOrder(cpu, customer) }} />);
    expect(
      screen.queryByRole('region', { name: checkoutCopy.buildOrders.linesHeading }),
    ).toBeNull();
  });
});

import { checkoutCopy, formatPrice, type OrderLine } from '@cps/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderLines } from './order-lines';

const line = (partId: string, name: string, price: number): OrderLine => ({
  partId,
  name,
  price,
  quanity: 1,
  img: `/images/parts/${partId}.svg`,
});
const lines = [
  line('amd-ryzen-7-7800x3d', 'AMD Ryzen 7 7800X3D', 389),
  line('asus-rog-strix-b650-a', 'ASUS ROG Strix B650-A Gaming WiFi', 229.99),
  line('corsair-vengeance-ddr5-32gb', 'Corsair Vengeance DDR5 32GB', 109.99),
  line('samsung-990-pro-2tb', 'Samsung 990 PRO 2TB', 169.99),
];

describe("a build order's lines", () => {
  it('lists every part of the build with its quantity and price, and what the bundle deal took off', () => {
    // 898.97 at the parts' prices, less 5% of the bundle's 728.98.
    render(<OrderLines order={{ lines, unitPrice: 862.52 }} />);
    const list = screen.getByRole('region', { name: checkoutCopy.buildOrders.linesHeading });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `AMD Ryzen 7 7800X3D× 1${formatPrice(389)}`,
      `ASUS ROG Strix B650-A Gaming WiFi× 1${formatPrice(229.99)}`,
      `Corsair Vengeance DDR5 32GB× 1${formatPrice(109.99)}`,
      `Samsung 990 PRO 2TB× 1${formatPrice(169.99)}`,
    ]);
    expect(within(list).getByText(checkoutCopy.buildOrders.saving).parentElement).toHaveTextContent(
      `${checkoutCopy.buildOrders.saving}−${formatPrice(36.45)}`,
    );
  });

  it('says no saving when the total is the lines at their prices', () => {
    render(<OrderLines order={{ lines: lines.slice(0, 1), unitPrice: 389 }} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(checkoutCopy.buildOrders.saving)).toBeNull();
  });

  it('shows nothing for an order of one part', () => {
    const { container } = render(<OrderLines order={{ unitPrice: 25.5 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("a checkout order's lines", () => {
  it('shows its delivery, method and district, and the charge, which is no saving', () => {
    // Two lines at 10.00 and 5.50 × 2, and Tk 150 of delivery outside Dhaka.
    const bought = [
      { ...line('keychron-k8-pro', 'Keychron K8 Pro', 10) },
      { ...line('logitech-g502-x', 'Logitech G502 X', 5.5), quanity: 2 },
    ];
    render(
      <OrderLines
        order={{
          lines: bought,
          unitPrice: 22.25,
          deliveryCharge: 1.25,
          delivery: { method: 'home', district: 'Sylhet' },
        }}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(checkoutCopy.buildOrders.saving)).toBeNull();
    expect(
      screen.getByText(`${checkoutCopy.checkout.deliveryCharge}: Home delivery, Sylhet`)
        .parentElement,
    ).toHaveTextContent(formatPrice(1.25));
  });

  it('a pickup says so, at no charge', () => {
    render(
      <OrderLines
        order={{ lines, unitPrice: 898.97, deliveryCharge: 0, delivery: { method: 'pickup' } }}
      />,
    );
    expect(
      screen.getByText(
        `${checkoutCopy.checkout.deliveryCharge}: ${checkoutCopy.checkout.deliveryMethods.pickup}`,
      ).parentElement,
    ).toHaveTextContent(formatPrice(0));
  });
});

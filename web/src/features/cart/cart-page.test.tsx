import { formatPrice, toCents, type Part, copy } from '@cps/domain';
import { demoParts } from '@cps/fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { useLive } from '@/infra/use-live';
import type { PartsById } from '@/infra/live-parts';
import { ready, type ReadState } from '@/lib/read-state';
import { renderAt } from '@/test/render-at';

// The cart page over a visitor's cart (localStorage) and parts played by the test: the live
// layer answers with the parts as the database would have them now.
vi.mock('@/infra/live-parts', () => ({
  livePartsById: (ids: string[]) => ({ id: ids.join(','), listen: () => () => {} }),
}));
vi.mock('@/infra/use-live', () => ({ useLive: vi.fn() }));

const demo = (id: string): Part => {
  const found = demoParts.find((part) => part.id === id)!;
  return { ...found.doc, _id: found.id };
};
const mouse = demo('logitech-g502-x');
const cpu = demo('amd-ryzen-7-7800x3d');

function liveParts(parts: Part[], missing: string[] = []) {
  vi.mocked(useLive).mockReturnValue(ready({ parts, missing }) as ReadState<PartsById>);
}

function storeCart(lines: { partId: string; quanity: number; price: number }[]) {
  localStorage.setItem('cps.cart', JSON.stringify({ lines }));
}

async function showCart() {
  // The store reads localStorage once per module: each case starts from a fresh module.
  vi.resetModules();
  const { CartPage: Page } = await import('./cart-page');
  return renderAt(paths.cart, <Page />);
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.mocked(useLive).mockReset());

describe('the cart page', () => {
  it('an empty cart says so and leads to the catalogue', async () => {
    liveParts([]);
    await showCart();
    expect(screen.getByRole('heading', { name: copy.cart.page.empty })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.cart.page.browse })).toHaveAttribute(
      'href',
      paths.parts(),
    );
  });

  it('lists each line at its price now, with the subtotal and the way to checkout', async () => {
    storeCart([
      { partId: mouse._id, quanity: mouse.minimumOrderQuanity, price: mouse.price },
      { partId: cpu._id, quanity: cpu.minimumOrderQuanity + 1, price: cpu.price },
    ]);
    liveParts([mouse, cpu]);
    await showCart();
    const items = within(screen.getByRole('region', { name: copy.cart.page.title })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: mouse.name })).toBeInTheDocument();
    expect(
      within(items[0]!).getByRole('spinbutton', { name: copy.cart.page.quantity(mouse.name) }),
    ).toHaveValue(mouse.minimumOrderQuanity);
    const subtotal = screen.getByRole('complementary', { name: copy.cart.page.subtotal });
    expect(subtotal).toHaveTextContent(
      formatPrice(
        (toCents(mouse.price) * mouse.minimumOrderQuanity +
          toCents(cpu.price) * (cpu.minimumOrderQuanity + 1)) /
          100,
      ),
    );
    expect(within(subtotal).getByRole('link', { name: copy.cart.page.checkout })).toHaveAttribute(
      'href',
      paths.checkout,
    );
  });

  it('a line whose price changed says so, and checkout waits until the buyer accepts', async () => {
    storeCart([{ partId: mouse._id, quanity: mouse.minimumOrderQuanity, price: mouse.price - 5 }]);
    liveParts([mouse]);
    await showCart();
    expect(
      screen.getByText(copy.cart.problems.priceChanged(mouse.price - 5, mouse.price)),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.cart.page.checkout })).toBeDisabled();
    expect(screen.queryByRole('link', { name: copy.cart.page.checkout })).toBeNull();

    await userEvent.click(
      screen.getByRole('button', { name: copy.cart.problems.acceptLabel(mouse.name) }),
    );
    expect(screen.getByRole('link', { name: copy.cart.page.checkout })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cps.cart')!).lines[0].price).toBe(mouse.price);
  });

  it('a deleted part can only be removed; removing it empties the cart', async () => {
    storeCart([{ partId: 'gone-part', quanity: 1, price: 3 }]);
    liveParts([], ['gone-part']);
    await showCart();
    expect(screen.getByText(copy.cart.problems.gone)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: copy.cart.page.removeLabel(copy.cart.page.unknownPart) }),
    );
    expect(screen.getByRole('heading', { name: copy.cart.page.empty })).toBeInTheDocument();
    expect(localStorage.getItem('cps.cart')).toBeNull();
  });

  it('keeps the quantity within the minimum and the stock', async () => {
    const few = { ...mouse, minimumOrderQuanity: 2, availableQuanity: 3 };
    storeCart([{ partId: few._id, quanity: 2, price: few.price }]);
    liveParts([few]);
    await showCart();
    expect(screen.getByRole('button', { name: copy.cart.page.fewer(few.name) })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: copy.cart.page.more(few.name) }));
    expect(screen.getByRole('spinbutton')).toHaveValue(3);
    expect(screen.getByRole('button', { name: copy.cart.page.more(few.name) })).toBeDisabled();
    // A number typed is taken on Enter, brought within the bounds.
    await userEvent.clear(screen.getByRole('spinbutton'));
    await userEvent.type(screen.getByRole('spinbutton'), '1{Enter}');
    expect(screen.getByRole('spinbutton')).toHaveValue(2);
    expect(JSON.parse(localStorage.getItem('cps.cart')!).lines[0].quanity).toBe(2);
  });
});

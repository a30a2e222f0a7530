import { copy, encodeCursor } from '@cps/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render-at';
import { TopBar } from './top-bar';

const { catalogue } = copy;

function renderTopBarAt(url: string) {
  const { location } = renderAt(url, <TopBar />);
  const search = within(screen.getByRole('search'));
  return {
    user: userEvent.setup(),
    input: search.getByLabelText(catalogue.searchLabel),
    submit: search.getByRole('button', { name: catalogue.search }),
    location,
  };
}

describe('TopBar', () => {
  it('keeps the shop line and hotline', () => {
    renderTopBarAt('/');
    expect(screen.getByText(/Same-day delivery inside Dhaka/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Hotline/ })).toHaveAttribute(
      'href',
      'tel:+8809612345678',
    );
  });

  it('searches the whole catalogue from any page', async () => {
    const { user, input, submit, location } = renderTopBarAt('/blogs');
    expect(input).toHaveAttribute('type', 'search');
    expect(input.closest('form')).toHaveAttribute('action', '/parts');
    await user.type(input, '  rtx 40 ');
    await user.click(submit);
    expect(location()).toBe('/parts?q=rtx+40');
  });

  it('on the browse page shows the words searched and refines: filters kept, cursor dropped', async () => {
    const cursor = encodeCursor({ direction: 'after', id: 'x' });
    const { user, input, location } = renderTopBarAt(
      `/parts?q=ryz&category=processors&sort=price-asc&cursor=${cursor}`,
    );
    expect(input).toHaveValue('ryz');
    await user.clear(input);
    await user.type(input, 'ryzen 7{Enter}');
    expect(location()).toBe('/parts?q=ryzen+7&category=processors&sort=price-asc');
    expect(input).toHaveValue('ryzen 7');
    expect(input).toHaveFocus();
  });

  it('an empty search from the browse page lists everything the filters keep', async () => {
    const { user, input, location } = renderTopBarAt('/parts?q=ryz&inStock=true');
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(location()).toBe('/parts?inStock=true');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BlogsPage } from './blogs-page';

function setup() {
  render(<BlogsPage />);
  const headers = screen.getAllByRole('button');
  const expanded = () => headers.map((h) => h.getAttribute('aria-expanded') === 'true');
  return { user: userEvent.setup(), headers, expanded };
}

describe('Blogs accordion', () => {
  it('has five questions, each a button in a heading controlling a labelled region', () => {
    const { headers } = setup();
    expect(headers).toHaveLength(5);
    for (const header of headers) {
      expect(header.parentElement?.tagName).toBe('H2');
      const panel = document.getElementById(header.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', header.id);
    }
    for (const topic of [
      /performance/i,
      /manage state/i,
      /prototypal inheritance/i,
      /unit test/i,
      /setProducts/,
    ]) {
      expect(screen.getByRole('button', { name: topic })).toBeInTheDocument();
    }
  });

  it('opens one item at a time and lets every item be closed', async () => {
    const { user, headers, expanded } = setup();
    expect(expanded()).toEqual([true, false, false, false, false]);
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(headers[2]!);
    expect(expanded()).toEqual([false, false, true, false, false]);
    const open = screen.getByRole('region');
    expect(open).toHaveAccessibleName(headers[2]!.textContent!);
    expect(within(open).getByText(/Every JavaScript object has a hidden link/)).toBeVisible();

    await user.click(headers[2]!);
    expect(expanded()).toEqual([false, false, false, false, false]);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('moves focus with ArrowDown and ArrowUp (wrapping), Home and End', async () => {
    const { user, headers } = setup();
    headers[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(headers[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(headers[4]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(headers[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(headers[4]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(headers[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(headers[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(headers[4]).toHaveFocus();
  });

  it('opens and closes the focused item with Enter and Space', async () => {
    const { user, headers, expanded } = setup();
    headers[3]!.focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([false, false, false, true, false]);
    await user.keyboard(' ');
    expect(expanded()).toEqual([false, false, false, false, false]);
  });
});

import { copy, type Part } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ManageProductsPage } from './manage-products-page';
import { watches } from '@/test/live-parts-stub';

vi.mock('@/lib/after-load', () => ({ afterPageLoad: () => Promise.resolve() }));
vi.mock('@/infra/live-parts', () => import('@/test/live-parts-stub'));
vi.mock('@/infra/use-live', () => import('@/test/live-parts-stub'));

const s = copy.catalogue.stockFilter;

const part = (id: string, availableQuanity: number): Part => ({
  _id: id,
  ...makePart({ name: `Part ${id}`, availableQuanity }),
});

/** Each ask of GET /api/parts, as its query string. */
let asked: string[] = [];

function Location() {
  const { search } = useLocation();
  return <output aria-label="location">{search}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ManageProductsPage />
      <Location />
    </MemoryRouter>,
  );
}

const location = () => screen.getByLabelText('location').textContent;
const lastAsked = () => asked[asked.length - 1];

beforeEach(() => {
  watches.length = 0;
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(new URL(url, 'http://x').searchParams.toString());
      return new Response(JSON.stringify([part('a', 2)]), { headers: { 'X-Total-Count': '1' } });
    }),
  );
});

describe("Manage Product's stock filter", () => {
  it('opens an overview link to the low-stock parts filtered, the control showing it', async () => {
    renderAt('/dashboard/manageProduct?stock=low&below=3');
    await waitFor(() => expect(lastAsked()).toBe('stock=low&below=3&sort=newest&limit=25'));
    expect(screen.getByLabelText(s.label)).toHaveValue('low');
    expect(screen.getByLabelText(s.below)).toHaveValue(3);
    expect(await screen.findByText('Part a')).toBeInTheDocument();
  });

  it('opens stock=out as the parts out of stock, and clears it with Any stock', async () => {
    renderAt('/dashboard/manageProduct?stock=out&category=memory');
    await waitFor(() => expect(lastAsked()).toBe('category=memory&stock=out&sort=newest&limit=25'));
    expect(screen.getByLabelText(s.label)).toHaveValue('out');
    expect(screen.queryByLabelText(s.below)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(s.label), s.any);
    await waitFor(() => expect(location()).toBe('?category=memory'));
    expect(lastAsked()).toBe('category=memory&sort=newest&limit=25');
  });

  it('lets the admin choose low stock and its number, kept in the URL', async () => {
    renderAt('/dashboard/manageProduct');
    await waitFor(() => expect(lastAsked()).toBe('sort=newest&limit=25'));
    await userEvent.selectOptions(screen.getByLabelText(s.label), s.low);
    await waitFor(() => expect(location()).toBe('?stock=low&below=5'));
    fireEvent.change(screen.getByLabelText(s.below), { target: { value: '12' } });
    await waitFor(() => expect(location()).toBe('?stock=low&below=12'));
    await waitFor(() => expect(lastAsked()).toBe('stock=low&below=12&sort=newest&limit=25'));
    // A number out of range is not asked for; the URL keeps the last good one.
    fireEvent.change(screen.getByLabelText(s.below), { target: { value: '0' } });
    expect(screen.getByLabelText(s.below)).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('?stock=low&below=12');
  });

  it('drops a bad stock value from a typed URL and shows every part', async () => {
    renderAt('/dashboard/manageProduct?stock=sold&below=x');
    await waitFor(() => expect(lastAsked()).toBe('sort=newest&limit=25'));
    expect(screen.getByLabelText(s.label)).toHaveValue('');
  });

  it('clears every filter at once', async () => {
    renderAt('/dashboard/manageProduct?q=ram&stock=out');
    await userEvent.click(await screen.findByRole('button', { name: copy.catalogue.clearFilters }));
    await waitFor(() => expect(location()).toBe(''));
    expect(screen.getByLabelText(copy.catalogue.searchLabel)).toHaveValue('');
    expect(screen.queryByRole('button', { name: copy.catalogue.clearFilters })).toBeNull();
  });
});

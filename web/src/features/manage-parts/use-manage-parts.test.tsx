import type { Part } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notePartWritten } from './part-writes';
import { manageFilters, useManageParts, type ManagePage } from './use-manage-parts';
import { watches } from '@/test/live-parts-stub';

describe('manageFilters', () => {
  it('takes the search and the category from the URL, newest first', () => {
    expect(manageFilters(new URLSearchParams('q=%20rtx%2040%20&category=graphics-cards'))).toEqual({
      q: 'rtx 40',
      category: 'graphics-cards',
      sort: 'newest',
    });
  });

  it("takes the overview's stock links: out of stock, and low with its number", () => {
    expect(manageFilters(new URLSearchParams('stock=out'))).toEqual({
      stock: { level: 'out' },
      sort: 'newest',
    });
    expect(manageFilters(new URLSearchParams('stock=low&below=3&q=ssd'))).toEqual({
      q: 'ssd',
      stock: { level: 'low', below: 3 },
      sort: 'newest',
    });
  });

  it('ignores the browse filters it does not offer and drops a bad category', () => {
    expect(
      manageFilters(
        new URLSearchParams('brand=ASUS&min=10&inStock=true&sort=price-asc&category=x'),
      ),
    ).toEqual({ sort: 'newest' });
  });
});

vi.mock('@/lib/after-load', () => ({ afterPageLoad: () => Promise.resolve() }));
vi.mock('@/infra/live-parts', () => import('@/test/live-parts-stub'));
vi.mock('@/infra/use-live', () => import('@/test/live-parts-stub'));

const part = (id: string, price = 100): Part => ({
  _id: id,
  ...makePart({ name: `Part ${id}`, price }),
});

/** An answer of GET /api/parts: the page, its count and its neighbours. */
const answer = (parts: Part[], total: number, link = '') =>
  new Response(JSON.stringify(parts), {
    headers: { 'X-Total-Count': String(total), ...(link && { Link: link }) },
  });

const asked = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.toString());

function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => useManageParts(), { wrapper });
}

describe('useManageParts', () => {
  beforeEach(() => {
    watches.length = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the API for 25 newest first, with the search, and counts and pages by its headers', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        answer([part('a'), part('b')], 30, '</api/parts?q=probe&limit=25&cursor=c2>; rel="next"'),
      );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderAt('/dashboard/manageProduct?q=probe&category=memory');
    await waitFor(() => expect(result.current.page.status).toBe('ready'));
    expect(asked(fetchMock)).toEqual(['q=probe&category=memory&sort=newest&limit=25']);
    expect(result.current.count).toBe(30);
    const page = result.current.page as Extract<ManagePage, { status: 'ready' }>;
    expect(page.data.parts.map((p) => p._id)).toEqual(['a', 'b']);
    expect(page.data.next).toBe('c2');
    expect(page.data.previous).toBeUndefined();
    expect(result.current.search('c2')).toBe('?q=probe&category=memory&sort=newest&cursor=c2');
  });

  it('keeps the last page on screen, marked stale, while the next one loads', async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer([part('a')], 2))
      .mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderAt('/dashboard/manageProduct');
    await waitFor(() => expect(result.current.page.status).toBe('ready'));
    act(() => result.current.setFilter({ q: 'other' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(result.current.page).toMatchObject({
      status: 'ready',
      stale: true,
      data: { parts: [{ _id: 'a' }] },
    });
    await act(async () => release(answer([part('z')], 1)));
    await waitFor(() => expect(result.current.page).toMatchObject({ stale: false }));
    expect(result.current.page).toMatchObject({ status: 'ready', data: { parts: [{ _id: 'z' }] } });
    expect(result.current.count).toBe(1);
  });

  it('shows the database for the rows in view: a new price at once, a deleted part gone', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer([part('a'), part('b')], 2)));
    const { result } = renderAt('/dashboard/manageProduct');
    await waitFor(() => expect(watches.map((w) => w.ids)).toEqual([['a', 'b']]));
    act(() => watches[0]!.onParts([part('a', 579.5)]));
    expect(result.current.page).toMatchObject({
      status: 'ready',
      data: { parts: [{ _id: 'a', price: 579.5 }] },
    });
  });

  it('asks the API again after this tab writes a part, until its index has it', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer([], 0))
      .mockResolvedValue(answer([part('new')], 1));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderAt('/dashboard/manageProduct');
    await waitFor(() => expect(result.current.count).toBe(0));
    act(() => notePartWritten());
    await waitFor(() => expect(result.current.count).toBe(1));
    expect(result.current.page).toMatchObject({ data: { parts: [{ _id: 'new' }] } });
  });
});

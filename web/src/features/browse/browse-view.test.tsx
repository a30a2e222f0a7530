import { emptyStats, encodeCursor, messages, type Part, type PartFilters } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartsPageState } from '@/lib/parts-query';
import { renderAt } from '@/test/render-at';
import { BrowseView } from './browse-view';

const { catalogue } = messages;

const parts = (n: number): Part[] =>
  Array.from({ length: n }, (_, i) => ({
    _id: `part-${i}`,
    ...makePart({ name: `Part ${i}`, price: 10 + i }),
  }));

const stats = {
  ...emptyStats,
  total: 1234,
  inStock: 1200,
  categories: { processors: { total: 300, inStock: 290 } },
  brands: { AMD: 100, Intel: 80 },
};

async function renderView(options: {
  filters?: PartFilters;
  page?: PartsPageState;
  count?: number | undefined;
  url?: string;
}) {
  const {
    filters = { sort: 'newest' },
    page = { status: 'ready', parts: parts(24) },
    url = '/parts',
  } = options;
  const count = 'count' in options ? options.count : 1234;
  // The cards on screen at each commit: what each render pass put there.
  const committed: number[] = [];
  const { location } = renderAt(
    url,
    <Profiler
      id="browse"
      onRender={() => committed.push(document.querySelectorAll('article').length)}
    >
      <BrowseView filters={filters} stats={stats} count={count} page={page} />
    </Profiler>,
  );
  // The grid renders its cards a step at a time, a turn of the event loop apart.
  for (let turn = 0; turn < 8; turn += 1) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
  const filtersForm = screen.queryAllByRole('form', { name: catalogue.filters })[0];
  return {
    user: userEvent.setup(),
    location,
    committed,
    form: within(filtersForm ?? document.createElement('form')),
  };
}

describe('BrowseView', () => {
  it('shows 24 product cards with Buy Now, the count with grouping and the heading', async () => {
    await renderView({});
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Parts');
    expect(screen.getByText('1,234 parts')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(24);
    expect(within(cards[0]!).getByRole('link', { name: /Buy Now/ })).toHaveAttribute(
      'href',
      '/purchase/part-0',
    );
  });

  it('links Previous and Next with their cursors, and the first page has no Previous', async () => {
    const next = encodeCursor({ direction: 'after', id: 'part-23' });
    const filters: PartFilters = { sort: 'price-asc', category: 'processors' };
    await renderView({ filters, page: { status: 'ready', parts: parts(24), next } });
    const pages = within(screen.getByRole('navigation', { name: catalogue.pages }));
    expect(pages.queryByRole('link', { name: catalogue.previous })).toBeNull();
    expect(pages.getByRole('link', { name: catalogue.next })).toHaveAttribute(
      'href',
      `/parts?category=processors&sort=price-asc&cursor=${next}`,
    );
  });

  it('links Previous on a later page and shows no Next on the last', async () => {
    const previous = encodeCursor({ direction: 'before', id: 'part-0' });
    await renderView({ page: { status: 'ready', parts: parts(5), previous } });
    const pages = within(screen.getByRole('navigation', { name: catalogue.pages }));
    expect(pages.getByRole('link', { name: catalogue.previous })).toHaveAttribute(
      'href',
      `/parts?cursor=${previous}`,
    );
    expect(pages.queryByRole('link', { name: catalogue.next })).toBeNull();
  });

  it('shows 24 skeletons and no count while loading', async () => {
    await renderView({ page: { status: 'loading' }, count: undefined });
    const loading = screen.getByRole('status', { name: 'Loading products' });
    expect(loading.children).toHaveLength(24);
    expect(screen.queryByText(/\d parts?$/)).toBeNull();
  });

  it('says when nothing matches, with Clear filters back to the whole catalogue', async () => {
    await renderView({
      filters: { sort: 'newest', q: 'zzz' },
      page: { status: 'ready', parts: [] },
      count: 0,
    });
    expect(screen.getByText(catalogue.empty)).toBeInTheDocument();
    expect(screen.getByText('0 parts')).toBeInTheDocument();
    const clear = screen
      .getAllByRole('link', { name: catalogue.clearFilters })
      .map((link) => link.getAttribute('href'));
    expect(clear).toContain('/parts');
  });

  it('says when the parts could not be loaded', async () => {
    await renderView({ page: { status: 'error', error: new Error('offline') } });
    expect(screen.getByRole('alert')).toHaveTextContent(catalogue.failed);
    expect(screen.getByRole('button', { name: catalogue.retry })).toBeInTheDocument();
  });

  it('lists categories with their counts, and choosing one drops the cursor', async () => {
    const cursor = encodeCursor({ direction: 'after', id: 'part-23' });
    const { user, form, location } = await renderView({ url: `/parts?cursor=${cursor}` });
    expect(form.getByLabelText(/All categories/)).toBeChecked();
    expect(form.getByLabelText(/All categories/).closest('label')).toHaveTextContent(
      'All categories(1,234)',
    );
    expect(form.getByLabelText(/Processors/).closest('label')).toHaveTextContent('(300)');
    await user.click(form.getByLabelText(/Processors/));
    expect(location()).toBe('/parts?category=processors');
  });

  it('filters by brand, price range and stock, keeping the search and the sort', async () => {
    const filters: PartFilters = { sort: 'price-desc', q: 'ryz' };
    const { user, form, location } = await renderView({ filters });
    expect(
      within(form.getByLabelText(catalogue.brand))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([catalogue.anyBrand, 'AMD', 'Intel']);
    await user.selectOptions(form.getByLabelText(catalogue.brand), 'AMD');
    expect(location()).toBe('/parts?q=ryz&brand=AMD&sort=price-desc');

    await user.type(form.getByLabelText(catalogue.minPrice), '100');
    await user.type(form.getByLabelText(catalogue.maxPrice), '250.5{Enter}');
    expect(location()).toBe('/parts?q=ryz&min=100&max=250.5&sort=price-desc');

    await user.click(form.getByLabelText(catalogue.inStockOnly));
    expect(location()).toBe('/parts?q=ryz&inStock=true&sort=price-desc');
  });

  it('sorts from a labelled select', async () => {
    const { user, location } = await renderView({
      filters: { sort: 'newest', category: 'memory' },
    });
    const sort = screen.getByLabelText(catalogue.sort);
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      catalogue.sorts.newest,
      catalogue.sorts['price-asc'],
      catalogue.sorts['price-desc'],
      catalogue.sorts.relevance,
    ]);
    await user.selectOptions(sort, catalogue.sorts['price-asc']);
    expect(location()).toBe('/parts?category=memory&sort=price-asc');
  });

  it('renders the first screen of 6 cards first, then the rest of the 24 six at a time', async () => {
    const { committed } = await renderView({});
    expect(committed[0]).toBe(6);
    // Each step its own commit, never more than six new cards in one.
    expect([...new Set(committed)]).toEqual([6, 12, 18, 24]);
    expect(screen.getAllByRole('article')).toHaveLength(24);
    // In page order: the first six are the page's first six.
    expect(
      screen
        .getAllByRole('link', { name: /Buy Now/ })
        .slice(0, 6)
        .map((a) => a.getAttribute('href')),
    ).toEqual(parts(6).map((p) => `/purchase/${p._id}`));
  });

  it('renders a page shorter than the first screen whole, in one pass', async () => {
    const { committed } = await renderView({ page: { status: 'ready', parts: parts(4) } });
    expect(committed.length).toBeGreaterThan(0);
    for (const cards of committed) expect(cards).toBe(4);
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('marks only the first three cards eager; the rest render when near the viewport', async () => {
    await renderView({});
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.querySelector('img')!.getAttribute('loading'))).toEqual([
      ...Array<string>(3).fill('eager'),
      ...Array<string>(21).fill('lazy'),
    ]);
    expect(cards.map((c) => c.className.includes('content-visibility'))).toEqual([
      ...Array<boolean>(3).fill(false),
      ...Array<boolean>(21).fill(true),
    ]);
  });
});

describe('BrowseView on a narrow screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A screen as wide as `wide` says, for Tailwind's lg query; `widen` changes it. */
  function screenWidth(wide: boolean) {
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(min-width: 64rem)' && wide;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    return {
      widen() {
        wide = true;
        for (const listener of [...listeners]) listener();
      },
    };
  }

  it('renders no filters form until the drawer opens, then one', async () => {
    screenWidth(false);
    const { user } = await renderView({});
    expect(screen.queryAllByRole('form', { name: catalogue.filters, hidden: true })).toHaveLength(
      0,
    );
    await user.click(screen.getByRole('button', { name: catalogue.filters }));
    // (jsdom has no showModal: the dialog's content is in the document, not shown.)
    const forms = screen.getAllByRole('form', { name: catalogue.filters, hidden: true });
    expect(forms).toHaveLength(1);
    expect(forms[0]!.closest('dialog')).not.toBeNull();
  });

  it('renders the sidebar form once the screen becomes wide', async () => {
    const width = screenWidth(false);
    await renderView({});
    const sidebar = screen.getByRole('complementary', { name: catalogue.filters });
    expect(within(sidebar).queryByRole('form', { name: catalogue.filters })).toBeNull();
    act(() => width.widen());
    expect(within(sidebar).getByRole('form', { name: catalogue.filters })).toBeInTheDocument();
  });
});

import { copy, encodeCursor, type Part } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settled } from '@/hooks/use-settled';
import { renderAt } from '@/test/render-at';
import type { ResultsPage } from '@/infra/parts-api';
import type { Facets } from '@cps/domain';
import type { BrowseFilters } from './browse-url';
import { BrowseView } from './browse-view';

// The live cards' Firestore listener waits for a page load that never comes here.
vi.mock('@/lib/after-load', () => ({ afterPageLoad: () => new Promise(() => {}) }));

const { catalogue } = copy;

const parts = (n: number): Part[] =>
  Array.from({ length: n }, (_, i) => ({
    _id: `part-${i}`,
    ...makePart({ name: `Part ${i}`, price: 10 + i }),
  }));

const facets: Facets = {
  total: 1234,
  categories: { processors: 300, memory: 934 },
  brands: { AMD: 100, Intel: 80 },
  price: { min: 9.5, max: 2499 },
  specs: {},
};

const ready = (page: Partial<ResultsPage> = {}): Settled<ResultsPage> => ({
  value: { parts: parts(24), total: 1234, ...page },
  pending: false,
});

async function renderView(options: {
  filters?: BrowseFilters;
  results?: Settled<ResultsPage>;
  facets?: Facets;
  url?: string;
  onRetry?: () => void;
}) {
  const {
    filters = { sort: 'newest' },
    results = ready(),
    url = '/parts',
    onRetry = () => {},
  } = options;
  const { location } = renderAt(
    url,
    <BrowseView
      filters={filters}
      results={results}
      facets={'facets' in options ? options.facets : facets}
      onRetry={onRetry}
    />,
  );
  // The grid renders its cards a step at a time, a turn of the event loop apart.
  for (let turn = 0; turn < 8; turn += 1) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
  const filtersForm = screen.queryAllByRole('form', { name: catalogue.filters })[0];
  return {
    user: userEvent.setup(),
    location,
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
    const filters: BrowseFilters = { sort: 'price-asc', category: 'processors' };
    await renderView({ filters, results: ready({ next }) });
    const pages = within(screen.getByRole('navigation', { name: catalogue.pages }));
    expect(pages.queryByRole('link', { name: catalogue.previous })).toBeNull();
    expect(pages.getByRole('link', { name: catalogue.next })).toHaveAttribute(
      'href',
      `/parts?category=processors&sort=price-asc&cursor=${next}`,
    );
  });

  it('links Previous on a later page and shows no Next on the last', async () => {
    const previous = encodeCursor({ direction: 'before', id: 'part-0' });
    await renderView({ results: ready({ parts: parts(5), previous }) });
    const pages = within(screen.getByRole('navigation', { name: catalogue.pages }));
    expect(pages.getByRole('link', { name: catalogue.previous })).toHaveAttribute(
      'href',
      `/parts?cursor=${previous}`,
    );
    expect(pages.queryByRole('link', { name: catalogue.next })).toBeNull();
  });

  it('shows 24 skeletons and no count while loading', async () => {
    await renderView({ results: { pending: true } });
    const loading = screen.getByRole('status', { name: 'Loading products' });
    expect(loading.children).toHaveLength(24);
    expect(screen.queryByText(/\d parts?$/)).toBeNull();
  });

  it('says when nothing matches, with Clear filters back to the whole catalogue', async () => {
    await renderView({
      filters: { sort: 'relevance', q: 'zzz' },
      results: ready({ parts: [], total: 0 }),
    });
    expect(screen.getByText(catalogue.empty)).toBeInTheDocument();
    expect(screen.getByText('0 parts')).toBeInTheDocument();
    const clear = screen
      .getAllByRole('link', { name: catalogue.clearFilters })
      .map((link) => link.getAttribute('href'));
    expect(clear).toContain('/parts');
  });

  it('says when the parts could not be loaded, and Try again asks again', async () => {
    const onRetry = vi.fn();
    const { user } = await renderView({
      results: { error: new Error('offline'), pending: false },
      onRetry,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(catalogue.failed);
    await user.click(screen.getByRole('button', { name: catalogue.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the cards of the page before, marked busy, while the next one loads', async () => {
    await renderView({ results: { ...ready(), pending: true } });
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.getAllByRole('article')[0]!.closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // The count is the new page's, not the old one's.
    expect(screen.queryByText('1,234 parts')).toBeNull();
  });

  it('lists categories with their counts, and choosing one drops the cursor', async () => {
    const cursor = encodeCursor({ direction: 'after', id: 'part-23' });
    const { user, form, location } = await renderView({ url: `/parts?cursor=${cursor}` });
    expect(form.getByLabelText(/All categories/)).toBeChecked();
    expect(form.getByLabelText(/All categories/).closest('label')).toHaveTextContent(
      'All categories(1,234)',
    );
    expect(form.getByLabelText(/Mice/).closest('label')).toHaveTextContent('Mice(0)');
    expect(form.getByLabelText(/Processors/).closest('label')).toHaveTextContent('(300)');
    await user.click(form.getByLabelText(/Processors/));
    expect(location()).toBe('/parts?category=processors');
  });

  it('filters by brand (with counts), price range and stock, keeping the search and the sort', async () => {
    const filters: BrowseFilters = { sort: 'price-desc', q: 'ryz' };
    const { user, form, location } = await renderView({ filters });
    expect(
      within(form.getByLabelText(catalogue.brand))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([catalogue.anyBrand, 'AMD (100)', 'Intel (80)']);
    await user.selectOptions(form.getByLabelText(catalogue.brand), 'AMD (100)');
    expect(location()).toBe('/parts?q=ryz&brand=AMD&sort=price-desc');

    await user.type(form.getByLabelText(catalogue.minPrice), '100');
    await user.type(form.getByLabelText(catalogue.maxPrice), '250.5{Enter}');
    // The form holds what it shows: the brand chosen stays with the prices applied.
    expect(location()).toBe('/parts?q=ryz&brand=AMD&min=100&max=250.5&sort=price-desc');

    await user.click(form.getByLabelText(catalogue.inStockOnly));
    expect(location()).toBe(
      '/parts?q=ryz&brand=AMD&min=100&max=250.5&inStock=true&sort=price-desc',
    );
  });

  it('sorts from a labelled select (Best match only with a search)', async () => {
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
    ]);
    await user.selectOptions(sort, catalogue.sorts['price-asc']);
    expect(location()).toBe('/parts?category=memory&sort=price-asc');
  });

  it('offers Best match first with a search, its default, and keeps it out of the URL', async () => {
    const { user, location } = await renderView({
      filters: { sort: 'relevance', q: 'ryzen' },
      url: '/parts?q=ryzen',
    });
    const sort = screen.getByLabelText(catalogue.sort);
    expect(sort).toHaveValue('relevance');
    expect(within(sort).getAllByRole('option')[0]).toHaveTextContent(catalogue.sorts.relevance);
    await user.selectOptions(sort, catalogue.sorts.newest);
    expect(location()).toBe('/parts?q=ryzen&sort=newest');
  });

  it('shows every card of the page in its order, and a short page whole', async () => {
    await renderView({});
    expect(
      screen.getAllByRole('link', { name: /Buy Now/ }).map((a) => a.getAttribute('href')),
    ).toEqual(parts(24).map((p) => `/purchase/${p._id}`));
    cleanup();
    await renderView({ results: ready({ parts: parts(4) }) });
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('loads only the first three pictures eagerly; the rest when near the viewport', async () => {
    await renderView({});
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.querySelector('img')!.getAttribute('loading'))).toEqual([
      ...Array<string>(3).fill('eager'),
      ...Array<string>(21).fill('lazy'),
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

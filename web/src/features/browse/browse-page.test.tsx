import { copy, encodeCursor, type Part } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Facets } from '@cps/domain';
import { browseLoader } from './browse-data';
import { BrowsePage } from './browse-page';
import { startLanding } from './landing';

// The counts wait for the page load, which each test settles; the live cards' listeners are
// the services tests' to check.
const load = vi.hoisted(() => ({ page: Promise.resolve() }));
vi.mock('@/lib/after-load', () => ({
  afterPageLoad: () => load.page,
  holdPageLoad: () => {},
  picturePainted: () => Promise.resolve(),
}));
vi.mock('@/infra/live-parts', () => ({ livePartsById: () => ({}) }));
vi.mock('@/infra/use-live', () => ({ watchLive: () => () => {} }));

const { catalogue } = copy;

const parts: Part[] = Array.from({ length: 3 }, (_, i) => ({
  _id: `cpu-${i}`,
  ...makePart({ name: `Ryzen ${i}`, category: 'processors', specs: { socket: 'AM5' } }),
}));
const next = encodeCursor({ direction: 'after', id: 'cpu-2' });
const facets: Facets = {
  total: 3,
  categories: { processors: 3, memory: 4 },
  brands: { AMD: 3 },
  price: { min: 100, max: 300 },
  specs: { socket: { AM5: 3, AM4: 2 } },
};

let asked: string[];
let failParts: boolean;

beforeEach(() => {
  load.page = Promise.resolve();
  asked = [];
  failParts = false;
  vi.stubGlobal('scrollTo', () => {});
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    if (url.startsWith('/api/parts/facets')) return Promise.resolve(Response.json(facets));
    if (failParts) return Promise.resolve(new Response('{}', { status: 500 }));
    return Promise.resolve(
      Response.json(parts, {
        headers: {
          'X-Total-Count': '30',
          Link: `</api/parts?cursor=${next}&limit=24>; rel="next"`,
        },
      }),
    );
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(url: string) {
  const router = createMemoryRouter(
    [{ path: '/parts', element: <BrowsePage />, loader: browseLoader }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

describe('BrowsePage', () => {
  it("shows the API's page of parts and the facets' counts for the URL's filters", async () => {
    renderPage('/parts?category=processors&spec.socket=AM5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ryzen 0' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(await screen.findByText('30 parts')).toBeInTheDocument();
    const socket = within(await screen.findByRole('group', { name: 'Socket' }));
    expect(await socket.findByRole('checkbox', { name: 'AM5 (3)' })).toBeChecked();
    expect(asked).toEqual([
      '/api/parts?category=processors&spec.socket=AM5&limit=24',
      '/api/parts/facets?category=processors&spec.socket=AM5',
    ]);
    expect(
      within(screen.getByRole('navigation', { name: catalogue.pages })).getByRole('link', {
        name: catalogue.next,
      }),
    ).toHaveAttribute('href', `/parts?category=processors&spec.socket=AM5&cursor=${next}`);
  });

  it('on the page a visitor lands on, shows the answers asked for while the app loaded', async () => {
    startLanding(new URL('http://store.test/parts?brand=AMD'));
    expect(asked).toEqual(['/api/parts?brand=AMD&limit=24']);
    renderPage('/parts?brand=AMD');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ryzen 0' })).toBeInTheDocument();
    expect(await screen.findByText('30 parts')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'AMD (3)' })).toBeInTheDocument();
    expect(asked).toEqual(['/api/parts?brand=AMD&limit=24', '/api/parts/facets?brand=AMD']);
  });

  it('asks for the counts once the page has loaded, after the cards', async () => {
    let loaded = () => {};
    load.page = new Promise<void>((resolve) => (loaded = resolve));
    renderPage('/parts?brand=Intel');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ryzen 0' })).toBeInTheDocument();
    expect(asked).toEqual(['/api/parts?brand=Intel&limit=24']);
    loaded();
    expect(await screen.findByRole('option', { name: 'AMD (3)' })).toBeInTheDocument();
    expect(asked).toEqual(['/api/parts?brand=Intel&limit=24', '/api/parts/facets?brand=Intel']);
  });

  it('asks again when the address it landed on is not one the app writes', async () => {
    startLanding(new URL('http://store.test/parts?brand=AMD&colour=red'));
    renderPage('/parts?brand=AMD&colour=red');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ryzen 0' })).toBeInTheDocument();
    expect(asked.filter((url) => !url.startsWith('/api/parts/facets'))).toEqual([
      '/api/parts?brand=AMD&colour=red&limit=24',
      '/api/parts?brand=AMD&limit=24',
    ]);
  });

  it('pages and sorts without asking for the same counts again', async () => {
    const { user, router } = renderPage('/parts?category=processors');
    await screen.findByRole('heading', { level: 2, name: 'Ryzen 0' });
    await user.click(screen.getByRole('link', { name: catalogue.next }));
    await user.selectOptions(screen.getByLabelText(catalogue.sort), catalogue.sorts['price-asc']);
    expect(router.state.location.search).toBe('?category=processors&sort=price-asc');
    expect(asked.filter((url) => url.startsWith('/api/parts/facets'))).toHaveLength(1);
    expect(asked.filter((url) => !url.startsWith('/api/parts/facets'))).toEqual([
      '/api/parts?category=processors&limit=24',
      `/api/parts?category=processors&cursor=${next}&limit=24`,
      '/api/parts?category=processors&sort=price-asc&limit=24',
    ]);
  });

  it('keeps a choice made before the one before it has rendered', async () => {
    const { router } = renderPage('/parts');
    await screen.findByRole('heading', { level: 2, name: 'Ryzen 0' });
    const [processors] = await screen.findAllByRole('radio', { name: /^Processors/ });
    // Both choices land on the first render, as when the router's transition is slow to paint.
    act(() => {
      fireEvent.click(processors!);
      fireEvent.change(screen.getByLabelText(catalogue.sort), { target: { value: 'price-desc' } });
    });
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?category=processors&sort=price-desc'),
    );
    // And the other way round: a category chosen before the sort has rendered keeps the sort.
    const [memory] = await screen.findAllByRole('radio', { name: /^Memory/ });
    act(() => {
      fireEvent.change(screen.getByLabelText(catalogue.sort), { target: { value: 'price-asc' } });
      fireEvent.click(memory!);
    });
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?category=memory&sort=price-asc'),
    );
  });

  it('says when the API fails, and Try again asks again', async () => {
    failParts = true;
    const { user } = renderPage('/parts');
    expect(await screen.findByRole('alert')).toHaveTextContent(catalogue.failed);
    failParts = false;
    await user.click(screen.getByRole('button', { name: catalogue.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ryzen 0' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import {
  lowStockThreshold,
  overviewCopy,
  overviewWindow,
  type ByMethod,
  type DayFigures,
  type OverviewAnswer,
  summariseSales,
} from '@cps/domain';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render-at';
import { OverviewPage } from './overview-page';

const t = overviewCopy;
const today = '2026-11-29';
const none: ByMethod = { card: 0, sslcommerz: 0, cod: 0 };

/** The answer's 60 days, oldest first, ending today (zero-filled as the API does), each with
 * nothing unless `set` (by days ago) says. */
function days(set: Record<number, Partial<Omit<DayFigures, 'day'>>> = {}): DayFigures[] {
  const all = summariseSales([], today).days;
  return all.map((day, i) => ({ ...day, ...set[all.length - 1 - i] }));
}

const todo = {
  codToConfirm: 2,
  toShip: 5,
  codToShip: 1,
  heldPayments: 0,
  reviewsWaiting: 3,
  outOfStock: 4,
  lowStock: 7,
};

const filled: OverviewAnswer = {
  asOf: Date.parse(`${today}T06:00:00Z`),
  today,
  lowStockThreshold: 5,
  todo,
  days: days({
    // Today: $150.00 from 3 orders (card $100 ×2, COD $50 ×1); yesterday $100.00 from 2.
    0: {
      placed: 6,
      endedUnpaid: 1,
      orders: { card: 2, sslcommerz: 0, cod: 1 },
      revenueCents: { card: 10_000, sslcommerz: 0, cod: 5_000 },
    },
    1: {
      placed: 2,
      endedUnpaid: 1,
      orders: { ...none, sslcommerz: 2 },
      revenueCents: { ...none, sslcommerz: 10_000 },
    },
  }),
  topParts: [
    { partId: 'rtx-4070', name: 'ASUS Dual GeForce RTX 4070', revenueCents: 12_000, units: 2 },
    { partId: 'ddr5', name: 'Corsair Vengeance DDR5 32GB', revenueCents: 8_000, units: 4 },
  ],
  categories: [
    { category: 'graphics-cards', revenueCents: 12_000 },
    { category: 'memory', revenueCents: 6_000 },
    { category: '', revenueCents: 7_000 },
  ],
};

const empty: OverviewAnswer = {
  ...filled,
  todo: { ...todo, toShip: 0, codToConfirm: 0 },
  days: days(),
  topParts: [],
  categories: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // jsdom draws no canvas; the charts' text equivalents carry the figures.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // react-hot-toast's Toaster asks about reduced motion.
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** The requests the page sent, each its method, path and JSON body. */
const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    method: init?.method,
    url: String(url),
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  }));

function renderPage(tools?: ReactNode) {
  renderAt(
    '/dashboard/overview',
    <>
      <OverviewPage tools={tools} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

async function renderWith(answer: OverviewAnswer) {
  fetchMock.mockResolvedValueOnce(json(200, answer));
  const user = renderPage();
  await screen.findByRole('heading', { name: t.todo.heading });
  return user;
}

const card = (label: string) => screen.getByRole('link', { name: new RegExp(label) });
const section = (heading: string) => screen.getByRole('region', { name: heading }) as HTMLElement;

describe('OverviewPage', () => {
  it('asks GET /api/admin/overview and shows a skeleton until it answers', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByText(t.loading)).toHaveAttribute('role', 'status');
    expect(screen.getByText(t.loading).parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { name: t.todo.heading })).not.toBeInTheDocument();
    expect(requests()).toEqual([{ method: 'GET', url: '/api/admin/overview', body: undefined }]);
    answer(json(200, filled));
    await screen.findByRole('heading', { name: t.todo.heading });
    expect(screen.queryByText(t.loading)).not.toBeInTheDocument();
  });

  it('says when the overview could not be read, and Try again asks again', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Internal error' }));
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.failed);
    fetchMock.mockResolvedValueOnce(json(200, filled));
    await user.click(within(alert).getByRole('button', { name: t.retry }));
    await screen.findByRole('heading', { name: t.todo.heading });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('places the tools it is given in a section of their own, and none without them', async () => {
    fetchMock.mockResolvedValueOnce(json(200, filled));
    renderPage(<button type="button">Export</button>);
    await screen.findByRole('heading', { name: t.todo.heading });
    expect(
      within(section(t.export.heading)).getByRole('button', { name: 'Export' }),
    ).toBeInTheDocument();
    cleanup();
    await renderWith(filled);
    expect(screen.queryByRole('region', { name: t.export.heading })).toBeNull();
  });

  it('links each count of To do now to its filtered list', async () => {
    await renderWith(filled);
    const links = {
      [t.todo.codToConfirm]: ['2', '/dashboard/manageAllOrders?status=cod-placed'],
      [t.todo.toShip]: ['5', '/dashboard/manageAllOrders?status=pending'],
      [t.todo.codToShip]: ['1', '/dashboard/manageAllOrders?status=cod-confirmed'],
      [t.todo.heldPayments]: ['0', '/dashboard/manageAllOrders?status=held'],
      [t.todo.reviewsWaiting]: ['3', '/dashboard/manageReviews'],
      [t.todo.outOfStock]: ['4', '/dashboard/manageProduct?stock=out'],
      [t.todo.lowStock(5).replace(/[()]/g, '\\$&')]: [
        '7',
        '/dashboard/manageProduct?stock=low&below=5',
      ],
    };
    for (const [label, [count, href]] of Object.entries(links)) {
      const link = card(`^${count} ${label}$`);
      expect(link).toHaveAttribute('href', href);
    }
  });

  it("shows today's, 7 and 30 days' sales against the periods before, and the average order", async () => {
    await renderWith(filled);
    const sales = section(t.sales.heading);
    const today = within(sales).getByRole('heading', {
      name: t.sales.periods.today,
    }).parentElement!;
    expect(today).toHaveTextContent('$150.00');
    expect(today).toHaveTextContent(t.sales.against('+50%', t.sales.before.today));
    expect(today).toHaveTextContent('3 orders');
    // 3 orders against yesterday's 2.
    expect(today).toHaveTextContent(t.sales.against('+50%', t.sales.before.today));
    const week = within(sales).getByRole('heading', { name: t.sales.periods.week }).parentElement!;
    expect(week).toHaveTextContent('$250.00');
    expect(week).toHaveTextContent('5 orders');
    // Nothing in the 7 days before: "new", never a percentage of 0.
    expect(week).toHaveTextContent(t.sales.against(t.sales.newSales, t.sales.before.week));
    const average = within(sales).getByRole('heading', { name: t.sales.average }).parentElement!;
    expect(average).toHaveTextContent('$50.00');
  });

  it('gives the chart its figures as a table, per day and by the way paid', async () => {
    const user = await renderWith(filled);
    const sales = section(t.sales.heading);
    expect(
      within(sales).getByRole('img', { name: t.chart.describe(t.chart.revenue) }),
    ).toBeVisible();
    // The details open by keyboard.
    within(sales).getByText(t.chart.table).focus();
    await user.keyboard('{Enter}');
    const table = within(sales).getByRole('table', { name: t.chart.caption });
    const rows = within(table).getAllByRole('row');
    // Two header rows, then the 30 days oldest first.
    expect(rows).toHaveLength(2 + overviewWindow.days);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent('29 Nov');
    // Revenue card, SSLCommerz, COD, total; then orders the same.
    expect(cells(rows.at(-1)!)).toEqual([
      '$100.00',
      '$0.00',
      '$50.00',
      '$150.00',
      '2',
      '0',
      '1',
      '3',
    ]);
    expect(within(rows.at(-2)!).getByRole('rowheader')).toHaveTextContent('28 Nov');
    expect(cells(rows.at(-2)!)).toEqual([
      '$0.00',
      '$100.00',
      '$0.00',
      '$100.00',
      '0',
      '2',
      '0',
      '2',
    ]);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('31 Oct');
    // The 30 days by the way paid.
    expect(sales).toHaveTextContent('Card: $100.00, 2 orders');
    expect(sales).toHaveTextContent('SSLCommerz: $100.00, 2 orders');
    expect(sales).toHaveTextContent('Cash on delivery: $50.00, 1 order');
  });

  it('switches the chart between revenue and orders with buttons that say which is shown', async () => {
    const user = await renderWith(filled);
    const group = screen.getByRole('group', { name: t.chart.show });
    const revenue = within(group).getByRole('button', { name: t.chart.revenue });
    const orders = within(group).getByRole('button', { name: t.chart.orders });
    expect(revenue).toHaveAttribute('aria-pressed', 'true');
    await user.click(orders);
    expect(orders).toHaveAttribute('aria-pressed', 'true');
    expect(revenue).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('img', { name: t.chart.describe(t.chart.orders) })).toBeInTheDocument();
  });

  it('lists the top parts and each category with its share, the one without a category as Other', async () => {
    await renderWith(filled);
    const top = within(section(t.topParts.heading)).getAllByRole('row');
    expect(top.slice(1).map((row) => row.textContent)).toEqual([
      'ASUS Dual GeForce RTX 4070$120.002',
      'Corsair Vengeance DDR5 32GB$80.004',
    ]);
    const list = within(section(t.categories.heading)).getByRole('list', {
      name: t.categories.heading,
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Graphics Cards48% · $120.00', 'Memory24% · $60.00', 'Other28% · $70.00']);
  });

  it('gives the checkouts that ended unpaid as a share of the orders placed', async () => {
    await renderWith(filled);
    const abandoned = section(t.abandoned.heading);
    // 2 of the 8 placed today and yesterday.
    expect(abandoned).toHaveTextContent('25%');
    expect(abandoned).toHaveTextContent(t.abandoned.counts(2, 8));
  });

  it('with no sales yet: the to-do cards, one empty state, and no charts', async () => {
    await renderWith(empty);
    expect(card(`^0 ${t.todo.toShip}$`)).toHaveAttribute(
      'href',
      '/dashboard/manageAllOrders?status=pending',
    );
    const sales = section(t.sales.heading);
    expect(sales).toHaveTextContent(t.sales.empty);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.topParts.heading })).not.toBeInTheDocument();
    expect(section(t.abandoned.heading)).toHaveTextContent(t.abandoned.none);
  });
});

describe('the low-stock threshold', () => {
  const input = () => screen.getByRole('spinbutton', { name: t.threshold.label });
  const save = () => screen.getByRole('button', { name: t.threshold.save });

  it('shows the stored threshold and refuses what is not a whole number in range, sending nothing', async () => {
    const user = await renderWith(filled);
    expect(input()).toHaveValue(5);
    expect(input()).toHaveAccessibleDescription(t.threshold.hint);
    const refused = [
      ['', t.threshold.required],
      ['2.5', t.threshold.whole],
      [
        String(lowStockThreshold.min - 1),
        t.threshold.range(lowStockThreshold.min, lowStockThreshold.max),
      ],
      [
        String(lowStockThreshold.max + 1),
        t.threshold.range(lowStockThreshold.min, lowStockThreshold.max),
      ],
    ] as const;
    for (const [typed, message] of refused) {
      await user.clear(input());
      if (typed) await user.type(input(), typed);
      await user.click(save());
      expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
      expect(input()).toHaveAttribute('aria-invalid', 'true');
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends PUT /api/admin/overview/settings, says so, and reads the overview again', async () => {
    const user = await renderWith(filled);
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await user.clear(input());
    await user.type(input(), '12');
    await user.click(save());
    expect(requests().at(-1)).toEqual({
      method: 'PUT',
      url: '/api/admin/overview/settings',
      body: { lowStockThreshold: 12 },
    });
    // Busy while it saves: the button is off and names what it does.
    expect(screen.getByRole('button', { name: new RegExp(t.threshold.saving) })).toBeDisabled();

    fetchMock.mockResolvedValueOnce(json(200, { ...filled, lowStockThreshold: 12 }));
    answer(json(200, { lowStockThreshold: 12 }));
    expect(await screen.findByText(t.threshold.saved(12))).toBeInTheDocument();
    // The overview again: the low-stock card counts and links with the new threshold.
    const low = await screen.findByRole('link', {
      name: new RegExp(t.todo.lowStock(12).replace(/[()]/g, '\\$&')),
    });
    expect(low).toHaveAttribute('href', '/dashboard/manageProduct?stock=low&below=12');
    expect(requests().map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/admin/overview',
      'PUT /api/admin/overview/settings',
      'GET /api/admin/overview',
    ]);
    expect(input()).toHaveValue(12);
  });

  it("shows the API's refusal and keeps what was typed", async () => {
    const user = await renderWith(filled);
    fetchMock.mockResolvedValueOnce(
      json(400, { message: 'lowStockThreshold must be at most 10000.' }),
    );
    await user.clear(input());
    await user.type(input(), '40');
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('lowStockThreshold must be at most 10000.');
    expect(input()).toHaveValue(40);
    expect(save()).toBeEnabled();
    // No second read: nothing changed.
    expect(requests().filter((r) => r.method === 'GET')).toHaveLength(1);
  });
});

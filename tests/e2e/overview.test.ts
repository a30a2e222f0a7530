import {
  codDueCents,
  collections,
  copy,
  formatCents,
  overviewCopy,
  sumByMethod,
  type DayFigures,
  type OrderDoc,
  type OverviewAnswer,
} from '@cps/domain';
import { demoAccounts } from '@cps/fixtures';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { layoutShift, logIn, screenshots, watchLayoutShifts } from '../support/browser';
import { demoPart } from '../support/build-parts';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import {
  checkOutPart,
  payWithTestCard,
  useDemoStock,
  useFreshCustomers,
  usePages,
} from './support';

// The owner's overview in Chromium against the emulators: a buyer orders a part and pays by card;
// the admin opens the overview from the dashboard's menu and finds today's order and its revenue
// in the figures, then follows "Paid orders to ship" to Manage All Orders filtered to paid orders,
// where the order is. At 360 px the page does not scroll sideways, its day table open or not.
// The figures are read against the API's answer before the order, so other orders of the day
// (the demo store's, earlier files') do not matter.

const admin = adminFor(DEMO_PROJECT);
// Registered first, so that it runs after every cleanup below (after-hooks run last-in, first-out).
afterAll(() => admin.close());

const part = demoPart('lian-li-lancool-216');
const { newPage } = usePages();
const customers = useFreshCustomers(admin, 'overview');
const { orders } = useDemoStock(admin, [part._id]);
const orderDoc = async (id: string) =>
  (await admin.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc;
const t = overviewCopy;

/** GET /api/admin/overview as the signed-in admin of `page`, with the login token it holds. */
function overviewOf(page: Page): Promise<OverviewAnswer> {
  // A string, run in the page: this file's types have no DOM.
  return page.evaluate<OverviewAnswer>(`(async () => {
    const response = await fetch('/api/admin/overview', {
      headers: { authorization: 'Bearer ' + localStorage.getItem('accessToken') },
    });
    if (!response.ok) throw new Error('GET /api/admin/overview: ' + response.status);
    return response.json();
  })()`);
}

/** Today's figures of an answer: its last day, which is `today`. */
function todayOf(answer: OverviewAnswer): DayFigures {
  const day = answer.days.at(-1)!;
  expect(day.day).toBe(answer.today);
  return day;
}

async function signInAdmin(width?: number): Promise<Page> {
  const page = await newPage(width);
  await logIn(page, hosts.app, demoAccounts.admin.email, demoAccounts.admin.password);
  return page;
}

/** No sideways scroll: the page is no wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate<boolean>(
    'document.documentElement.scrollWidth > document.documentElement.clientWidth',
  );

describe("the owner's overview", () => {
  it("shows today's paid order and its revenue, and leads to it through the paid orders to ship", async () => {
    const office = await signInAdmin();
    const before = await overviewOf(office);

    const page = await newPage();
    const customer = await customers.create();
    await logIn(page, hosts.app, customer.email, customer.password);
    const id = await checkOutPart(page, hosts.app, { name: part.name, category: 'cases' }, /Card/);
    orders.push(id);
    await payWithTestCard(page);
    await expect.poll(async () => (await orderDoc(id)).paid).toBe(true);
    const paid = await orderDoc(id);
    expect(paid.paymentMethod).toBe('card');
    const cents = codDueCents(paid);

    // The answer moves with the order, in the transaction that paid it: placed, sold, by card.
    // Files beside this one place orders too, but pay none today: placed is at least one more.
    const base = (await overviewOf(office)).today === before.today ? todayOf(before) : undefined;
    const expected = {
      placed: true,
      card: (base?.orders.card ?? 0) + 1,
      cardCents: (base?.revenueCents.card ?? 0) + cents,
    };
    await expect
      .poll(async () => {
        const day = todayOf(await overviewOf(office));
        return {
          placed: day.placed >= (base?.placed ?? 0) + 1,
          card: day.orders.card,
          cardCents: day.revenueCents.card,
        };
      })
      .toEqual(expected);
    const after = await overviewOf(office);
    const today = todayOf(after);
    expect(after.todo.toShip).toBeGreaterThanOrEqual(1);

    // The admin opens it from the dashboard: the first item of the menu.
    await office.goto(`${hosts.app}/dashboard`);
    const menu = office.getByRole('complementary', { name: 'Dashboard' });
    await expect.poll(() => menu.getByRole('link').first().textContent()).toBe(copy.overview.menu);
    await menu.getByRole('link', { name: copy.overview.menu }).click();
    await office.waitForURL(`${hosts.app}/dashboard/overview`);

    const sales = office.getByRole('region', { name: t.sales.heading });
    const todayCard = sales
      .getByRole('heading', { name: t.sales.periods.today, exact: true })
      .locator('xpath=..');
    await todayCard
      .getByText(formatCents(sumByMethod(today.revenueCents)), { exact: true })
      .waitFor();
    await todayCard.getByText(t.ordersCount(sumByMethod(today.orders)), { exact: true }).waitFor();
    // Today's row of the day table carries the same figures, the card's among them.
    await sales.getByText(t.chart.table).click();
    const row = sales
      .getByRole('table', { name: t.chart.caption })
      .getByRole('row', { name: new RegExp(`^${t.shortDay(after.today)} `) });
    await row
      .getByRole('cell', { name: formatCents(today.revenueCents.card), exact: true })
      .first()
      .waitFor();
    await screenshots(office, 'overview');

    // "Paid orders to ship" leads to Manage All Orders filtered to paid orders, the new one in it.
    const toShip = office.getByRole('link', {
      name: new RegExp(`^\\d[\\d,]* ${t.todo.toShip}$`),
    });
    expect(await toShip.getAttribute('href')).toBe('/dashboard/manageAllOrders?status=pending');
    await toShip.click();
    await office.waitForURL(`${hosts.app}/dashboard/manageAllOrders?status=pending`);
    // Among the pending orders by its id: files beside this one add pending orders too, newer.
    await office.goto(`${hosts.app}/dashboard/manageAllOrders?status=pending&q=${id}`);
    const listed = office.locator('tbody tr', { hasText: part.name }).filter({
      has: office.locator(`a[href*="order=${id}"]`),
    });
    await listed.waitFor();
  });

  it('comes without moving what is on screen, from the sign-in check to the figures', async () => {
    const page = await signInAdmin();
    await watchLayoutShifts(page);
    // The answer comes late, so that the skeleton is surely on screen before it.
    await page.route('**/api/admin/overview', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue().catch(() => undefined); // the page may have gone meanwhile
    });
    for (const width of [360, 1280]) {
      // Counted from the navigation on: the guard's spinner, the skeleton, then the figures.
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${hosts.app}/dashboard/overview`);
      await page.getByRole('heading', { name: t.todo.heading }).waitFor();
      await page
        .getByRole('region', { name: t.sales.heading })
        .getByText(new RegExp(`${t.sales.periods.today}|${t.sales.empty}`))
        .first()
        .waitFor();
      expect(await layoutShift(page), `CLS at ${width} px`).toBeLessThanOrEqual(0.02);
    }
  });

  it('fits a 360 px phone: no sideways scroll, with the day table open too', async () => {
    const phone = await signInAdmin(360);
    await phone.goto(`${hosts.app}/dashboard/overview`);
    await phone.getByRole('heading', { name: t.todo.heading }).waitFor();
    // The charts have drawn (or the sales are empty) before the width is measured.
    await phone
      .getByRole('region', { name: t.sales.heading })
      .getByText(new RegExp(`${t.sales.periods.today}|${t.sales.empty}`))
      .first()
      .waitFor();
    expect(await scrollsSideways(phone)).toBe(false);
    const table = phone.getByText(t.chart.table);
    if (await table.count()) {
      await table.click();
      await phone.getByRole('table', { name: t.chart.caption }).waitFor();
      expect(await scrollsSideways(phone)).toBe(false);
    }
  });
});

import { cardDeclineLimit, collections, formatPrice, messages, ordersCopy } from '@cps/domain';
import { demoAccounts, demoParts, makeOrder } from '@cps/fixtures';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, screenshots, watchCsp } from '../support/browser';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { removeOrdersFrom } from '../support/orders';
import { clearRateLimits } from '../support/rate-limits';
import { logInAtOrder } from './support';

const admin = adminFor(DEMO_PROJECT);
const { customer } = demoAccounts;
let browser: Browser;
let page: Page;
let orderId: string;
const orderName = `Paid Journey ${randomUUID().slice(0, 6)} DDR5 Kit`;

const cspViolations: string[] = [];

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await watchCsp(context, cspViolations);
  return context.newPage();
}

const toast = (p: Page, text: string) => p.getByRole('status').filter({ hasText: text });
const orderDoc = async () => (await admin.db.doc(`${collections.orders}/${orderId}`).get()).data()!;

beforeAll(async () => {
  const part = demoParts.find((p) => p.id === 'corsair-vengeance-ddr5-32gb')!;
  const ref = admin.db.collection(collections.orders).doc();
  orderId = ref.id;
  await ref.set(
    makeOrder(
      { id: part.id, doc: { ...part.doc, name: orderName } },
      { uid: customer.uid, email: customer.email, displayName: customer.displayName },
      { quanity: 5, createdAt: Date.now() + 86_400_000 },
    ),
  );
  browser = await launchBrowser();
  page = await newPage();
});
afterAll(async () => {
  await browser?.close();
  // With its counts: paying it counted it (an order written without a status is counted from
  // its first write through the order path on).
  await removeOrdersFrom(admin.db, [orderId]);
  await admin.close();
});

describe('paying an order by card (emulated gateway, test mode)', () => {
  it('opens the unpaid order from My Orders and shows it with Order Quanity and the total', async () => {
    await logIn(page, hosts.app, customer.email, customer.password);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.getByRole('navigation').getByRole('link', { name: 'My Orders' }).click();
    const row = page.locator('tbody tr', { hasText: orderName });
    await row.getByRole('link', { name: /Pay/ }).click();
    await page.waitForURL(`**/payment/${orderId}`);
    const main = page.locator('main');
    await main.getByRole('heading', { name: orderName }).waitFor();
    const text = await main.innerText();
    expect(text).toContain(`${messages.payment.quantityLabel}\n5`);
    expect(text).toContain(formatPrice(549.95));
    await main.getByText('Test mode').waitFor();
    const pay = main.getByRole('button', { name: messages.payment.pay, exact: true });
    await expect.poll(() => pay.isEnabled()).toBe(true); // once the client secret has arrived
    await screenshots(page, 'payment');
  });

  it('shows a declined card in red, leaves the form usable and the order unpaid', async () => {
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number').fill('4000 0000 0000 0002');
    await form.getByLabel('Expiration date').fill('12 / 34');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: messages.payment.pay, exact: true }).click();
    const declined = form.getByText('Your card was declined.');
    await declined.waitFor();
    expect(
      await declined.evaluate((el) => (el as unknown as { className: string }).className),
    ).toContain('text-red-600');
    expect(
      await form.getByRole('button', { name: messages.payment.pay, exact: true }).isEnabled(),
    ).toBe(true);
    const order = await orderDoc();
    expect(order.paid).toBe(false);
    expect(order.lastPaymentError).toBe('Your card was declined.');
  });

  it('pays with 4242 4242 4242 4242: green text with the id, then My Orders shows it paid without a reload', async () => {
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: messages.payment.pay, exact: true }).click();
    const success = form.getByText(messages.payment.complete.trim());
    await success.waitFor();
    const intentId = (await success.innerText())
      .replace(messages.payment.complete.trim(), '')
      .trim();
    expect(intentId).toMatch(/^pi_emu_/);
    await expect.poll(async () => (await orderDoc()).transectionId).toBe(intentId);
    expect((await orderDoc()).paid).toBe(true);
    await screenshots(page, 'payment-complete');

    // In-app navigation only: the live query turns the row paid.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.getByRole('navigation').getByRole('link', { name: 'My Orders' }).click();
    const row = page.locator('tbody tr', { hasText: orderName });
    await row.getByText(messages.orders.paidTransaction).waitFor();
    expect(await row.innerText()).toContain(intentId);
    expect(await row.getByRole('button', { name: /Cancel/ }).count()).toBe(0);
  });

  it('Manage All Orders shows the paid order as Pending and the admin ships it', async () => {
    const adminPage = await newPage();
    await logInAtOrder(adminPage, orderId);
    const row = adminPage.locator('tbody tr', { hasText: orderName });
    await row.getByText(messages.orders.status.pending).waitFor();
    await row.getByRole('button', { name: /Ship/ }).click();
    await toast(adminPage, messages.success.shipped(orderName)).waitFor();
    await row.getByText(messages.orders.shipped).waitFor();
    expect((await orderDoc()).shipped).toBe(true);
  });

  it(`card testing: after ${cardDeclineLimit.declines} declined cards the next card is refused, and the page says why`, async () => {
    const tester = await admin.auth.createUser({
      email: `card-tester-${randomUUID().slice(0, 8)}@example.com`,
      password: 'secret-password',
      displayName: 'Card Tester',
      emailVerified: true,
    });
    const part = demoParts.find((p) => p.id === 'corsair-vengeance-ddr5-32gb')!;
    const ref = admin.db.collection(collections.orders).doc();
    await ref.set(
      makeOrder(
        { id: part.id, doc: part.doc },
        { uid: tester.uid, email: tester.email!, displayName: 'Card Tester' },
        { quanity: 1, createdAt: Date.now() + 86_400_000 },
      ),
    );
    const declines = admin.db.doc(`${collections.rateLimits}/cardDeclines:${tester.uid}`);
    const testerPage = await newPage();
    try {
      await logIn(testerPage, hosts.app, tester.email!, 'secret-password', `/payment/${ref.id}`);
      const form = testerPage.getByRole('form', { name: 'Card payment' });
      const pay = form.getByRole('button', { name: messages.payment.pay, exact: true });
      await expect.poll(() => pay.isEnabled()).toBe(true);
      await form.getByLabel('Expiration date').fill('12 / 34');
      await form.getByLabel('CVC').fill('123');
      await form.getByLabel('Card number').fill('4000 0000 0000 0002');
      for (let i = 1; i <= cardDeclineLimit.declines; i++) {
        await pay.click();
        await expect
          .poll(
            async () => ((await declines.get()).get('accepted') as number[] | undefined)?.length,
          )
          .toBe(i);
        await expect.poll(() => pay.isEnabled()).toBe(true);
      }

      await form.getByLabel('Card number').fill('4242 4242 4242 4242');
      await pay.click();
      await form.getByText(/You cannot confirm this PaymentIntent/).waitFor();
      expect((await ref.get()).get('paid')).toBe(false);

      await testerPage.reload();
      const alert = testerPage
        .getByRole('alert')
        .filter({ hasText: ordersCopy.payment.declinesLocked(cardDeclineLimit.declines, 24) });
      await alert.waitFor();
      await screenshots(testerPage, 'payment-card-testing-locked');
    } finally {
      await testerPage.context().close();
      await removeOrdersFrom(admin.db, [ref.id]);
      await clearRateLimits(admin.db, [tester.uid]);
      await admin.auth.deleteUser(tester.uid);
    }
  });

  it('no page of the journey violated the Content-Security-Policy', () => {
    expect(cspViolations).toEqual([]);
  });
});

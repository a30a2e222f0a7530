import { collections, messages } from '@cps/domain';
import { demoAccounts } from '@cps/fixtures';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, screenshots, watchCsp } from '../support/browser';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { clearRateLimits } from '../support/rate-limits';

const admin = adminFor(DEMO_PROJECT);
const { customer } = demoAccounts;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const cspViolations: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // The demo accounts' login tokens this file logged out (services/sessions.ts).
  const uids = await Promise.all(
    [customer.email, demoAccounts.admin.email].map(
      async (e) => (await admin.auth.getUserByEmail(e)).uid,
    ),
  );
  const ended = await admin.db
    .collection(collections.revokedSessions)
    .where('uid', 'in', uids)
    .get();
  await Promise.all(ended.docs.map((doc) => doc.ref.delete()));
  await admin.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await watchCsp(context, cspViolations);
  page = await context.newPage();
});
afterEach(() => context.close());

const toast = (text: string) => page.getByRole('status').filter({ hasText: text });
const accessToken = () => page.evaluate<string | null>("localStorage.getItem('accessToken')");
const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}@example.com`;

/** Waits for `cause`'s toast, then for /login with Login back in the navbar: signed out. */
async function sentToLogin(cause: string) {
  await toast(cause).waitFor();
  await page.waitForURL('**/login');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Login', exact: true })
    .waitFor();
}

describe('Login', () => {
  it('shows the spec toast for a wrong password and stays on /login', async () => {
    await page.goto(`${hosts.app}/login`);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await toast(messages.auth.login.wrongPassword).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await accessToken()).toBeNull();
  });

  it('tells an unknown email to sign up', async () => {
    await page.goto(`${hosts.app}/login`);
    await page.getByLabel('Email').fill('nobody-at-all@example.com');
    await page.getByLabel('Password').fill('whatever1');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await toast(messages.auth.login.userNotFound).waitFor();
  });

  it('validates on submit with the spec messages', async () => {
    await page.goto(`${hosts.app}/login`);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByText(messages.validation.emailRequired).waitFor();
    await page.getByText(messages.validation.passwordRequired).waitFor();
    await screenshots(page, 'login');
  });

  it('returns to the page the visitor came from, replacing the history entry, with the token stored', async () => {
    await page.goto(hosts.app);
    await page.goto(`${hosts.app}/dashboard`);
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL('**/dashboard');
    await toast(messages.success.login).waitFor();
    expect(await accessToken()).toMatch(/^ey/);
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('logs out: toast, /login, token removed, Login back in the navbar', async () => {
    await logIn(page, hosts.app, customer.email, customer.password);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    await nav.getByRole('button', { name: 'Logout' }).click();
    await sentToLogin(messages.success.logout);
    expect(await accessToken()).toBeNull();
  });
});

describe('After a refusal or a Logout the next login does not go back', () => {
  // Accounts of this file's own, so that its many logins spend no demo account's allowance.
  const shopper = { email: uniqueEmail('loop-customer'), password: 'secret123' };
  const boss = { email: uniqueEmail('loop-admin'), password: 'secret123' };
  const uids: string[] = [];
  beforeAll(async () => {
    for (const account of [shopper, boss]) {
      const user = await admin.auth.createUser({ ...account, emailVerified: true });
      uids.push(user.uid);
    }
    await admin.auth.setCustomUserClaims(uids[1]!, { admin: true });
  });
  afterAll(async () => {
    const ended = await admin.db
      .collection(collections.revokedSessions)
      .where('uid', 'in', uids)
      .get();
    await Promise.all([
      ...ended.docs.map((doc) => doc.ref.delete()),
      ...uids.map((uid) => admin.db.doc(`${collections.users}/${uid}`).delete()),
      clearRateLimits(admin.db, uids),
    ]);
    await admin.auth.deleteUsers(uids);
  });
  const path = () => new URL(page.url()).pathname;
  /**
   * Logs in from the /login page the app sent us to (no reload: the router's state is kept) and
   * answers every path the tab went through from then on (history navigations included).
   */
  const submitLogin = async (email: string, password: string) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return visited;
  };
  const signedInOn = async (pathname: string) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Logout' }).waitFor();
    expect(path()).toBe(pathname);
    expect(await accessToken()).toMatch(/^ey/);
  };

  it('a customer refused at an admin page logs in again and lands on /, not back in the loop', async () => {
    await page.goto(hosts.app);
    await page.goto(`${hosts.app}/dashboard/manageAllOrders`);
    await page.waitForURL('**/login');
    expect(await submitLogin(shopper.email, shopper.password)).toContain(
      '/dashboard/manageAllOrders',
    );
    // The admin page refuses the customer (spec §2): toast, signed out, /login.
    await sentToLogin(messages.shop.adminOnly);
    const visited = await submitLogin(shopper.email, shopper.password);
    await signedInOn('/');
    expect(visited).not.toContain('/dashboard/manageAllOrders');
  });

  it('a signed-in customer who opens an admin page is refused once: the next login lands on /', async () => {
    await logIn(page, hosts.app, shopper.email, shopper.password);
    await page.goto(`${hosts.app}/dashboard/makeAdmin`);
    await sentToLogin(messages.shop.adminOnly);
    const visited = await submitLogin(shopper.email, shopper.password);
    await signedInOn('/');
    expect(visited).not.toContain('/dashboard/makeAdmin');
  });

  it('after Logout from a dashboard page the next login (another person) lands on /, and the old login token is refused', async () => {
    await logIn(page, hosts.app, shopper.email, shopper.password);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'My Orders' }).first().click();
    await page.waitForURL('**/dashboard/myOrder');
    const oldToken = await accessToken();
    expect(oldToken).toMatch(/^ey/);
    await nav.getByRole('button', { name: 'Logout' }).click();
    await sentToLogin(messages.success.logout);
    expect(await accessToken()).toBeNull();
    const visited = await submitLogin(boss.email, boss.password);
    await signedInOn('/');
    expect(visited).not.toContain('/dashboard/myOrder');
    // The login token the customer had is dead on the server too.
    const answer = await fetch(`${hosts.app}/api/orders/${shopper.email}`, {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(answer.status).toBe(401);
  });
});

describe('Password reset', () => {
  it('asks for an email when none was typed', async () => {
    await page.goto(`${hosts.app}/login`);
    await page.getByRole('button', { name: 'click here' }).click();
    await toast(messages.auth.passwordReset.missingEmail).waitFor();
  });

  it('uses the email typed in the login field: unknown → sign up, known → mail sent', async () => {
    await page.goto(`${hosts.app}/login`);
    await page.getByLabel('Email').fill('ghost-user@example.com');
    await page.getByLabel('Password').focus();
    await page.getByRole('button', { name: 'click here' }).click();
    await toast(messages.auth.passwordReset.userNotFound).waitFor();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').focus();
    await page.getByRole('button', { name: 'click here' }).click();
    await toast(messages.auth.passwordReset.sent).waitFor();
  });
});

describe('Sign Up', () => {
  it('creates the account, sets the display name, registers it and signs in', async () => {
    const email = uniqueEmail('newcomer');
    await page.goto(`${hosts.app}/signUp`);
    await page.getByLabel('Name').fill('Nasrin Akter');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'SIGN UP' }).click();
    await toast(messages.success.signUp).waitFor();
    await page.waitForURL(`${hosts.app}/`);
    expect(await accessToken()).toMatch(/^ey/);
    const user = await admin.auth.getUserByEmail(email);
    expect(user.displayName).toBe('Nasrin Akter');
    const usersDoc = await admin.db.doc(`${collections.users}/${user.uid}`).get();
    expect(usersDoc.data()).toMatchObject({ email, displayName: 'Nasrin Akter' });
    expect(usersDoc.get('roll')).toBeUndefined();
  });

  it('refuses an email that is already registered', async () => {
    await page.goto(`${hosts.app}/signUp`);
    await page.getByLabel('Name').fill('Someone');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'SIGN UP' }).click();
    await toast(messages.auth.signUp.emailAlreadyInUse).waitFor();
    await screenshots(page, 'sign-up');
  });
});

describe('Google sign-in through the local test-account popup', () => {
  it('signs in with a new Google account and registers it', async () => {
    await page.goto(`${hosts.app}/login`);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'CONTINUE WITH GOOGLE' }).click(),
    ]);
    await popup.waitForLoadState();
    const email = uniqueEmail('google-user');
    await popup.getByLabel('Email').fill(email);
    await popup.getByLabel('Display name').fill('Google User');
    // The popup closes itself once it has handed over the account, sometimes while Playwright is
    // still finishing the click: that refusal ("Target page ... has been closed") is the success.
    const closed = popup.waitForEvent('close');
    await popup
      .getByRole('button', { name: 'Sign in with Google.com' })
      .click()
      .catch((error: unknown) => {
        if (!/has been closed/.test(String(error))) throw error;
      });
    await closed;
    await toast(messages.success.googleLogin).waitFor();
    expect(await accessToken()).toMatch(/^ey/);
    const user = await admin.auth.getUserByEmail(email);
    expect(user.displayName).toBe('Google User');
    expect(user.providerData.map((p) => p.providerId)).toContain('google.com');
    expect((await admin.db.doc(`${collections.users}/${user.uid}`).get()).exists).toBe(true);
  });

  it('says the login was canceled when the popup is closed', async () => {
    await page.goto(`${hosts.app}/login`);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'CONTINUE WITH GOOGLE' }).click(),
    ]);
    await popup.waitForLoadState();
    await popup.close();
    await toast(messages.auth.google.popupClosedByUser).waitFor({ timeout: 15_000 });
  });
});

describe('Content-Security-Policy', () => {
  it('was not violated by any page or popup above (sign-in, sign-up, Google popup)', () => {
    expect(cspViolations).toEqual([]);
  });
});

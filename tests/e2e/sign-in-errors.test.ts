import { messages } from '@cps/domain';
import { demoAccounts } from '@cps/fixtures';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { DEMO_PROJECT, hosts } from '../support/emulators';

// Firebase projects created since September 2023 have email enumeration protection on: signing in
// with a wrong password and with an email that has no account both answer
// INVALID_LOGIN_CREDENTIALS (auth/invalid-credential in the SDK). The Auth emulator answers like
// such a project once its emulator-only project config turns
// emailPrivacyConfig.enableImprovedEmailPrivacy on (firebase-tools, emulator/auth/operations.ts:
// signInWithPassword and sendOobCode). This file turns it on for the demo project and puts back
// what it found when it ends: the other files expect the emulator's default (off).

interface EmulatorProjectConfig {
  emailPrivacyConfig?: { enableImprovedEmailPrivacy?: boolean };
}

const configUrl = `http://${hosts.auth}/emulator/v1/projects/${DEMO_PROJECT}/config`;

async function emailPrivacy(enable: boolean): Promise<void> {
  const response = await fetch(configUrl, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enable } }),
  });
  const config = (await response.json()) as EmulatorProjectConfig;
  expect(config.emailPrivacyConfig?.enableImprovedEmailPrivacy ?? false).toBe(enable);
}

const { customer } = demoAccounts;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let before = false;

beforeAll(async () => {
  const found = (await (await fetch(configUrl)).json()) as EmulatorProjectConfig;
  before = found.emailPrivacyConfig?.enableImprovedEmailPrivacy ?? false;
  await emailPrivacy(true);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await emailPrivacy(before);
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(() => context.close());

const toasts = () => page.getByRole('status');
/** Every toast a failed login can show (spec §8), so the test reads whichever one comes. */
const loginOutcomes = [...Object.values(messages.auth.login), messages.auth.fallback];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function logInWith(email: string, password: string): Promise<string> {
  await page.goto(`${hosts.app}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  const toast = toasts()
    .filter({ hasText: new RegExp(loginOutcomes.map(escapeRegExp).join('|')) })
    .first();
  await toast.waitFor();
  return (await toast.textContent())?.trim() ?? '';
}

describe('email enumeration through the login errors, with the enumeration protection of a real project on', () => {
  it('a wrong password and an email without an account get the same spec toast, not the fallback', async () => {
    const wrongPassword = await logInWith(customer.email, 'wrong-password');
    const unknownEmail = await logInWith(
      `nobody-${Date.now().toString(36)}@example.com`,
      'whatever1',
    );
    expect(wrongPassword).not.toBe(messages.auth.fallback);
    expect([wrongPassword, unknownEmail]).toEqual([
      messages.auth.login.wrongPassword,
      messages.auth.login.wrongPassword,
    ]);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('the password reset says the mail was sent for a known and an unknown email alike', async () => {
    for (const email of [customer.email, `ghost-${Date.now().toString(36)}@example.com`]) {
      await page.goto(`${hosts.app}/login`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').focus();
      await page.getByRole('button', { name: 'click here' }).click();
      await toasts().filter({ hasText: messages.auth.passwordReset.sent }).waitFor();
    }
  });
});

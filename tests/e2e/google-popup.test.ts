import { limits, messages } from '@cps/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { hosts } from '../support/emulators';

// Issue 13, item 13: spec §4 and §9, "Google popup: polled for closure; if the user closes it, the
// flow rejects after a 2-second delay". On a real project the popup is Firebase's own
// (signInWithPopup), which polls the window every 2 s and, once it sees it closed, waits another
// 8 s (_Timeout.AUTH_EVENT in @firebase/auth's PopupOperation) before it rejects: 8 to 10 s.
//
// Locally the SPA uses its test-account stand-in because Firebase's popup needs Google's gapi
// script, which these offline machines cannot load. To drive Firebase's own popup here, the page
// gets (1) the SPA's emulator-only switch to signInWithPopup (sessionStorage, see
// web/src/features/auth/google-sign-in.ts) and (2) the few gapi.iframes calls the SDK makes to set
// up its hidden auth iframe, answered in the page (gapi is Google's loader, not Firebase; the SDK
// and its popup, opened at the Auth emulator's own handler page, are the real ones). Nothing
// answers through that iframe, so only the closed popup can end the flow, as when a user closes it.

const firebasePopup = `
  sessionStorage.setItem('cps.googlePopup', 'firebase');
  (() => {
    const iframe = {
      restyle: () => Promise.resolve(),
      ping: (callback) => { callback(); return Promise.resolve([]); },
      register: () => {},
      send: () => {},
    };
    window.gapi = {
      iframes: {
        Iframe: function Iframe() {},
        CROSS_ORIGIN_IFRAMES_FILTER: () => true,
        getContext: () => ({ open: (options, onOpen) => onOpen(iframe) }),
      },
    };
  })();
`;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(() => context.close());

const canceled = () =>
  page.getByRole('status').filter({ hasText: messages.auth.google.popupClosedByUser });

/** Opens the Google popup from /login, closes it, and answers how long the rejection took (ms). */
async function closePopupAndTime(expectedPopupPath: string): Promise<number> {
  await page.goto(`${hosts.app}/login`);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'CONTINUE WITH GOOGLE' }).click(),
  ]);
  await popup.waitForURL((url) => url.pathname === expectedPopupPath, { waitUntil: 'commit' });
  await popup.close();
  const closedAt = Date.now();
  await canceled().waitFor();
  return Date.now() - closedAt;
}

// The rule: no rejection before the 2 s delay (200 ms allowed for the popup's close to reach this
// process after the page saw it), and a rejection that follows it closely: the SPA reads the popup's
// `closed` every 100 ms; measured 2.3 s here, 1.5 s of margin for a loaded 2-core machine.
// Firebase's own handling is 8 to 10 s (10.4 s measured with this test before the fix).
const atLeast = limits.googlePopupCloseDelayMs - 200;
const atMost = limits.googlePopupCloseDelayMs + 1_500;

describe("a Google popup closed by the user is rejected after 2 s, not after the SDK's 8 s", () => {
  it("with Firebase's own popup, as on a real project", async () => {
    await context.addInitScript(firebasePopup);
    const elapsed = await closePopupAndTime('/emulator/auth/handler');
    expect(elapsed).toBeGreaterThanOrEqual(atLeast);
    expect(elapsed).toBeLessThanOrEqual(atMost);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('with the local test-account popup', async () => {
    const elapsed = await closePopupAndTime('/__/emulator/google-sign-in.html');
    expect(elapsed).toBeGreaterThanOrEqual(atLeast);
    expect(elapsed).toBeLessThanOrEqual(atMost);
  });
});

import { limits, messages } from '@cps/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { hosts } from '../support/emulators';

// Spec §4 and §9, "Google popup: polled for closure; if the user closes it, the flow rejects
// after a 2-second delay". Firebase's own signInWithPopup takes 8 to 10 s (docs/security.md).
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

// The page's clock is Playwright's (setTimeout, setInterval, Date of the page and its popup), so
// the delay is counted in the page's own milliseconds, not in how fast this machine runs. The SPA
// reads the popup's `closed` every 100 ms (web/src/features/auth/popup-closure.ts): it sees the
// close at most 100 ms after it, and the rejection follows 2 s later. Firebase's own handling
// (a 2 s poll, then 8 s) would answer 8 to 10 s after the close.
const POLL_MS = 100;

/**
 * Opens the Google popup from /login with the page's time running, stops the page's time, closes
 * the popup, and checks the rejection is not shown 1,999 ms (page time) after the close, is shown
 * by 2,100 ms, and was rendered at a page time 2,000 to 2,100 ms after the close.
 */
async function closePopupAndCheckDelay(expectedPopupPath: string): Promise<void> {
  await page.clock.install();
  await page.goto(`${hosts.app}/login`);
  // Notes the page's time at which the rejection is first in the page.
  await page.evaluate(`(() => {
    const text = ${JSON.stringify(messages.auth.google.popupClosedByUser)};
    new MutationObserver((_, observer) => {
      if (!document.body.textContent.includes(text)) return;
      window.__rejectionShownAt = Date.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  })()`);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'CONTINUE WITH GOOGLE' }).click(),
  ]);
  await popup.waitForURL((url) => url.pathname === expectedPopupPath, { waitUntil: 'commit' });
  const closedAt = (await page.evaluate(() => Date.now())) + 200;
  await page.clock.pauseAt(closedAt);
  await popup.close();

  await page.clock.runFor(limits.googlePopupCloseDelayMs - 1);
  // React renders in tasks of its own (message events, which the page's clock does not hold): a
  // message posted now is handled after any render a rejection by now has queued.
  await page.evaluate(`(async () => {
    for (let i = 0; i < 2; i++) {
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    }
  })()`);
  expect(await canceled().count()).toBe(0);

  await page.clock.runFor(POLL_MS + 1);
  await canceled().waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  const shownAfter = (await page.evaluate<number>('window.__rejectionShownAt')) - closedAt;
  expect(shownAfter).toBeGreaterThanOrEqual(limits.googlePopupCloseDelayMs);
  expect(shownAfter).toBeLessThanOrEqual(limits.googlePopupCloseDelayMs + POLL_MS);
}

describe("a Google popup closed by the user is rejected after 2 s, not after the SDK's 8 s", () => {
  it("with Firebase's own popup, as on a real project", async () => {
    await context.addInitScript(firebasePopup);
    await closePopupAndCheckDelay('/emulator/auth/handler');
  });

  it('with the local test-account popup', async () => {
    await closePopupAndCheckDelay('/__/emulator/google-sign-in.html');
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser } from '../support/browser';

/**
 * One Chromium for the file (launched before its first test, closed after its last) and pages in
 * contexts of their own, each a fresh browser profile (its own localStorage). After each test its
 * contexts close, and the test fails if any page threw an uncaught error.
 */
export function usePages(): { newPage: (width?: number) => Promise<Page> } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
    expect(pageErrors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(width = 1280) {
      if (!browser) throw new Error('usePages: no browser before beforeAll');
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(String(error)));
      return page;
    },
  };
}

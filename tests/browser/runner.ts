// The browser tests' runner: Playwright Test, with the worker's one Chromium launched from Debian's package
// (no browser download), and the names the test files use for its parts.
import { test as base, expect } from '@playwright/test';
import type { Browser } from 'playwright-core';

/** Each worker's one Chromium, launched through the runner's Playwright, so that its traces and failure screenshots cover every page the tests open. */
export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ playwright }, use) => {
      // The harness is read only here: the unit tests import pure helpers of the shared suite, which import this file.
      const { browserLaunchOptions } = await import('./harness');
      const browser = await playwright.chromium.launch(await browserLaunchOptions());
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };
export const describe = test.describe;
export const it = test;
export const beforeAll = test.beforeAll;
export const afterAll = test.afterAll;
export const beforeEach = test.beforeEach;
export const afterEach = test.afterEach;

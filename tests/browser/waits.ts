// Waits the browser tests share, with no tie to the stack (the unit tests read the shared suite's rules, which use them).
import { expect } from '@playwright/test';
import type { Locator } from 'playwright-core';

/**
 * Waits for the element to show (or with `hidden`, to go), looking every 50 ms: playwright's own wait looks
 * at 0, 20, 70, 170 and 270 ms and then only every 500 ms, so a screen that took 300 ms was seen at 770 ms.
 * Where the element never does, it fails as a web-first assertion does, naming the locator, the wait and what it found.
 */
export async function shown(locator: Locator, { state = 'visible', timeout = 30_000 }: { state?: 'visible' | 'hidden'; timeout?: number } = {}): Promise<void> {
  for (const end = Date.now() + timeout; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if ((await locator.isVisible()) === (state === 'visible')) return;
  }
  const waited = expect(locator, `${state === 'visible' ? 'shown' : 'gone'} within ${timeout} ms`);
  await (state === 'visible' ? waited.toBeVisible({ timeout: 100 }) : waited.toBeHidden({ timeout: 100 }));
}

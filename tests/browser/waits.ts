// Waits the browser tests share, with no tie to the stack (the unit tests read the shared suite's rules, which use them).
import type { Locator } from 'playwright-core';

/**
 * Waits for the element to show (or with `hidden`, to go), looking every 50 ms: playwright's own wait looks
 * at 0, 20, 70, 170 and 270 ms and then only every 500 ms, so a screen that took 300 ms was seen at 770 ms.
 * Its error, where the element never does, is playwright's own.
 */
export async function shown(locator: Locator, { state = 'visible', timeout = 30_000 }: { state?: 'visible' | 'hidden'; timeout?: number } = {}): Promise<void> {
  for (const end = Date.now() + timeout; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if ((await locator.isVisible()) === (state === 'visible')) return;
  }
  await locator.waitFor({ state, timeout: 100 });
}

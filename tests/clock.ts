import type { BrowserContext, Page } from 'playwright-core';
import { PINNED_NOW } from '@/test/clock';

export { PINNED_NOW };

/**
 * Starts the context's (or page's) clock at the pinned date before its first page loads; from there the time
 * flows as usual, so the app's timers and cache ages behave as on any day.
 */
export const pinClock = (target: BrowserContext | Page) => target.clock.install({ time: PINNED_NOW });

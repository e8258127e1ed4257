import { defineConfig } from 'vitest/config';

// Browser tests: node environment (playwright-core drives Debian's Chromium), one file at a time so
// the 2-core CI machine is not oversubscribed.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    globalSetup: ['tests/browser/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

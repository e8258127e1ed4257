import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: node environment (playwright-core drives Debian's Chromium). The shared suite reads the
// section declarations (src/sections/registry.ts), so the app's `@/` alias and its first-load valibot resolve here too.
export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('../../src', import.meta.url)) },
      { find: /^valibot\/first-load$/, replacement: 'valibot' },
    ],
  },
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    globalSetup: ['tests/browser/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

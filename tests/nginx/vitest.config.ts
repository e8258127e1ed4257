import { defineConfig } from 'vitest/config';

// The nginx configuration's test: node environment; starts Prism, Debian's nginx and Chromium itself.
export default defineConfig({
  test: {
    include: ['tests/nginx/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

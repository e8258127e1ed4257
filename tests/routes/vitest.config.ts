import { defineConfig } from 'vitest/config';

// The route sweep: every screen of routes.txt in Chromium against Prism (see tests/routes/sweep.test.ts).
export default defineConfig({
  test: {
    include: ['tests/routes/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 900_000,
    hookTimeout: 120_000,
  },
});

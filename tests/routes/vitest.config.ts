import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The route sweep: every screen of routes.txt in Chromium against Prism (see tests/routes/sweep.test.ts).
export default defineConfig({
  // The harness reads the mock scenario's storage key from the app (src/lib/mock-scenario.ts).
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('../../src', import.meta.url)) }] },
  test: {
    include: ['tests/routes/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 900_000,
    hookTimeout: 120_000,
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The nginx configuration's test: node environment; starts Prism, Debian's nginx and Chromium itself.
export default defineConfig({
  // The browser harness it borrows reads the mock scenario's storage key from the app (src/lib/mock-scenario.ts).
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('../../src', import.meta.url)) }] },
  test: {
    include: ['tests/nginx/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

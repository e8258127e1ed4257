import { defineConfig } from 'vitest/config';

// Conformance tool tests: node environment; each test starts its own target (Prism's mock or a
// deliberately broken server) and runs scripts/conformance.mjs against it as a child process.
export default defineConfig({
  test: {
    include: ['tests/conformance/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

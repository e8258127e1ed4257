import { defineConfig } from 'vitest/config';

// Conformance tool tests: node environment; each test starts its own target (Prism's mock or a
// deliberately broken server) and runs scripts/conformance.mjs against it as a child process.
export default defineConfig({
  test: {
    include: ['tests/conformance/**/*.test.ts'],
    environment: 'node',
    // Its two files side by side: each run of the tool waits on its own Prism and target as much as it works.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

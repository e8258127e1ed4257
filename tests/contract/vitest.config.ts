import { defineConfig } from 'vitest/config';

// Contract tests: node environment, Prism started by the tests themselves.
export default defineConfig({
  test: {
    include: ['tests/contract/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

import { defineConfig } from 'vitest/config';

// The lint configuration's own tests: ESLint's Node API on small snippets, in node.
export default defineConfig({
  test: {
    include: ['tests/lint/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});

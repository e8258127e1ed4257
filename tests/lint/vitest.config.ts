import { defineConfig } from 'vitest/config';

// The lint configuration's own tests: ESLint's Node API on small snippets, in node.
export default defineConfig({
  test: {
    include: ['tests/lint/**/*.test.ts'],
    environment: 'node',
    // Each test lints with type information; on a busy 2-core machine one took over 60 s.
    testTimeout: 180_000,
  },
});

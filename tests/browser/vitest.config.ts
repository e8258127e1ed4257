import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** The files that take longest (the shared suite's shards, the route sweep: about two minutes each). */
const LONGEST = /(sections-\d+|sweep)\.test\.ts$/;

/**
 * Longest files first, so the two workers end together: the default order (by file size) ran the
 * small shard files last, one worker alone for their last half minute.
 */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const longest = (file: TestSpecification) => LONGEST.test(file.moduleId);
    return [...sorted.filter(longest), ...sorted.filter((file) => !longest(file))];
  }
}

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
    // SHARED_SUITE=1 runs only the shared suite (sections-*.test.ts, tests/browser/shared/): every registered
    // section and special screen × the behaviours they share.
    // The route sweep (tests/routes/) runs here too, on this run's stack and Chromium, as one more file beside
    // the others; `npm run test:routes` runs it alone, with its options (--rounds, --update-baseline).
    include: process.env.SHARED_SUITE === '1' ? ['tests/browser/sections-*.test.ts'] : ['tests/browser/**/*.test.ts', 'tests/routes/**/*.test.ts'],
    environment: 'node',
    // Files run in two workers side by side against the one shared stack and browser (global-setup.ts).
    fileParallelism: true,
    maxWorkers: Number(process.env.BROWSER_WORKERS ?? 2),
    // A worker keeps what it has imported from one file to the next: the shared suite's section registry
    // (about 10 s of transforming per file) and playwright-core are imported once per worker, not once per file.
    isolate: false,
    sequence: { sequencer: LongestFirstSequencer },
    globalSetup: ['tests/browser/global-setup.ts'],
    // A busy two-core machine takes more than expect.poll's default second to render a screen; as long as a locator's wait.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

import { defineConfig } from '@playwright/test';

// The browser tests (tests/browser/) and the route sweep (tests/routes/sweep.test.ts) on Playwright Test, against
// the one Prism and mock build global-setup.ts starts, in Debian's Chromium (tests/browser/runner.ts).
// `npm run test:browser` builds the app first; README, "Tests", says how to run one test, file or project.
export default defineConfig({
  testDir: 'tests',
  globalSetup: './tests/browser/global-setup.ts',
  outputDir: 'test-results/playwright',
  workers: Number(process.env.BROWSER_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  // As long as a locator's wait: a busy two-core machine takes more than a second to render a screen.
  expect: { timeout: 10_000 },
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    ['html', { outputFolder: 'test-results/html', open: 'never' }],
    ['junit', { outputFile: 'test-results/browser-junit.xml' }],
    ['json', { outputFile: 'test-results/browser.json' }],
  ],
  // A failed test keeps its trace (each action with its timing and error, the network, the console, the source)
  // and a screenshot of each page it had open. The trace leaves out the DOM snapshots and the screencast: taking
  // them for every action of every test cost a fifth of the run's CPU (measured over three sections' shared checks,
  // 147 CPU-s with them, 107 without). TRACE_SNAPSHOTS=1 records them (the CLI's --trace sets the mode only).
  use: { trace: { mode: 'retain-on-failure', screenshots: false, snapshots: process.env.TRACE_SNAPSHOTS === '1' }, screenshot: 'only-on-failure' },
  // The longest first, so the two workers end together: the shared suite's quarters and the route sweep take minutes each.
  projects: [
    { name: 'shared', testMatch: 'browser/sections-*.test.ts' },
    { name: 'routes', testMatch: 'routes/*.test.ts' },
    { name: 'sections', testMatch: 'browser/*.test.ts', testIgnore: 'browser/sections-*.test.ts' },
  ],
});

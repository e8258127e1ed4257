// `npm run test:browser [-- playwright test args]`: build the app once, then run the browser tests on Playwright Test
// (playwright.config.ts; tests/browser/global-setup.ts serves dist-app with `vite preview` against Prism).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureInstalled, CHROMIUM_PATH } from './lib/ensure.mjs';
import { ROOT, run } from './lib/processes.mjs';
import { runOnPinnedNode } from './lib/pinned-node.mjs';

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const CONFIG = 'playwright.config.ts';

async function step(label, cmd, args, env) {
  console.log(`\n--> ${label}`);
  const code = await run(cmd, args, { env });
  if (code !== 0) {
    console.error(`${label} failed with exit code ${code}`);
    process.exit(code);
  }
}

try {
  await ensureInstalled();
  await runOnPinnedNode();
  await ensureChromium();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

// The harness mocks the API from the bundled spec; bundle it if running standalone.
if (!existsSync(join(ROOT, 'dist', 'openapi.json'))) {
  await step('npm run spec:bundle', 'npm', ['run', '-s', 'spec:bundle']);
}
// The mock build: the app as `npm run build` makes it, plus the QA scenario panel (README, "QA"). `npm test`
// makes it once before (build:mock) for both the browser tests and the route sweep.
if (process.env.BROWSER_TESTS_REUSE_BUILD === '1' && existsSync(join(ROOT, 'dist-app', 'index.html'))) console.log('browser tests: serving the build npm test made');
else await step('vite build --mode mock', bin('vite'), ['build', '--mode', 'mock']);

if (!existsSync(join(ROOT, CONFIG))) {
  console.error(`\nBrowser tests: ${CONFIG} is missing.`);
  process.exit(1);
}
await step('playwright test (browser tests)', bin('playwright'), ['test', '--config', CONFIG, ...process.argv.slice(2)], { CHROMIUM_PATH });

// `npm run test:routes [-- --rounds N]`: build the app, then visit every screen of routes.txt in
// Chromium against Prism, once on the spec's examples and N times on random schema-valid data.
// A route of tests/routes/expected-passing.txt that no longer passes fails the run; `--update-baseline`
// rewrites that list from this run (the routes that passed in every mode).
import { join } from 'node:path';
import { scriptOptions } from './lib/args.mjs';
import { ensureChromium, ensureInstalled } from './lib/ensure.mjs';
import { ROOT, run } from './lib/processes.mjs';
import { runOnPinnedNode } from './lib/pinned-node.mjs';

const { rounds, 'update-baseline': updateBaseline } = scriptOptions(
  { rounds: { type: 'string', default: '1' }, 'update-baseline': { type: 'boolean', default: false } },
  'npm run test:routes [-- --rounds N] [--update-baseline]',
);
if (!/^[1-9]\d*$/.test(rounds)) {
  console.error('--rounds takes a whole number from 1');
  process.exit(2);
}
await ensureInstalled();
await runOnPinnedNode();
await ensureChromium();
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
// Run alone, the sweep bundles the spec and makes the browser tests' mock build (with the QA scenario panel, which
// the sweep's axe check covers too); inside `npm test` it is a file of the browser step and serves that step's build.
if ((await run('npm', ['run', '-s', 'spec:bundle'])) !== 0) process.exit(1);
if ((await run(bin('vite'), ['build', '--mode', 'mock', '--logLevel', 'warn'])) !== 0) process.exit(1);
const code = await run(bin('playwright'), ['test', '--project', 'routes'], {
  env: { ROUTE_SWEEP_ROUNDS: rounds, ROUTE_SWEEP_CONCURRENCY: '4', ...(updateBaseline ? { ROUTE_SWEEP_UPDATE_BASELINE: '1' } : {}) },
});
process.exit(code);

// `npm run test:nginx [-- vitest args]`: the production nginx configuration (deploy/nginx/portal.conf)
// proven on Debian's real nginx: a production build (`vite build` into test-results/nginx/dist-app,
// so the browser tests' build is never touched), then tests/nginx/ runs nginx on it with /api/
// passed to Prism, and checks headers, caching, gzip, every screen address and both public sites,
// in Chromium too.
import { join } from 'node:path';
import { ensureChromium, ensureInstalled, ensureNginx, CHROMIUM_PATH, NGINX_PATH } from './lib/ensure.mjs';
import { ROOT, run } from './lib/processes.mjs';
import { runOnPinnedNode } from './lib/pinned-node.mjs';

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const BUILD = join(ROOT, 'test-results', 'nginx', 'dist-app');

try {
  await ensureInstalled();
  await runOnPinnedNode();
  await ensureChromium();
  await ensureNginx();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
if ((await run('npm', ['run', '-s', 'spec:bundle'])) !== 0) process.exit(1);
console.log('\n--> vite build (production) into test-results/nginx/dist-app');
if ((await run(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', BUILD, '--emptyOutDir'])) !== 0) process.exit(1);
const code = await run(
  bin('vitest'),
  ['run', '--config', 'tests/nginx/vitest.config.ts', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/nginx.json', ...process.argv.slice(2)],
  { env: { CHROMIUM_PATH, NGINX_PATH, NGINX_TEST_BUILD: BUILD } },
);
process.exit(code);

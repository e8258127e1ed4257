// `npm run conformance -- --target <base URL> [options]`: the conformance package's check
// (packages/conformance, what the backend team runs from its tarball) with the portal's bundled spec,
// dist/openapi.json, as the default --spec, bundled first when missing or older than openapi/.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../packages/conformance/lib/cli.mjs';
import { SetupError } from '../packages/conformance/lib/run.mjs';
import { newestMtime } from '../packages/conformance/lib/spec.mjs';
import { ROOT, run } from './lib/processes.mjs';
import { runOnPinnedNode } from './lib/pinned-node.mjs';

await runOnPinnedNode();

async function bundledSpec() {
  const file = join(ROOT, 'dist', 'openapi.json');
  const sources = Math.max(newestMtime(join(ROOT, 'openapi')), statSync(join(ROOT, 'codegen', 'bundle-spec.mjs')).mtimeMs);
  if (existsSync(file) && statSync(file).mtimeMs >= sources) return file;
  console.log(existsSync(file) ? 'dist/openapi.json is older than openapi/; bundling ...' : 'dist/openapi.json is missing; bundling ...');
  const code = await run('node', [join(ROOT, 'codegen', 'bundle-spec.mjs')]);
  if (code !== 0) {
    if (!existsSync(file)) throw new SetupError(`spec bundling failed (exit code ${code})`);
    console.warn(`spec bundling failed (exit code ${code}); using the existing dist/openapi.json`);
  }
  return file;
}

process.exit(
  await main(process.argv.slice(2), {
    command: 'npm run conformance --',
    defaultSpec: { name: 'dist/openapi.json, bundled when openapi/ is newer', file: bundledSpec },
  }),
);

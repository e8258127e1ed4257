// Starts the Prism mock server on the bundled OpenAPI spec.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startPrismProcess } from '../../packages/conformance/lib/prism.mjs';
import { ROOT } from './processes.mjs';

export { startPrismProcess };

/**
 * Returns {url, stop, output}. output() holds Prism's log lines, including the
 * request/response validation violations it reports, so tests can assert on them.
 */
export async function startPrism({
  port,
  dynamic = false,
  spec = join(ROOT, 'dist', 'openapi.json'),
  errors = false,
  extraArgs = [],
  log = false,
  readyTimeoutMs = 60000,
  snapshot = false,
} = {}) {
  let specPath = resolve(spec);
  if (!existsSync(specPath)) {
    throw new Error(`OpenAPI spec not found: ${specPath} (run \`npm run spec:bundle\` first).`);
  }
  // Prism reloads when its spec file changes, and answers 502 meanwhile. A test run mocks the spec as
  // it was when the run started (a codegen in the same tree must not break it); `npm start` watches.
  let snapshotDir;
  if (snapshot) {
    snapshotDir = mkdtempSync(join(tmpdir(), 'prism-spec-'));
    copyFileSync(specPath, join(snapshotDir, 'openapi.json'));
    specPath = join(snapshotDir, 'openapi.json');
  }
  const args = ['mock', specPath];
  if (dynamic) args.push('-d');
  if (errors) args.push('--errors');
  args.push(...extraArgs);
  const prism = await startPrismProcess('prism', args, { port, log, readyTimeoutMs, cwd: ROOT });
  if (!snapshotDir) return { name: 'prism', ...prism };
  const stop = async () => {
    await prism.stop();
    rmSync(snapshotDir, { recursive: true, force: true });
  };
  return { name: 'prism', ...prism, stop };
}

// Starts the Prism mock server on the bundled OpenAPI spec.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT, freePort, startProcess } from './processes.mjs';

const PRISM_BIN = join(ROOT, 'node_modules', '.bin', 'prism');

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
} = {}) {
  const specPath = resolve(spec);
  if (!existsSync(specPath)) {
    throw new Error(`OpenAPI spec not found: ${specPath} (run \`npm run spec:bundle\` first).`);
  }
  port ??= await freePort();
  const args = ['mock', specPath, '-h', '127.0.0.1', '-p', String(port)];
  if (dynamic) args.push('-d');
  if (errors) args.push('--errors');
  args.push(...extraArgs);

  const url = `http://127.0.0.1:${port}`;
  const proc = await startProcess(PRISM_BIN, args, {
    name: 'prism',
    log,
    readyTimeoutMs,
    // Not a spec path: Prism answers it with a 404, which is enough to know it listens.
    readyUrl: `${url}/__health`,
  });
  return { name: 'prism', url, port, stop: proc.stop, output: proc.output, exited: proc.exited };
}

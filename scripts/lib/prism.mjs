// Starts the Prism mock server on the bundled OpenAPI spec.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  const prism = await startPrismProcess('prism', args, { port, log, readyTimeoutMs });
  if (!snapshotDir) return { name: 'prism', ...prism };
  const stop = async () => {
    await prism.stop();
    rmSync(snapshotDir, { recursive: true, force: true });
  };
  return { name: 'prism', ...prism, stop };
}

/**
 * Runs the Prism CLI (`mock …` or `proxy …`) on 127.0.0.1 and the given or a free port, and resolves
 * once it listens. Returns {url, port, stop, output, exited}.
 * @param {string} name @param {string[]} args
 * @param {{ port?: number, log?: boolean | ((line: string) => void), readyTimeoutMs?: number }} options
 */
export async function startPrismProcess(name, args, { port, log = false, readyTimeoutMs = 60000 }) {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = await startProcess(PRISM_BIN, [...args, '-h', '127.0.0.1', '-p', String(port)], {
    name,
    log,
    readyTimeoutMs,
    // Not a spec path: Prism answers it with its own 404 (a proxy without contacting its target), which is enough to know it listens.
    readyUrl: `${url}/__ready`,
  });
  return { url, port, stop: proc.stop, output: proc.output, exited: proc.exited };
}

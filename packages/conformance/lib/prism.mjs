// @ts-check
// The Prism CLI this package depends on (the portal's mock runs on it too, through scripts/lib/prism.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort, startProcess } from './processes.mjs';

const require = createRequire(import.meta.url);

/** Where Prism's CLI script is, and its version, as installed beside this package. */
export function prismCli() {
  const manifest = require.resolve('@stoplight/prism-cli/package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.prism;
  return { script: join(dirname(manifest), bin), version: String(pkg.version) };
}

/**
 * Runs the Prism CLI (`mock …` or `proxy …`) on 127.0.0.1 and the given or a free port, on the Node that runs
 * this, and resolves once it listens. Returns {url, port, stop, output, exited}.
 * @param {string} name @param {string[]} args
 * @param {{ port?: number, log?: boolean | ((line: string) => void), readyTimeoutMs?: number, readyIntervalMs?: number, cwd?: string }} options
 */
export async function startPrismProcess(name, args, { port, log = false, readyTimeoutMs = 60000, readyIntervalMs, cwd }) {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = await startProcess(process.execPath, [prismCli().script, ...args, '-h', '127.0.0.1', '-p', String(port)], {
    name,
    log,
    cwd,
    readyTimeoutMs,
    readyIntervalMs,
    // Not a spec path: Prism answers it with its own 404 (a proxy without contacting its target), which is enough to know it listens.
    readyUrl: `${url}/__ready`,
  });
  return { url, port, stop: proc.stop, output: proc.output, exited: proc.exited };
}

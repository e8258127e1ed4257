// The project runs on the Node of `.nvmrc`, installed by npm as a package (`node-<platform>-<arch>` in
// package.json's optionalDependencies; npm installs the one for this machine and links it as
// node_modules/.bin/node). npm puts node_modules/.bin first on the PATH of every script it runs, so
// `npm run …`, `npx …` and every `#!/usr/bin/env node` tool they start run on it whatever Node runs npm.
// What that cannot cover is the script npm started before `npm ci` made the binary (a fresh clone's
// `npm start`) or one started as `node scripts/….mjs`: `runOnPinnedNode` re-runs such a script on it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ROOT } from './processes.mjs';

export const PINNED_MAJOR = Number(readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim().split('.')[0]);

const BIN = join(ROOT, 'node_modules', '.bin');
const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/** The pinned Node's binary for this platform, as its package installs it. */
export function pinnedNodePath() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  return join(ROOT, 'node_modules', `node-${platform}-${process.arch}`, 'bin', platform === 'win' ? 'node.exe' : 'node');
}

export const onPinnedNode = () => majorOf(process.version) === PINNED_MAJOR;

const INSTALL_VAR = 'PINNED_NODE_RERUN_INSTALL';

/** What the Node that re-ran this script installed before (see `runOnPinnedNode`), or undefined. */
export function inheritedInstall() {
  const value = process.env[INSTALL_VAR];
  delete process.env[INSTALL_VAR];
  return value ? JSON.parse(value) : undefined;
}

/**
 * Returns when this process runs on the pinned Node's major. Otherwise re-runs this script with the same
 * arguments on the pinned binary (node_modules/.bin first on its PATH, so what it starts runs there too) and
 * exits with its exit code. Without the binary (a platform the registry has no package of) it says so and
 * returns: the script goes on on this Node. `install`: what `ensureInstalled` did here, for the re-run
 * script to report (`inheritedInstall`) instead of finding node_modules current.
 */
export async function runOnPinnedNode({ install } = {}) {
  if (onPinnedNode()) return;
  const binary = pinnedNodePath();
  if (!existsSync(binary)) {
    console.warn(
      `  Node ${process.version}: the project's Node ${PINNED_MAJOR} (.nvmrc) has no package for ${process.platform}-${process.arch}; running on this one.`,
    );
    return;
  }
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${BIN}${delimiter}${process.env.PATH ?? ''}`, ...(install ? { [INSTALL_VAR]: JSON.stringify(install) } : {}) },
  });
  // Ctrl-C reaches the child from the terminal (same process group), and a second SIGINT would make it kill
  // its children at once instead of stopping them: this process only waits. SIGTERM and SIGHUP sent to this
  // process alone are passed on.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const [code, signal] = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (c, s) => resolve([c, s]));
  });
  process.exit(code ?? (signal === 'SIGINT' ? 130 : 1));
}

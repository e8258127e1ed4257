// Makes sure dependencies and the system Chromium exist before anything runs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from './processes.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Reason node_modules is out of date with package-lock.json, or null if it is current. */
function staleReason() {
  const lockPath = join(ROOT, 'package-lock.json');
  const hiddenPath = join(ROOT, 'node_modules', '.package-lock.json');
  if (!existsSync(join(ROOT, 'node_modules'))) return 'node_modules is missing';
  if (!existsSync(hiddenPath)) return 'node_modules/.package-lock.json is missing';
  if (statSync(lockPath).mtimeMs > statSync(hiddenPath).mtimeMs) {
    return 'package-lock.json is newer than node_modules';
  }
  // npm's hidden lockfile lists what is installed; compare it package by package.
  const want = JSON.parse(readFileSync(lockPath, 'utf8')).packages ?? {};
  const have = JSON.parse(readFileSync(hiddenPath, 'utf8')).packages ?? {};
  for (const [key, pkg] of Object.entries(want)) {
    if (key === '') continue; // the project itself
    const got = have[key];
    // Optional packages for other platforms (e.g. darwin binaries) are never installed.
    if (!got) {
      if (pkg.optional || pkg.devOptional) continue;
      return `${key} is not installed`;
    }
    if (got.version !== pkg.version) return `${key} is ${got.version}, lockfile wants ${pkg.version}`;
  }
  for (const key of Object.keys(have)) {
    if (!(key in want)) return `${key} is installed but not in package-lock.json`;
  }
  return null;
}

/** How many packages node_modules holds, by npm's hidden lockfile. */
function installedCount() {
  const hiddenPath = join(ROOT, 'node_modules', '.package-lock.json');
  if (!existsSync(hiddenPath)) return 0;
  return Object.keys(JSON.parse(readFileSync(hiddenPath, 'utf8')).packages ?? {}).filter((key) => key !== '').length;
}

/**
 * Runs `npm ci` when node_modules does not match package-lock.json. The lockfile names every
 * platform's optional native builds (unrs-resolver's bindings, under eslint-plugin-import-x), so
 * `npm ci` installs from it as written on Linux, macOS and Windows and never rewrites it.
 * Resolves with what it did: `{ installed, reason, packages }` (packages: how many node_modules holds).
 * `quiet`: npm prints only errors, and the caller reports the result in its own words.
 */
export async function ensureInstalled({ quiet = false } = {}) {
  const reason = staleReason();
  if (!reason) return { installed: false, reason: null, packages: installedCount() };
  if (!quiet) console.log(`Dependencies out of date (${reason}); running npm ci ...`);
  // --prefer-offline: what npm's cache holds already is taken without asking the registry whether it changed
  // (a locked version's tarball never does); the rest is downloaded as usual.
  const code = await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', ...(quiet ? ['--loglevel=error'] : [])]);
  if (code !== 0) throw new Error(`npm ci failed with exit code ${code}; package-lock.json must match package.json (run npm install and commit it)`);
  return { installed: true, reason, packages: installedCount() };
}

/**
 * Installs Debian's chromium package if it is missing. Playwright's own browser
 * download is never used: only the npm registry and apt are reachable here.
 */
export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (CHROMIUM_PATH !== DEFAULT_CHROMIUM) {
    throw new Error(`CHROMIUM_PATH=${CHROMIUM_PATH} does not exist (unset it to use Debian's ${DEFAULT_CHROMIUM}).`);
  }
  console.log(`${CHROMIUM_PATH} not found; installing Debian package "chromium" with apt-get ...`);
  const asRoot = process.getuid?.() === 0;
  const apt = (args) =>
    asRoot ? run('apt-get', args, { env: { DEBIAN_FRONTEND: 'noninteractive' } }) : run('sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]);
  let code = await apt(['update']);
  if (code === 0) code = await apt(['install', '-y', 'chromium']);
  if (code !== 0 || !existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not available at ${CHROMIUM_PATH} (apt-get exit code ${code}). ` +
        'Install it with `apt-get install chromium` as root, or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
}

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';

/**
 * Installs Debian's nginx package if it is missing (for the production configuration's test,
 * deploy/nginx/). RUNLEVEL=1 keeps the package's scripts from starting the system's own nginx.
 */
export async function ensureNginx() {
  if (existsSync(NGINX_PATH)) return;
  if (process.env.NGINX_PATH) throw new Error(`NGINX_PATH=${NGINX_PATH} does not exist (unset it to use Debian's /usr/sbin/nginx).`);
  console.log(`${NGINX_PATH} not found; installing Debian package "nginx" with apt-get ...`);
  const env = { DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  const apt = (args) =>
    process.getuid?.() === 0 ? run('apt-get', args, { env }) : run('sudo', ['-n', 'env', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), 'apt-get', ...args]);
  let code = await apt(['update']);
  if (code === 0) code = await apt(['install', '-y', '--no-install-recommends', 'nginx']);
  if (code !== 0 || !existsSync(NGINX_PATH)) {
    throw new Error(`nginx is not available at ${NGINX_PATH} (apt-get exit code ${code}). Install it with \`apt-get install nginx\` as root, or set NGINX_PATH.`);
  }
}

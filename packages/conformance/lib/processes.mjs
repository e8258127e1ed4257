// @ts-check
// The one child-process helper: the conformance tool's, and through scripts/lib/processes.mjs the portal's
// scripts and tests. Node's own modules only: the portal's scripts load it before `npm ci` has run.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

const MAX_LINES = 20000;
/** Long-running children (startProcess), each in its own process group. */
const running = new Set();
/** Commands run to their end (run, runQuiet): killed if this process exits while they still run. */
const foreground = new Set();
let handlersInstalled = false;
let stopping = false;

/** True once stopAll() or a Ctrl-C began, so callers can tell expected exits from crashes. */
export const isStopping = () => stopping;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
const stripAnsi = (s) => s.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

let foregroundHook = false;
function track(child) {
  if (!foregroundHook) {
    foregroundHook = true;
    process.on('exit', () => {
      for (const c of foreground) c.kill('SIGKILL');
    });
  }
  foreground.add(child);
  child.on('exit', () => foreground.delete(child));
  return child;
}

const exitCode = (code, signal) => code ?? (signal ? 128 : 1);

/**
 * Runs a command in the foreground (stdio inherited); resolves with its exit code.
 * @param {string} cmd @param {string[]} [args] @param {{ env?: Record<string, string | undefined>, cwd?: string }} [options]
 * @returns {Promise<number>}
 */
export function run(cmd, args = [], { env, cwd } = {}) {
  return new Promise((resolve, reject) => {
    const child = track(spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' }));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(exitCode(code, signal)));
  });
}

/**
 * Runs a command with its output (stdout and stderr in the order they came) captured instead of shown;
 * resolves with its exit code and output. Colours are asked off and removed, unless `color`.
 * @param {string} cmd @param {string[]} [args]
 * @param {{ env?: Record<string, string | undefined>, cwd?: string, color?: boolean }} [options]
 * @returns {Promise<{ code: number, output: string }>}
 */
export function runQuiet(cmd, args = [], { env, cwd, color = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = track(spawn(cmd, args, { cwd, env: { ...process.env, ...(color ? {} : { FORCE_COLOR: '0' }), ...env }, stdio: ['ignore', 'pipe', 'pipe'] }));
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString('utf8');
      resolve({ code: exitCode(code, signal), output: color ? output : stripAnsi(output) });
    });
  });
}

/** Asks the kernel for an unused port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a long-running child in its own process group (so stop() also reaches
 * grandchildren, e.g. the node process behind an npm bin shim) and, when
 * readyUrl is given, waits until it answers HTTP at all (waitForHttp).
 * @param {string} cmd @param {string[]} [args]
 * @param {{ name?: string, env?: Record<string, string | undefined>, cwd?: string, readyUrl?: string, readyTimeoutMs?: number,
 *   readyIntervalMs?: number, log?: boolean | ((line: string) => void) }} [opts]
 */
export async function startProcess(cmd, args = [], opts = {}) {
  const { name = cmd, env, cwd, readyUrl, readyTimeoutMs = 60000, readyIntervalMs = 200, log = false } = opts;
  installHandlers();

  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines = [];
  const echo = typeof log === 'function' ? log : log ? (l) => console.log(`[${name}] ${l}`) : null;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (raw) => {
      const line = stripAnsi(raw);
      lines.push(line);
      if (lines.length > MAX_LINES) lines.shift();
      echo?.(line);
    });
  }

  let exitInfo = null;
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exitInfo = { code, signal };
      running.delete(proc);
      resolve(exitInfo);
    });
  });
  const spawnError = new Promise((_, reject) => child.on('error', reject));
  spawnError.catch(() => {}); // surfaced below if readiness fails

  const proc = {
    name,
    pid: child.pid,
    exited,
    output: () => [...lines],
    stop: () => stopProcess(proc),
    get exitInfo() {
      return exitInfo;
    },
  };
  running.add(proc);

  if (readyUrl) {
    try {
      await Promise.race([waitForHttp(readyUrl, { timeoutMs: readyTimeoutMs, intervalMs: readyIntervalMs, exited: () => proc.exitInfo }), spawnError]);
    } catch (err) {
      await proc.stop();
      const tail = lines.slice(-40).join('\n');
      throw new Error(`${name}: ${err.message}\n--- last output of ${name} ---\n${tail}`, { cause: err });
    }
  }
  return proc;
}

/**
 * The one readiness wait: resolves once `url` gives any HTTP answer (401, 404... mean the server listens),
 * polling every `intervalMs`; rejects after `timeoutMs`, or at once when `exited()` (the server's process)
 * tells of an exit.
 * @param {string} url
 * @param {{ timeoutMs?: number, intervalMs?: number, exited?: () => { code: number | null, signal: string | null } | null }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 60000, intervalMs = 200, exited = () => null } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`exited before becoming ready (code ${exit.code}, signal ${exit.signal})`);
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      return;
    } catch {
      await sleep(intervalMs);
    }
  }
  throw new Error(`not ready at ${url} after ${timeoutMs} ms`);
}

function killGroup(proc, signal) {
  try {
    process.kill(-proc.pid, signal);
  } catch (err) {
    if (err.code !== 'ESRCH') throw err;
  }
}

async function stopProcess(proc) {
  if (proc.pid === undefined) return; // never spawned
  if (!proc.exitInfo) {
    killGroup(proc, 'SIGTERM');
    await Promise.race([proc.exited, sleep(3000)]);
  }
  // Also catches group members that outlived the leader.
  killGroup(proc, 'SIGKILL');
  running.delete(proc);
}

/** Stops every process started by startProcess (SIGTERM, SIGKILL after 3 s). */
export async function stopAll() {
  stopping = true;
  await Promise.all([...running].map(stopProcess));
}

// Children live in their own process groups, so a terminal Ctrl-C does not reach
// them: forward it ourselves. Installed lazily so importing has no side effects.
function installHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  let signalled = false;
  const onSignal = (signal, code) => async () => {
    if (signalled) {
      // Second Ctrl-C: do not wait any longer.
      for (const p of running) killGroup(p, 'SIGKILL');
      process.exit(code);
    }
    signalled = true;
    await stopAll();
    process.exit(code);
  };
  process.on('SIGINT', onSignal('SIGINT', 130));
  process.on('SIGTERM', onSignal('SIGTERM', 143));
  process.on('SIGHUP', onSignal('SIGHUP', 129));
  // npm passes a SIGTERM on to the shell that runs the script, not to this process: when the one that started
  // it is gone (npm stopped by a process manager or an editor), stop as on that signal, not keep the ports.
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    // Once: a second call counts as a second Ctrl-C and would kill at once instead of stopping.
    clearInterval(watch);
    void onSignal('SIGTERM', 143)();
  }, 500).unref();
  // Last resort (uncaught error, process.exit): only synchronous work is possible here.
  process.on('exit', () => {
    for (const p of running) killGroup(p, 'SIGKILL');
  });
}

// Child-process helpers shared by the npm scripts and the browser-test harness.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const MAX_LINES = 20000;
const running = new Set();
let handlersInstalled = false;
let stopping = false;

/** True once stopAll() or a Ctrl-C began, so callers can tell expected exits from crashes. */
export const isStopping = () => stopping;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
const stripAnsi = (s) => s.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

/** Runs a command in the foreground (stdio inherited); resolves with its exit code. */
export function run(cmd, args = [], { env, cwd = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a command with its output captured instead of shown; resolves with its exit code and output. */
export function runQuiet(cmd, args = [], { env, cwd = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output: stripAnsi(Buffer.concat(chunks).toString('utf8')) }));
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
 * readyUrl is given, waits until it answers HTTP at all.
 */
export async function startProcess(cmd, args = [], opts = {}) {
  const { name = cmd, env, cwd = ROOT, readyUrl, readyTimeoutMs = 60000, log = false } = opts;
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
      await Promise.race([waitReady(proc, readyUrl, readyTimeoutMs), spawnError]);
    } catch (err) {
      await proc.stop();
      const tail = lines.slice(-40).join('\n');
      throw new Error(`${name}: ${err.message}\n--- last output of ${name} ---\n${tail}`, { cause: err });
    }
  }
  return proc;
}

async function waitReady(proc, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exitInfo) {
      throw new Error(`exited before becoming ready (code ${proc.exitInfo.code}, signal ${proc.exitInfo.signal})`);
    }
    try {
      // Any HTTP answer (401, 404, ...) means the server is listening.
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      return;
    } catch {
      await sleep(200);
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

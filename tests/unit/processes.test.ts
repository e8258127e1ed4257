// The scripts' children (Prism, Vite, preview servers) stop with the script, also when only its parent is
// stopped: npm passes a SIGTERM to the shell it runs the script in, and the script outlives it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const PROCESSES = join(import.meta.dirname, '..', '..', 'scripts', 'lib', 'processes.mjs');

/** Running: an exited process that nobody has reaped yet (a zombie, where PID 1 does not reap) is not. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // The state follows the command's closing parenthesis in /proc/<pid>/stat (Linux only).
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
};

describe('scripts/lib/processes.mjs', () => {
  it('stops its children when the shell that started the script is gone', { timeout: 20_000 }, async () => {
    // A script that starts one long-lived child, prints the pids, and waits.
    const script = `import { startProcess } from ${JSON.stringify(PROCESSES)};
      const child = await startProcess(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { name: 'idle' });
      console.log(process.pid, child.pid);
      setInterval(() => {}, 1000);`;
    // The shell runs node as a child (not exec), as npm's does; a trailing command keeps it from exec'ing.
    const shell = spawn('sh', ['-c', `${JSON.stringify(process.execPath)} --input-type=module -e "$SCRIPT"; true`], {
      env: { ...process.env, SCRIPT: script },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pids = await new Promise<number[]>((resolve) => shell.stdout.once('data', (data: Buffer) => resolve(String(data).trim().split(' ').map(Number))));
    const [scriptPid = 0, childPid = 0] = pids;
    try {
      expect(alive(scriptPid) && alive(childPid)).toBe(true);
      shell.kill('SIGKILL');
      expect(await vi.waitUntil(() => !alive(childPid) && !alive(scriptPid), { timeout: 8_000, interval: 100 })).toBe(true);
    } finally {
      for (const pid of [scriptPid, childPid]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  });
});

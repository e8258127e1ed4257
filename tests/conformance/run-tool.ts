// Runs the conformance package's command as the backend team would (a child process; or the portal's
// `npm run conformance` wrapper) on a private copy of the bundled spec, so that a re-bundle by someone else
// meanwhile does not make Prism reload mid-run.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, run } from '../../scripts/lib/processes.mjs';

export interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

const made: string[] = [];

/** A fresh folder under the system's temp dir (removed by removeTempDirs). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A copy of dist/openapi.json (bundled first when missing). */
export async function specCopy(): Promise<string> {
  const bundled = join(ROOT, 'dist', 'openapi.json');
  if (!existsSync(bundled)) {
    const code = await run('node', [join(ROOT, 'codegen', 'bundle-spec.mjs')]);
    if (code !== 0) throw new Error(`bundling the spec failed (exit code ${code})`);
  }
  const copy = join(tempDir('conformance-spec-'), 'openapi.json');
  copyFileSync(bundled, copy);
  return copy;
}

/** The package's command (its `bin`), and the portal's `npm run conformance`, which gives it the bundled spec. */
export const TOOL = join(ROOT, 'packages', 'conformance', 'bin', 'conformance.mjs');
export const PORTAL_COMMAND = join(ROOT, 'scripts', 'conformance.mjs');

export function runTool(args: string[], { script = TOOL, timeoutMs = 100_000 }: { script?: string; timeoutMs?: number } = {}): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0', CONFORMANCE_TOKEN: '', CONFORMANCE_EMAIL: '', CONFORMANCE_PASSWORD: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    // SIGTERM lets the tool stop its Prism (processes.mjs forwards it to the process group).
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

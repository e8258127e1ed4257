// The QA scenario panel, its mock middleware and the app's restart are in the mock build only (`--mode mock`): a production
// build (`npm run build`) must carry none of their code. Builds for production once (about 15 s).
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SCENARIO_PANEL_ID } from '@/features/mock-scenarios/ScenarioPanel';
import { MOCK_OPERATIONS, MOCK_USERS } from '@/generated/mock-scenarios';
import { SCENARIO_STORAGE_KEY } from '@/lib/mock-scenario';

const ROOT = join(import.meta.dirname, '..', '..');
const outDir = mkdtempSync(join(tmpdir(), 'production-build-'));

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('npm run build', () => {
  it("leaves out the scenario panel, the scenario middleware, the app's restart and the mock's call table", { timeout: 180_000 }, async () => {
    await promisify(execFile)(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--logLevel', 'warn'], { cwd: ROOT });
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|css|html)$/.test(f));
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    // The panel's root id, the stored scenario's key (read by the middleware), a named user's summary and
    // the call table's first entry as the minifier writes it (the generated tables), the restart's global.
    const [firstCall] = MOCK_OPERATIONS;
    const markers = [SCENARIO_PANEL_ID, SCENARIO_STORAGE_KEY, MOCK_USERS[0]?.summary ?? '', `statuses:[${firstCall?.statuses.join(',')}],examples:[`, '__mockApp'];
    expect(markers.every((m) => m.length > 8)).toBe(true);
    const found = files.flatMap((file) => {
      const text = readFileSync(join(outDir, file), 'utf8');
      return markers.filter((m) => text.includes(m)).map((m) => `${file}: ${m}`);
    });
    expect(found).toEqual([]);
  });
});

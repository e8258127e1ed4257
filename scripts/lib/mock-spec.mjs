// The spec Prism serves to QA: the bundled one with its examples moved to the current month
// (codegen/lib/example-dates.mjs). The tests serve dist/openapi.json as written, on their pinned clock.
import { readFileSync, renameSync, watchFile, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { specWithExamplesMoved } from '../../codegen/lib/example-dates.mjs';
import { ROOT } from './processes.mjs';

const BUNDLED = join(ROOT, 'dist', 'openapi.json');
const MOVED = join(ROOT, 'dist', 'openapi.mock.json');

function writeMoved(now) {
  const { spec, shift } = specWithExamplesMoved(JSON.parse(readFileSync(BUNDLED, 'utf8')), now);
  // Prism watches the file: it must never read a half-written one.
  writeFileSync(`${MOVED}.tmp`, JSON.stringify(spec));
  renameSync(`${MOVED}.tmp`, MOVED);
  return shift;
}

/**
 * Writes dist/openapi.mock.json from dist/openapi.json with the examples moved to `now`'s month, and keeps it
 * so while dist/openapi.json is bundled again (Prism reloads it in turn). Resolves with its path and the move.
 */
export function movedMockSpec(now = new Date()) {
  const shift = writeMoved(now);
  watchFile(BUNDLED, { interval: 1000 }, () => {
    try {
      writeMoved(new Date());
    } catch {
      // A bundle being written: the next change writes it again.
    }
  }).unref();
  return { path: MOVED, shift };
}

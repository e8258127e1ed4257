import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/processes.mjs';

/**
 * The routes that rendered cleanly before (tests/routes/expected-passing.txt, one routes.txt line a
 * line): a listed route that fails or is no longer built fails the sweep, so a screen cannot quietly
 * regress to 404. `npm run test:routes -- --update-baseline` rewrites it from a run; add a section's
 * routes by hand when it is built.
 */
export const BASELINE_FILE = join(ROOT, 'tests', 'routes', 'expected-passing.txt');

const HEADER = [
  '# Routes of ../shared/checklists/routes.txt that pass the route sweep in every mode (static and dynamic data).',
  '# A listed route that fails or is not built fails `npm run test:routes`; a passing route not listed is reported as new.',
  "# Rewritten by `npm run test:routes -- --update-baseline` (only routes that passed); add a new section's routes by hand.",
];

export function parseBaseline(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

export function readBaseline(file = BASELINE_FILE): string[] {
  return existsSync(file) ? parseBaseline(readFileSync(file, 'utf8')) : [];
}

export function writeBaseline(routes: readonly string[], file = BASELINE_FILE): void {
  writeFileSync(file, `${[...HEADER, ...routes].join('\n')}\n`);
}

export type Status = 'pass' | 'not built' | 'fail';

export interface BaselineComparison {
  /** Listed routes that did not pass (failing, not built, or no longer in routes.txt): each fails the run. */
  regressed: string[];
  /** Passing routes the baseline does not list yet. */
  fresh: string[];
}

/** Compares one mode's results (routes.txt line → status) with the baseline. */
export function compareWithBaseline(results: Readonly<Record<string, Status>>, baseline: readonly string[]): BaselineComparison {
  const listed = new Set(baseline);
  return {
    regressed: baseline.filter((route) => results[route] !== 'pass').map((route) => `${route}: ${results[route] ?? 'not in routes.txt'}`),
    fresh: Object.entries(results)
      .filter(([route, status]) => status === 'pass' && !listed.has(route))
      .map(([route]) => route),
  };
}

/** The routes that passed in every mode, in routes.txt order: what `--update-baseline` writes. */
export function passingInEveryMode(report: Readonly<Record<string, Readonly<Record<string, Status>>>>): string[] {
  const modes = Object.values(report);
  if (!modes.length) return [];
  return Object.keys(modes[0]!).filter((route) => modes.every((results) => results[route] === 'pass'));
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/processes.mjs';

export interface RouteCase {
  /** The line of routes.txt. */
  listed: string;
  /** The URL visited, with placeholders filled. */
  url: string;
  /** For a redirect line, where it must end. */
  expect?: string;
  signedIn: boolean;
}

/** Placeholders of routes.txt filled with values the spec's examples use. */
const FILL: Record<string, string> = { '{id}': '1042', '{year}': '2026', '{product}': 'hr' };
const fill = (path: string) => path.replace(/\{[a-z]+\}/g, (p) => FILL[p] ?? '1');

/** Every screen URL of the specification's checklist, with whether it is visited signed in. */
export function routeCases(): RouteCase[] {
  const text = readFileSync(join(ROOT, '..', 'shared', 'checklists', 'routes.txt'), 'utf8');
  const cases: RouteCase[] = [];
  let signedIn = true;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('# Signed-out')) signedIn = false;
    if (!line || line.startsWith('#')) continue;
    const [from, to] = line.split('->').map((s) => s.trim());
    cases.push({ listed: line, url: fill(from!), expect: to ? fill(to) : undefined, signedIn: signedIn || Boolean(to && !to.startsWith('/404')) });
  }
  return cases;
}

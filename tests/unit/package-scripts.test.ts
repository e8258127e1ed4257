// Every file an npm script runs with `node <file>` exists: a script that names a missing file fails only when
// someone runs it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** The files of `node <file>` in each script of a package.json, as [script, file] pairs. */
function nodeFiles(scripts: Record<string, string>): [string, string][] {
  return Object.entries(scripts).flatMap(([name, command]) =>
    [...command.matchAll(/(?:^|[\s;&|(])node\s+((?:-{1,2}[\w-]+(?:=\S+)?\s+)*)([^\s;&|)]+)/g)].map((m): [string, string] => [name, m[2]!]),
  );
}

const manifests = ['package.json', 'packages/conformance/package.json'];

describe('npm scripts', () => {
  it('reads each node <file> of a command, its options skipped', () => {
    expect(nodeFiles({ a: 'node scripts/a.mjs --x', b: 'redocly lint x && node --no-warnings codegen/b.mjs && node c.mjs', c: 'vite build' })).toEqual([
      ['a', 'scripts/a.mjs'],
      ['b', 'codegen/b.mjs'],
      ['b', 'c.mjs'],
    ]);
  });

  for (const manifest of manifests) {
    it(`every node <file> of ${manifest}'s scripts exists`, () => {
      const { scripts = {}, bin = {} } = JSON.parse(readFileSync(join(ROOT, manifest), 'utf8')) as { scripts?: Record<string, string>; bin?: Record<string, string> };
      const dir = join(ROOT, manifest, '..');
      const files = [...nodeFiles(scripts), ...Object.entries(bin)];
      if (manifest === 'package.json') expect(files.length).toBeGreaterThan(10);
      const missing = files.filter(([, file]) => !existsSync(join(dir, file)));
      expect(missing).toEqual([]);
    });
  }
});

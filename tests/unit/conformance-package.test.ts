// The conformance package runs from its tarball alone (the backend team's `npx ./…tgz`): its code imports only
// Node's modules, its own packed files and its declared dependencies, and what it installs holds no React, Vite or
// browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const PACKAGE = join(ROOT, 'packages', 'conformance');

interface Manifest {
  name: string;
  files: string[];
  bin: Record<string, string>;
  dependencies?: Record<string, string>;
}
interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const manifest = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as Manifest;
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.mjs') ? [join(dir, e.name)] : []));

/** The module names a file imports (static, dynamic) or resolves. */
const specifiers = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|require\.resolve\(\s*)'([^']+)'/g)].map((m) => m[1]!);

/** Every package the lockfile installs for `from` (a lockfile key), found as Node finds them (nested first, then up). */
function installedTree(from: string): Set<string> {
  const found = new Set<string>();
  const visit = (at: string) => {
    const entry = lock.packages[at] ?? {};
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      let dir = at;
      let key: string | undefined;
      for (;;) {
        const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
        if (lock.packages[candidate]) {
          key = candidate;
          break;
        }
        if (!dir) break;
        const up = dir.lastIndexOf('/node_modules/');
        dir = up === -1 ? '' : dir.slice(0, up);
      }
      if (key && !found.has(key)) {
        found.add(key);
        visit(key);
      }
    }
  };
  visit(from);
  return found;
}

describe('the conformance package', () => {
  const files = sources(PACKAGE).filter((f) => !f.includes('node_modules'));
  const packed = (file: string) => manifest.files.some((entry) => relative(PACKAGE, file).startsWith(entry));

  it('imports only Node modules, its own packed files and its declared dependencies', () => {
    const declared = Object.keys(manifest.dependencies ?? {});
    const strays: string[] = [];
    for (const file of files.filter(packed)) {
      for (const spec of specifiers(file)) {
        if (spec.startsWith('node:')) continue;
        if (spec.startsWith('.')) {
          const target = resolve(dirname(file), spec);
          if (!existsSync(target) || !packed(target)) strays.push(`${relative(ROOT, file)} → ${spec}`);
        } else if (!declared.some((dep) => spec === dep || spec.startsWith(`${dep}/`))) strays.push(`${relative(ROOT, file)} → ${spec}`);
      }
    }
    expect(files.filter(packed).length).toBeGreaterThan(8);
    expect(strays).toEqual([]);
    for (const bin of Object.values(manifest.bin)) expect(packed(join(PACKAGE, bin)), bin).toBe(true);
  });

  it('installs Prism and what it needs, and no React, Vite or browser', () => {
    const tree = [...installedTree('packages/conformance')].map((key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(tree).toContain('@stoplight/prism-cli');
    expect(tree.filter((name) => /^(react|react-dom|vite|vitest|playwright(-core)?|puppeteer|chromium|@vitejs\/.*|@tanstack\/.*)$/.test(name))).toEqual([]);
    // About 190 packages against the portal's 500.
    expect(tree.length).toBeLessThan(250);
  });
});

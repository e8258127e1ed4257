// A temporary copy of the repository with synthetic section routes, to see whether more sections
// grow what the login and landing pages load.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { ROOT } from '../processes.mjs';

export const TEMPLATE_ROUTE = 'src/routes/_signedIn/_shell/rendszerhibak[.]html.tsx';
const TEMPLATE_PATH = '/_signedIn/_shell/rendszerhibak.html';
// Left out of the copy: dependencies (symlinked instead), history, and every build or run output.
const SKIP = new Set(['node_modules', '.git', 'dist', 'dist-app', 'test-results', 'bench-results', 'coverage', '.vite']);

/**
 * Copies the repository (without node_modules, which is symlinked) to a new temp dir and adds
 * `count` copies of the system error reports list route as bench-szakasz-N.html. Returns
 * {dir, routes, remove}; remove() is idempotent and synchronous, so it can run from an exit handler.
 */
export function makeSectionsCopy(count) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sections-'));
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    cpSync(ROOT, dir, {
      recursive: true,
      filter: (src) => {
        const rel = relative(ROOT, src);
        if (!rel) return true;
        const top = rel.split(sep)[0];
        return !SKIP.has(top) && !rel.endsWith('.log') && !/vite\.config\.ts\.timestamp-/.test(rel);
      },
    });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');

    const template = readFileSync(join(ROOT, TEMPLATE_ROUTE), 'utf8');
    if (!template.includes(`createFileRoute('${TEMPLATE_PATH}')`)) {
      throw new Error(`${TEMPLATE_ROUTE} no longer calls createFileRoute('${TEMPLATE_PATH}'); update scripts/lib/bench/sections.mjs.`);
    }
    const routes = [];
    for (let n = 1; n <= count; n++) {
      const routePath = `/_signedIn/_shell/bench-szakasz-${n}.html`;
      const file = `src/routes/_signedIn/_shell/bench-szakasz-${n}[.]html.tsx`;
      writeFileSync(join(dir, file), template.replace(`createFileRoute('${TEMPLATE_PATH}')`, `createFileRoute('${routePath}')`));
      routes.push({ file, routePath });
    }
    return { dir, routes, remove };
  } catch (err) {
    remove();
    throw err;
  }
}

/** Build inputs that differ between the repository and the copy (other than the synthetic routes and the generated route tree). */
export function changedSinceCopy(copyDir) {
  const changed = [];
  const walk = (rel) => {
    const a = join(ROOT, rel);
    const b = join(copyDir, rel);
    if (!existsSync(a) || !existsSync(b)) {
      if (!/bench-szakasz-\d+\[\.\]html\.tsx$/.test(rel)) changed.push(rel);
      return;
    }
    if (readdirSafe(a)) {
      const names = new Set([...readdirSafe(a), ...(readdirSafe(b) ?? [])]);
      for (const name of names) walk(join(rel, name));
      return;
    }
    if (rel === join('src', 'routeTree.gen.ts')) return;
    if (!readFileSync(a).equals(readFileSync(b))) changed.push(rel);
  };
  for (const rel of ['src', 'public', 'index.html', 'vite.config.ts', join('codegen', 'router-config.mjs')]) walk(rel);
  return changed;
}

function readdirSafe(path) {
  try {
    return readdirSync(path);
  } catch {
    return null;
  }
}

// A temporary copy of the repository in which every section of the site map is routed, to see
// whether routing all of them grows what the login and landing pages load.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { ROOT } from '../processes.mjs';

export const REGISTRY = 'src/sections/registry.ts';
const SITE_MAP = 'src/config/site-map.ts';
/** The declaration a synthetic section copies (its generated API, labels and rules), with its own id and title; its URLs come from its site-map entry. */
const TEMPLATE_SECTION = { module: './common/system-error-reports', name: 'systemErrorReportsSection' };
const LOADERS_START = /const loaders\b[^\n]*= \{\n/;
// Left out of the copy: dependencies (symlinked instead), history, and every build or run output.
const SKIP = new Set(['node_modules', '.git', 'dist', 'dist-app', 'test-results', 'bench-results', 'coverage', '.vite']);

/** Every site-map section with a URL base ({id, label, base, permission}), read from the copy's src/config/site-map.ts. */
async function siteMapSections(dir) {
  const source = readFileSync(join(dir, SITE_MAP), 'utf8');
  if (/^import (?!type)/m.test(source)) throw new Error(`${SITE_MAP} imports other modules now; update scripts/lib/bench/sections.mjs.`);
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  const file = join(dir, 'site-map.bench.mjs');
  writeFileSync(file, outputText);
  const siteMap = await import(pathToFileURL(file).href);
  return siteMap.allSections().flatMap((s) => {
    const base = siteMap.sectionBase(s);
    return base === undefined ? [] : [{ id: s.id, label: s.label, base, permission: s.permission }];
  });
}

/** The ids the registry loads already: the one-line entries of each module's `registry-entries.ts`, which the registry spreads. */
function registeredIds(dir) {
  const sections = join(dir, 'src', 'sections');
  const files = readdirSync(sections, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(sections, entry.name, 'registry-entries.ts')))
    .map((entry) => readFileSync(join(sections, entry.name, 'registry-entries.ts'), 'utf8'));
  if (!files.length) throw new Error('no src/sections/<module>/registry-entries.ts any more; update scripts/lib/bench/sections.mjs.');
  return new Set(files.flatMap((body) => [...body.matchAll(/^\s*'?([\w-]+)'?:\s*\(\)\s*=>/gm)].map((m) => m[1])));
}

const declaration = (s) => `import { defineSection } from '@/features/records/section';
import { ${TEMPLATE_SECTION.name} as template } from '${TEMPLATE_SECTION.module}';

// Synthetic (bench only): the ${s.id} section until its real declaration exists.
export const section = defineSection({
  ...template,
  id: ${JSON.stringify(s.id)},
  title: ${JSON.stringify(s.label)},
});
`;

/**
 * Copies the repository (without node_modules, which is symlinked) to a new temp dir and routes
 * every section of the site map there: each one the registry does not load yet gets a synthetic
 * declaration (src/sections/bench-<id>.ts) and its one registry line. Returns {dir, added,
 * registered, remove}; remove() is idempotent and synchronous, so it can run from an exit handler.
 */
export async function makeSectionsCopy() {
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

    const registry = readFileSync(join(dir, REGISTRY), 'utf8');
    if (registry.search(LOADERS_START) === -1) throw new Error(`${REGISTRY} has no \`const loaders … = {\` object any more; update scripts/lib/bench/sections.mjs.`);
    const registered = registeredIds(dir);
    const added = (await siteMapSections(dir)).filter((s) => !registered.has(s.id));
    for (const s of added) writeFileSync(join(dir, 'src', 'sections', `bench-${s.id}.ts`), declaration(s));
    const lines = added.map((s) => `  '${s.id}': () => import('./bench-${s.id}').then((m) => anySection(m.section)),\n`).join('');
    writeFileSync(
      join(dir, REGISTRY),
      registry.replace(LOADERS_START, (open) => open + lines),
    );
    return { dir, added, registered: [...registered], remove };
  } catch (err) {
    remove();
    throw err;
  }
}

/** Build inputs that differ between the repository and the copy (other than the synthetic sections, the registry and the generated route tree). */
export function changedSinceCopy(copyDir) {
  const changed = [];
  const walk = (rel) => {
    const a = join(ROOT, rel);
    const b = join(copyDir, rel);
    if (!existsSync(a) || !existsSync(b)) {
      if (!/bench-[\w-]+\.ts$|site-map\.bench\.mjs$/.test(rel)) changed.push(rel);
      return;
    }
    if (readdirSafe(a)) {
      const names = new Set([...readdirSafe(a), ...(readdirSafe(b) ?? [])]);
      for (const name of names) walk(join(rel, name));
      return;
    }
    if (rel === join('src', 'routeTree.gen.ts') || rel === REGISTRY.split('/').join(sep)) return;
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

// Gzip sizes of the built assets a page loaded, and the lazily loaded route chunks of a build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzCache = new Map();

/** gzip -9 size of a file, in bytes. */
export function gzSize(file) {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

export const isJs = (name) => name.endsWith('.js') || name.endsWith('.mjs');
export const isCss = (name) => name.endsWith('.css');

/**
 * Maps the asset paths a page loaded (`/assets/x.js`) to files in outDir and sums their gzip sizes,
 * separately for JS and CSS. A path with no file in outDir is listed under `missing`.
 */
export function sumAssets(outDir, paths) {
  const result = { js: { gz: 0, raw: 0, files: [] }, css: { gz: 0, raw: 0, files: [] }, missing: [] };
  for (const path of [...new Set(paths)].sort()) {
    const file = join(outDir, decodeURIComponent(path).replace(/^\/+/, ''));
    if (!existsSync(file)) {
      result.missing.push(path);
      continue;
    }
    const kind = isJs(path) ? result.js : isCss(path) ? result.css : null;
    if (!kind) continue;
    const gz = gzSize(file);
    kind.gz += gz;
    kind.raw += readFileSync(file).length;
    kind.files.push({ path, gz });
  }
  return result;
}

/**
 * Route chunks: every JS file in outDir/assets that the login page did not load (so it is only ever
 * loaded on demand), largest gzip size first.
 */
export function routeChunks(outDir, loginPaths) {
  const loaded = new Set(loginPaths.map((p) => p.replace(/^\/+/, '')));
  return readdirSync(join(outDir, 'assets'))
    .filter((name) => isJs(name) && !loaded.has(`assets/${name}`))
    .map((name) => ({ name, gz: gzSize(join(outDir, 'assets', name)) }))
    .sort((a, b) => b.gz - a.gz);
}

/** Per-file gzip differences between two asset sets (by file name without the content hash). */
export function assetDiff(before, after) {
  const key = (path) => path.replace(/^.*\//, '').replace(/-[A-Za-z0-9_-]{8}(\.\w+)$/, '$1');
  // Several chunks can share a name (two `_shell` chunks): sum them.
  const index = (files) => {
    const map = new Map();
    for (const f of files) map.set(key(f.path), (map.get(key(f.path)) ?? 0) + f.gz);
    return map;
  };
  const a = index(before);
  const b = index(after);
  const names = [...new Set([...a.keys(), ...b.keys()])].sort();
  return names
    .map((name) => ({ name, before: a.get(name) ?? 0, after: b.get(name) ?? 0 }))
    .map((d) => ({ ...d, delta: d.after - d.before }))
    .filter((d) => d.delta !== 0);
}

/** Lazily imported route modules (TanStack Router's split route components), from the build's .vite/manifest.json. */
export function routeModuleChunks(outDir) {
  const file = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && isJs(chunk.file))
    .map(([src, chunk]) => ({ name: chunk.file.replace(/^assets\//, ''), src: src.replace(/\?.*$/, ''), gz: gzSize(join(outDir, chunk.file)) }))
    .sort((a, b) => b.gz - a.gz);
}

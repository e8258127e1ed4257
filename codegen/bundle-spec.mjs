// @ts-check
// Bundles openapi/ into the self-contained dist/openapi.json that Prism, the backend team, the
// conformance run and codegen read. Redocly does the bundling; then the shared action templates of
// openapi/paths/_record-actions.yaml are made concrete under each record path: a copy per path,
// the operationId filled from `x-operation-id` ({Entity} from the nearest `x-entity` above the
// path) and the record's tags. The result declares every operationId exactly once.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deref } from './lib/spec.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'openapi.json');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** @param {any} doc */
export function concretiseTemplates(doc) {
  const paths = doc.paths;
  /** @param {any} item */
  const resolveItem = (item) => structuredClone(deref(doc, item));
  const entityBases = Object.keys(paths)
    .filter((p) => resolveItem(paths[p])?.['x-entity'])
    .sort((a, b) => b.length - a.length);
  for (const path of Object.keys(paths)) {
    const item = resolveItem(paths[path]);
    paths[path] = item;
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.['x-operation-id']) continue;
      const base = entityBases.find((b) => path.startsWith(b));
      if (!base) throw new Error(`${method.toUpperCase()} ${path}: a shared action needs an x-entity on a path above it`);
      const baseItem = resolveItem(paths[base]);
      const baseOp = METHODS.map((m) => baseItem[m]).find(Boolean);
      op.operationId = op['x-operation-id'].replace('{Entity}', baseItem['x-entity']);
      op.tags = baseOp?.tags ?? [];
      delete op['x-operation-id'];
    }
  }
  const seen = new Map();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      if (!item[method]) continue;
      const id = item[method].operationId;
      if (!id) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      if (seen.has(id)) throw new Error(`operationId ${id} is used by ${seen.get(id)} and ${method.toUpperCase()} ${path}`);
      seen.set(id, `${method.toUpperCase()} ${path}`);
    }
  }
  return doc;
}

/**
 * The bundled spec of the `openapi/` folder under `dir` (the working tree, or another version of it
 * written out elsewhere): Redocly's bundle, then the templates made concrete. Throws with Redocly's
 * report when the spec does not bundle.
 * @param {string} dir @returns {any}
 */
export function bundleSpec(dir) {
  const scratch = mkdtempSync(join(tmpdir(), 'spec-bundle-'));
  const raw = join(scratch, 'openapi.redocly.json');
  try {
    execFileSync(join(root, 'node_modules', '.bin', 'redocly'), ['bundle', 'openapi/openapi.yaml', '--config', 'openapi/redocly.yaml', '-o', raw], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return concretiseTemplates(JSON.parse(readFileSync(raw, 'utf8')));
  } catch (error) {
    // Redocly's own report says what is wrong with the spec; its chatter is only shown then.
    const stderr = /** @type {any} */ (error).stderr;
    throw new Error(stderr ? String(stderr) : String(error), { cause: error });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(dirname(out), { recursive: true });
  let doc;
  try {
    doc = bundleSpec(root);
  } catch (error) {
    process.stderr.write(/** @type {Error} */ (error).message);
    process.exit(1);
  }
  // Written aside and renamed into place: npm test runs steps side by side, and a step that bundles again
  // must never let another read a half-written file.
  const aside = `${out}.${process.pid}.tmp`;
  writeFileSync(aside, JSON.stringify(doc, null, 2) + '\n');
  renameSync(aside, out);
  console.log(`spec: wrote ${out.slice(root.length + 1)} (${Object.keys(doc.paths).length} paths)`);
}

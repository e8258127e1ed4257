// @ts-check
import { deref, listOperations } from './spec.mjs';

const SHAPES = [
  { action: 'list', method: 'get', suffix: '' },
  { action: 'create', method: 'post', suffix: '' },
  { action: 'get', method: 'get', suffix: '{id}/' },
  { action: 'update', method: 'put', suffix: '{id}/' },
  { action: 'update', method: 'patch', suffix: '{id}/' },
  { action: 'delete', method: 'delete', suffix: '{id}/' },
  { action: 'export', method: 'get', suffix: 'export/' },
  { action: 'all', method: 'get', suffix: 'mind/' },
];

const lower = (/** @type {string} */ s) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * One object per record (`x-entity`) naming its common-pattern calls by role, so the generic list,
 * form and panel screens take a record's API as one value: queries as query-option factories,
 * changes as mutation-option factories, downloads (export, preview) as fetchers.
 * @param {any} spec
 */
export function generateRecords(spec) {
  const ops = listOperations(spec);
  const bases = Object.entries(spec.paths)
    .filter(([, item]) => deref(spec, item)['x-entity'])
    .map(([path, item]) => ({ path, entity: deref(spec, item)['x-entity'] }))
    .sort((a, b) => b.path.length - a.path.length);
  /** @type {Map<string, string[]>} */
  const byTag = new Map();
  for (const base of [...bases].sort((a, b) => a.entity.localeCompare(b.entity))) {
    const tag = ops.find((o) => o.path === base.path)?.tag ?? 'untagged';
    if (!byTag.has(tag)) byTag.set(tag, []);
    const out = /** @type {string[]} */ (byTag.get(tag));
    const owned = ops.filter((o) => bases.find((b) => o.path.startsWith(b.path)) === base);
    const entries = [];
    for (const op of owned) {
      const raw = deref(spec, deref(spec, spec.paths[op.path])[op.method]);
      const action = raw['x-action'] ?? SHAPES.find((s) => s.method === op.method && op.path === base.path + s.suffix)?.action;
      if (!action || entries.some(([a]) => a === action)) continue;
      const kind = op.binary ? '' : op.mutation ? 'Mutation' : 'Query';
      entries.push([action, `${camel(op.tag)}.${op.operationId}${kind}`]);
    }
    out.push(
      `/** ${base.path} */`,
      `export const ${lower(base.entity)}Api = {`,
      `  entity: '${base.entity}',`,
      `  basePath: '${base.path}',`,
      ...entries.map(([action, ref]) => `  ${action}: ${ref},`),
      '} as const;',
      '',
    );
  }
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const [tag, lines] of byTag) {
    const body = lines.join('\n');
    const used = [...new Set([...body.matchAll(/\b([a-zA-Z]+)\.\w+(Query|Mutation)?,/g)].map((m) => m[1]))]
      .filter((name) => ops.some((o) => camel(o.tag) === name));
    const imports = used.sort().map((name) => `import * as ${name} from '../api/${ops.find((o) => camel(o.tag) === name)?.tag}';`);
    files.set(tag, [...imports, '', body].join('\n'));
  }
  return files;
}

const camel = (/** @type {string} */ tag) => tag.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

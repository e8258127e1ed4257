// @ts-check
/**
 * Which sections and screens use each call, read from the source (no TypeScript run):
 * - the generated record APIs (src/generated/records/*.ts: `partnerApi = { list: finance.listPartnersQuery, … }`)
 *   give each call its role, and a role its screen: list, export and filter options the list
 *   (`…/lista.html`), create the new screen (`…/uj.html`), everything else the details (`…/{id}.html`);
 * - the generated meta and list parameters give the calls their choosers load (`lookup.source`);
 * - a generated API function (`getSettingsQuery`, `exportCommutesCsv`) names its call;
 * - a section is its registry entry's file (src/sections/<module>/registry-entries.ts) and what it imports
 *   statically, a file route (a special screen among them) its file under src/routes/ (its address from the
 *   file name; named by the site map's entry at that address, if any).
 * Imports are followed statically only: a lazy `import()` is where another screen's code begins.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * @typedef {{ name: string; screens: string[] }} CallUser
 * @typedef {{ op: string; role?: string }} Use
 */

const GENERATED = 'src/generated';

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const read = (/** @type {string} */ path) => (existsSync(path) ? readFileSync(path, 'utf8') : '');
const lowerFirst = (/** @type {string} */ s) => s.charAt(0).toLowerCase() + s.slice(1);

/** The operationId a generated name stands for: `listPartnersQuery`, `createPartnerMutation`, `ListPartnersResult`… @param {Set<string>} ops @param {string} name */
export function operationOfName(ops, name) {
  for (const candidate of [name, name.replace(/(Query|Mutation|Variables|Result)$/, '')]) {
    if (ops.has(candidate)) return candidate;
    if (ops.has(lowerFirst(candidate))) return lowerFirst(candidate);
  }
  return undefined;
}

/** `export const Name = …` blocks of a generated file, by name. @param {string} text */
function exportBlocks(text) {
  /** @type {Map<string, string>} */
  const blocks = new Map();
  const parts = text.split(/^(?=export const |const )/m);
  for (const part of parts) {
    const match = /^(?:export )?const (\w+)/.exec(part);
    if (match?.[1]) blocks.set(match[1], part);
  }
  return blocks;
}

/**
 * What each generated name of src/generated/records, meta and list-params uses.
 * @param {string} root @param {Set<string>} ops @returns {Map<string, Use[]>} by `<module path>#<name>`
 */
function generatedUses(root, ops) {
  /** @type {Map<string, Use[]>} */
  const uses = new Map();
  for (const file of walk(join(root, GENERATED, 'records'))) {
    const blocks = exportBlocks(read(file));
    const key = `@/generated/records/${relative(join(root, GENERATED, 'records'), file).replace(/\.ts$/, '')}`;
    for (const [name, block] of blocks) {
      if (!/^export const \w+Api = \{/.test(block)) continue;
      /** @type {Use[]} */
      const list = [];
      for (const line of block.split('\n')) {
        const role = /^\s+(\w+): \w+\.(\w+),?$/.exec(line);
        const op = role?.[2] && operationOfName(ops, role[2]);
        if (role?.[1] && op) list.push({ op, role: role[1] });
        const actions = /^\s+actions: (\w+),?$/.exec(line);
        const actionBlock = actions?.[1] ? blocks.get(actions[1]) : undefined;
        for (const m of actionBlock?.matchAll(/mutation: \w+\.(\w+)/g) ?? []) {
          const id = m[1] && operationOfName(ops, m[1]);
          if (id) list.push({ op: id, role: 'action' });
        }
      }
      uses.set(`${key}#${name}`, list);
    }
  }
  for (const folder of ['meta', 'list-params']) {
    for (const file of walk(join(root, GENERATED, folder))) {
      const key = `@/generated/${folder}/${relative(join(root, GENERATED, folder), file).replace(/\.ts$/, '')}`;
      for (const [name, block] of exportBlocks(read(file))) {
        const list = [...block.matchAll(/"source":\s*"(\w+)"/g)].map((m) => m[1] ?? '').filter((op) => ops.has(op));
        if (list.length)
          uses.set(
            `${key}#${name}`,
            [...new Set(list)].map((op) => ({ op, role: 'lookup' })),
          );
      }
    }
  }
  return uses;
}

/**
 * @typedef {{ from: string; names: { imported: string; local: string }[]; namespace?: string; reexport: boolean; all: boolean }} ImportStatement
 */

/** The static imports and re-exports of a file. @param {string} text @returns {ImportStatement[]} */
export function importsOf(text) {
  /** @type {ImportStatement[]} */
  const out = [];
  const pattern = /^(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(pattern)) {
    const clause = m[3] ?? '';
    const from = m[4] ?? '';
    const reexport = m[1] === 'export';
    /** @type {ImportStatement} */
    const statement = { from, names: [], reexport, all: /^\*\s*$/.test(clause) };
    const namespace = /\*\s+as\s+(\w+)/.exec(clause);
    if (namespace?.[1]) statement.namespace = namespace[1];
    const braces = /\{([\s\S]*)\}/.exec(clause);
    for (const part of braces?.[1]?.split(',') ?? []) {
      const [imported, local] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (imported) statement.names.push({ imported, local: local ?? imported });
    }
    const byDefault = /^(\w+)\s*(,|$)/.exec(clause.trim());
    if (byDefault?.[1] && !reexport) statement.names.push({ imported: 'default', local: byDefault[1] });
    out.push(statement);
  }
  return out;
}

/** @param {string} root */
export function createUsageIndex(root, /** @type {Set<string>} */ ops) {
  const generated = generatedUses(root, ops);
  /** @type {Map<string, { text: string; imports: ImportStatement[] }>} */
  const files = new Map();

  /** @param {string} from @param {string} spec */
  const resolveImport = (from, spec) => {
    let base;
    if (spec.startsWith('@/')) base = join(root, 'src', spec.slice(2));
    else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
    else return undefined;
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base.replace(/\.js$/, '.ts')]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return undefined;
  };
  /** @param {string} path */
  const fileOf = (path) => {
    let file = files.get(path);
    if (!file) {
      const text = read(path);
      file = { text, imports: importsOf(text) };
      files.set(path, file);
    }
    return file;
  };
  /** The generated module an import names ('@/generated/api/hr', also when written relatively). @param {string} from @param {string} spec */
  const generatedModule = (from, spec) => {
    const path = resolveImport(from, spec);
    if (!path || !path.startsWith(join(root, GENERATED))) return undefined;
    return `@/generated/${relative(join(root, GENERATED), path).replace(/\.tsx?$/, '')}`;
  };

  /**
   * The calls a file uses itself (not through another source file), given the text that uses them.
   * @param {string} path @param {string} [text] a part of the file (one export) instead of all of it
   * @returns {Use[]}
   */
  const ownUses = (path, text) => {
    const file = fileOf(path);
    const body = text ?? file.text;
    /** @type {Use[]} */
    const list = [];
    for (const statement of file.imports) {
      const module = generatedModule(path, statement.from);
      if (!module) continue;
      const isApi = module.startsWith('@/generated/api/');
      if (statement.namespace && isApi) {
        for (const m of body.matchAll(new RegExp(`\\b${statement.namespace}\\.(\\w+)`, 'g'))) {
          const op = m[1] && operationOfName(ops, m[1]);
          if (op) list.push({ op });
        }
      }
      for (const { imported, local } of statement.names) {
        if (text !== undefined && !new RegExp(`\\b${local}\\b`).test(body)) continue;
        if (isApi) {
          const op = operationOfName(ops, imported);
          if (op) list.push({ op });
        } else list.push(...(generated.get(`${module}#${imported}`) ?? []));
      }
    }
    return list;
  };

  /** Every call a file reaches through its static imports. @param {string} start @param {string} [part] @returns {Use[]} */
  const closure = (start, part) => {
    /** @type {Use[]} */
    const list = [...ownUses(start, part)];
    const seen = new Set([start]);
    /** @type {string[]} */
    const queue = [];
    for (const statement of fileOf(start).imports) {
      if (part !== undefined && !statement.names.some(({ local }) => new RegExp(`\\b${local}\\b`).test(part)) && !statement.all) continue;
      const next = resolveImport(start, statement.from);
      if (next && !next.startsWith(join(root, GENERATED)) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
    while (queue.length) {
      const path = /** @type {string} */ (queue.shift());
      list.push(...ownUses(path));
      for (const statement of fileOf(path).imports) {
        const next = resolveImport(path, statement.from);
        if (next && !next.startsWith(join(root, GENERATED)) && !seen.has(next) && /\.tsx?$/.test(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return list;
  };

  /** An export of a module as a starting point: its own file's definition, or the file it re-exports it from. @param {string} path @param {string} name @returns {Use[]} */
  const exportClosure = (path, name) => {
    const { text, imports } = fileOf(path);
    for (const statement of imports) {
      if (statement.reexport && statement.names.some((n) => n.local === name)) {
        const next = resolveImport(path, statement.from);
        return next ? exportClosure(next, statement.names.find((n) => n.local === name)?.imported ?? name) : [];
      }
    }
    const start = text.search(new RegExp(`^export (const|function) ${name}\\b`, 'm'));
    if (start < 0) return closure(path);
    const rest = text.slice(start + 1);
    const end = rest.search(/^export /m);
    return closure(path, end < 0 ? text.slice(start) : text.slice(start, start + 1 + end));
  };

  return { closure, exportClosure, fileOf, resolveImport };
}

/** The site map's addresses and labels by id. @param {string} root */
function screenAddresses(root) {
  /** @type {Map<string, { label?: string; path: string }>} */
  const byId = new Map();
  const siteMap = read(join(root, 'src/config/site-map.ts'));
  for (const m of siteMap.matchAll(/id:\s*'([\w-]+)',\s*label:\s*'([^']*)',\s*(?:(?!\bid:)[^{}]){0,200}?path:\s*'([^']+)'/g)) {
    if (m[1] && m[3] && !byId.has(m[1])) byId.set(m[1], { label: m[2], path: m[3] });
  }
  return byId;
}

/** A file route's address from its name under src/routes/ (TanStack Router's conventions). @param {string} file */
export function routeAddress(file) {
  const parts = file
    .replace(/\.(lazy\.)?tsx?$/, '')
    .split('/')
    .filter((p) => !p.startsWith('_') && p !== 'index' && p !== '__root' && p !== 'route')
    .map((p) =>
      p
        .replace(/\[\.\]/g, '.')
        .replace(/\{\$(\w+)\}/g, '{$1}')
        .replace(/^\$$/, '*')
        .replace(/^\$(\w+)$/, '{$1}'),
    );
  return `/${parts.join('/')}`;
}

/**
 * What a route reaches through its module's lazy import (`storeScreens` of src/app/special-screens/lazy.ts): the
 * exports it names, `screens.loadOwnBasket` and `lazyRouteComponent(storeScreens, 'OwnBasketRoute')`, each read from its own definition.
 * @param {ReturnType<typeof createUsageIndex>} index @param {string} file @returns {Use[]}
 */
function lazyScreenUses(index, file) {
  const { text, imports } = index.fileOf(file);
  /** @type {Use[]} */
  const list = [];
  for (const statement of imports) {
    const lazyFile = index.resolveImport(file, statement.from);
    if (!lazyFile) continue;
    for (const { local } of statement.names) {
      const target = index.fileOf(lazyFile).text.match(new RegExp(`export const ${local} = \\(\\) => import\\('([^']+)'\\)`))?.[1];
      const module = target && index.resolveImport(lazyFile, target);
      if (!module) continue;
      const names = new Set([...text.matchAll(/\bscreens\.(\w+)/g), ...text.matchAll(new RegExp(`lazyRouteComponent\\(${local},\\s*'(\\w+)'`, 'g'))].map((m) => m[1]));
      for (const exported of names) if (exported) list.push(...index.exportClosure(module, exported));
    }
  }
  return list;
}

const SCREEN_OF_ROLE = /** @type {Record<string, 'list' | 'new'>} */ ({ list: 'list', export: 'list', filterOptions: 'list', all: 'list', create: 'new' });

/**
 * For each call, the sections and screens of the source under `root` that use it.
 * @param {string} root @param {Set<string>} ops @returns {Map<string, CallUser[]>}
 */
export function callUsers(root, ops) {
  const index = createUsageIndex(root, ops);
  const addresses = screenAddresses(root);
  /** @type {Map<string, Map<string, Set<string>>>} */
  const byOp = new Map();
  /** @param {string} op @param {string} name @param {string[]} screens */
  const add = (op, name, screens) => {
    const users = byOp.get(op) ?? new Map();
    byOp.set(op, users);
    const set = users.get(name) ?? new Set();
    users.set(name, set);
    for (const s of screens) set.add(s);
  };

  for (const file of walk(join(root, 'src/sections')).filter((f) => f.endsWith('registry-entries.ts'))) {
    const text = read(file);
    for (const m of text.matchAll(/'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('([^']+)'\)\.then\(\(m\)\s*=>\s*anySection\(m\.(\w+)(?:\([^)]*\))?\)\)/g)) {
      const [, id = '', spec = '', exported = ''] = m;
      const path = index.resolveImport(file, spec);
      if (!path) continue;
      const entry = addresses.get(id);
      const base = entry?.path.replace(/\/lista\.html$/, '');
      const name = `${entry?.label ?? id} (section ${id})`;
      const screens = base ? { list: `${base}/lista.html`, new: `${base}/uj.html`, details: `${base}/{id}.html` } : undefined;
      for (const use of index.exportClosure(path, exported)) {
        const screen = use.role === undefined || use.role === 'lookup' ? undefined : (SCREEN_OF_ROLE[use.role] ?? 'details');
        add(use.op, name, screens ? (screen ? [screens[screen]] : Object.values(screens)) : []);
      }
    }
  }

  const routes = join(root, 'src/routes');
  for (const file of walk(routes).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
    const address = routeAddress(relative(routes, file));
    const entry = [...addresses].find(([, screen]) => screen.path === address);
    const name = entry ? `${entry[1].label ?? entry[0]} (screen ${entry[0]})` : `route ${address}`;
    for (const use of [...index.closure(file), ...lazyScreenUses(index, file)]) add(use.op, name, [address]);
  }

  /** @type {Map<string, CallUser[]>} */
  const result = new Map();
  for (const [op, users] of byOp) {
    result.set(
      op,
      [...users].map(([name, screens]) => ({ name, screens: [...screens].sort() })).sort((a, b) => a.name.localeCompare(b.name)),
    );
  }
  return result;
}

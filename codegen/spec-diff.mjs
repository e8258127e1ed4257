// @ts-check
// `npm run spec:diff -- --base <git ref> [--head <git ref>] [--json] [--out FILE]`: what changed in the
// contract between the spec of a git ref and the working tree's (or another ref's), each change marked
// breaking or not, with the sections and screens that use each changed call. Exits 1 on a breaking
// change unless info.version's major rose, 2 when it cannot run.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bundleSpec } from './bundle-spec.mjs';
import { listOperations } from './lib/spec.mjs';
import { compareSpecs } from './spec-diff/compare.mjs';
import { formatReport } from './spec-diff/report.mjs';
import { callUsers } from './spec-diff/usage.mjs';

const SPEC_DIR = 'openapi';

/** The `openapi/` folder of a git ref, written out under a new temporary folder (returned). @param {string} repo @param {string} ref */
export function checkoutSpec(repo, ref) {
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync('git', args, { cwd: repo, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  const dir = mkdtempSync(join(tmpdir(), 'spec-diff-'));
  const files = git('ls-tree', '-r', '-z', '--name-only', ref, '--', SPEC_DIR).toString('utf8').split('\0').filter(Boolean);
  if (!files.length) throw new Error(`${ref} has no ${SPEC_DIR}/ folder`);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), git('show', `${ref}:${file}`));
  }
  return dir;
}

/** @param {string} repo @param {string | undefined} ref the working tree when undefined */
function specOf(repo, ref) {
  if (ref === undefined) return bundleSpec(repo);
  const dir = checkoutSpec(repo, ref);
  try {
    return bundleSpec(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The report and its exit code.
 * @param {{ repo: string; base: string; head?: string; json?: boolean }} options
 */
export function specDiff({ repo, base, head, json }) {
  const before = specOf(repo, base);
  const after = specOf(repo, head);
  const result = compareSpecs(before, after);
  const ops = new Set([...listOperations(before), ...listOperations(after)].map((o) => o.operationId));
  const changed = new Set(result.changes.map((c) => c.operationId));
  const users = new Map([...callUsers(repo, ops)].filter(([op]) => changed.has(op)));
  const failed = result.changes.some((c) => c.breaking) && !result.majorRaised;
  const text = json
    ? JSON.stringify({ ...result, changes: result.changes.map((c) => ({ ...c, usedBy: users.get(c.operationId) ?? [] })) }, null, 2)
    : formatReport(result, users, { base, head: head ?? 'working tree' });
  return { text, code: failed ? 1 : 0, result };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      head: { type: 'string' },
      json: { type: 'boolean', default: false },
      out: { type: 'string' },
      repo: { type: 'string', default: resolve(dirname(fileURLToPath(import.meta.url)), '..') },
    },
  });
  if (!values.base) {
    console.error('usage: npm run spec:diff -- --base <git ref> [--head <git ref>] [--json] [--out FILE]');
    process.exit(2);
  }
  try {
    const { text, code } = specDiff({ repo: values.repo, base: values.base, head: values.head, json: values.json });
    if (values.out) writeFileSync(values.out, `${text}\n`);
    console.log(text);
    process.exit(code);
  } catch (error) {
    console.error(`spec:diff: ${/** @type {Error} */ (error).message}`);
    process.exit(2);
  }
}

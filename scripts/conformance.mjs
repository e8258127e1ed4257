// @ts-check
// `npm run conformance -- --target <base URL> [--token <token> | --email <e> --password <p>]
//                         [--only opId,opId] [--out <dir>] [--junit <file>] [--html <file>] [--negative]`
//
// Contract conformance of a live backend: runs the spec's GETs against it through Prism's
// validation proxy (`prism proxy dist/openapi.json <target> --errors`) and reports, per operation,
// pass, violation (each offending field with Prism's message) or skipped (with why). Downloads are
// fetched from the target directly (the proxy corrupts binary bodies). Nothing but GETs is sent,
// except the login call when --email/--password are given, and, with --negative only, requests the
// spec forbids (writes included), each of which must be refused with a 400 field map naming the
// field (lib/conformance/negative.mjs). Writes <out>/conformance.md and <out>/conformance.json
// (default out: test-results/conformance/), and a JUnit XML and an HTML report when asked.
// Exit code: 0 conforms, 1 violations (or calls without a checkable answer), 2 could not run.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT, run, stopAll } from './lib/processes.mjs';
import { startProxy } from './lib/conformance/prism-proxy.mjs';
import { SetupError, runConformance } from './lib/conformance/run.mjs';
import { summarise, summaryLine, violationBlocks, writeReport } from './lib/conformance/report.mjs';
import { htmlReport, junitReport } from './lib/conformance/formats.mjs';
import { loadSpec, newestMtime, operations } from './lib/conformance/spec.mjs';

const USAGE = `Usage: npm run conformance -- --target <base URL> [options]

  --target <url>        the backend to check, e.g. https://staging.example/ (required)
  --token <token>       sent as "Authorization: Token <token>" (or CONFORMANCE_TOKEN)
  --email <e> --password <p>
                        log in with POST /api/rest-auth/login/ and use the key it returns
                        (or CONFORMANCE_EMAIL / CONFORMANCE_PASSWORD)
  --only <id,id,...>    only these operationIds
  --out <dir>           where conformance.md and conformance.json go
                        (default test-results/conformance/)
  --junit <file>        also write a JUnit XML report (one test case per operation and check)
  --html <file>         also write an HTML report for a person to read
  --negative            also send requests the spec forbids (each required field missing, a wrong
                        type, an unknown enum value; query parameters and JSON bodies) straight to
                        the target, and expect each refused with a 400 field map naming the field.
                        These include WRITES (POST, PUT, PATCH, DELETE) that a conforming server
                        refuses but a broken one may store: use a test server, never production.
  --spec <file>         the bundled spec (default dist/openapi.json, re-bundled when openapi/ is newer)
  --concurrency <n>     calls at a time (default 4)
  --timeout <ms>        per call (default 30000)
  --verbose             echo Prism's log

Without --negative only GETs are sent (and the login). Exit code: 0 conforms, 1 violations or calls without an answer, 2 could not run.`;

function parseArgs(argv) {
  const opts = { out: join(ROOT, 'test-results', 'conformance'), concurrency: 4, timeout: 30000, verbose: false, negative: false };
  const valued = new Set(['target', 'token', 'email', 'password', 'only', 'out', 'spec', 'concurrency', 'timeout', 'junit', 'html']);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return { help: true };
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new SetupError(`unexpected argument: ${arg}`);
    const [, name, inline] = m;
    if (name === 'verbose' || name === 'negative') {
      opts[name] = true;
      continue;
    }
    if (!valued.has(name)) throw new SetupError(`unknown option --${name}`);
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new SetupError(`--${name} needs a value`);
    opts[name] = value;
  }
  opts.token ??= process.env.CONFORMANCE_TOKEN || undefined;
  opts.email ??= process.env.CONFORMANCE_EMAIL || undefined;
  opts.password ??= process.env.CONFORMANCE_PASSWORD || undefined;
  if (!opts.target) throw new SetupError('--target <base URL> is required');
  try {
    const u = new URL(opts.target);
    if (!/^https?:$/.test(u.protocol)) throw new Error();
  } catch {
    throw new SetupError(`--target must be an http(s) URL, not ${opts.target}`);
  }
  if (opts.token && opts.email) throw new SetupError('give either --token or --email/--password, not both');
  if (opts.email && !opts.password) throw new SetupError('--email needs --password');
  if (opts.password && !opts.email) throw new SetupError('--password needs --email');
  opts.only = opts.only
    ? String(opts.only)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;
  opts.concurrency = Math.max(1, Number.parseInt(String(opts.concurrency), 10) || 4);
  opts.timeout = Math.max(1000, Number.parseInt(String(opts.timeout), 10) || 30000);
  opts.out = resolve(opts.out);
  if (opts.junit) opts.junit = resolve(opts.junit);
  if (opts.html) opts.html = resolve(opts.html);
  return opts;
}

function writeFile(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** dist/openapi.json, bundled first when missing or older than openapi/ (or the bundler). */
async function bundledSpec() {
  const file = join(ROOT, 'dist', 'openapi.json');
  const sources = Math.max(newestMtime(join(ROOT, 'openapi')), statSync(join(ROOT, 'codegen', 'bundle-spec.mjs')).mtimeMs);
  if (existsSync(file) && statSync(file).mtimeMs >= sources) return file;
  console.log(existsSync(file) ? 'dist/openapi.json is older than openapi/; bundling ...' : 'dist/openapi.json is missing; bundling ...');
  const code = await run('node', [join(ROOT, 'codegen', 'bundle-spec.mjs')]);
  if (code !== 0) {
    if (!existsSync(file)) throw new SetupError(`spec bundling failed (exit code ${code})`);
    console.warn(`spec bundling failed (exit code ${code}); using the existing dist/openapi.json`);
  }
  return file;
}

/** null when the target answers HTTP at all (a GET of its root), else why not. */
async function reachable(target, token) {
  const headers = { 'Accept-Language': 'hu-HU', ...(token ? { Authorization: `Token ${token}` } : {}) };
  try {
    const res = await fetch(target, { headers, redirect: 'manual', signal: AbortSignal.timeout(10000) });
    await res.body?.cancel();
    return null;
  } catch (err) {
    return err.cause?.message ?? err.message;
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.help) {
    console.log(USAGE);
    return 0;
  }
  const specFile = opts.spec ? resolve(opts.spec) : await bundledSpec();
  if (!existsSync(specFile)) throw new SetupError(`spec not found: ${specFile}`);

  // Prism and this run read one private copy: Prism reloads its document when the file changes,
  // and a re-bundle meanwhile must not do that mid-run.
  const work = mkdtempSync(join(tmpdir(), 'conformance-'));
  const specCopy = join(work, 'openapi.json');
  const removeWork = () => rmSync(work, { recursive: true, force: true });
  process.once('exit', removeWork); // also after a Ctrl-C
  try {
    copyFileSync(specFile, specCopy);
    return await check(opts, specFile, specCopy);
  } finally {
    removeWork();
  }
}

async function check(opts, specFile, specCopy) {
  const spec = loadSpec(specCopy);
  const prismVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules', '@stoplight', 'prism-cli', 'package.json'), 'utf8')).version;

  if (opts.only) {
    const known = new Set(operations(spec).map((op) => op.operationId));
    const unknown = opts.only.filter((id) => !known.has(id));
    if (unknown.length) throw new SetupError(`--only: no such operationId in the spec: ${unknown.join(', ')}`);
  }
  const specName = relative(ROOT, specFile).startsWith('..') ? specFile : relative(ROOT, specFile);

  const unreachable = await reachable(opts.target, opts.token);
  if (unreachable) throw new SetupError(`target ${opts.target} does not answer: ${unreachable}`);

  const startedAt = new Date();
  console.log(`Conformance of ${opts.target} against ${specName} through Prism ${prismVersion}'s proxy ...`);
  let proxy;
  try {
    proxy = await startProxy({ spec: specCopy, target: opts.target, log: opts.verbose ? (l) => console.log(`[prism] ${l}`) : false });
    const { auth, results, negative } = await runConformance({
      spec,
      proxyUrl: proxy.url,
      target: opts.target,
      token: opts.token,
      email: opts.email,
      password: opts.password,
      only: opts.only,
      negative: opts.negative,
      concurrency: opts.concurrency,
      timeoutMs: opts.timeout,
      log: (l) => console.log(`  ${l}`),
    });
    const summary = summarise(results);
    const report = {
      target: opts.target,
      spec: specName,
      specOperations: operations(spec).length,
      only: opts.only,
      prismVersion,
      auth: auth === 'token' ? '--token' : auth === 'login' ? `login as ${opts.email}` : 'nothing (no credentials given)',
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
      summary,
      results,
      negative: negative ? { summary: summarise(negative), results: negative } : undefined,
    };
    const files = writeReport(opts.out, report);
    if (opts.junit) writeFile(opts.junit, junitReport(report));
    if (opts.html) writeFile(opts.html, htmlReport(report));
    writeFileSync(join(opts.out, 'prism-proxy.log'), `${proxy.output().join('\n')}\n`);

    console.log('');
    for (const line of violationBlocks(results)) console.log(line);
    for (const r of results.filter((x) => x.outcome === 'error')) console.log(`! ${r.operationId}  ${r.method} ${r.path}: ${r.reason}`);
    if (summary.violations || summary.errors) console.log('');
    const neg = report.negative?.summary;
    if (negative) {
      for (const line of violationBlocks(negative)) console.log(line);
      for (const r of negative.filter((x) => x.outcome === 'error')) console.log(`! ${r.operationId}  ${r.method} ${r.path}: ${r.reason}`);
      if (neg?.violations || neg?.errors) console.log('');
    }
    console.log(`Conformance: ${summaryLine(summary)}.`);
    if (neg) console.log(`Negative (forbidden requests refused?): ${summaryLine(neg)}.`);
    const shown = (f) => relative(process.cwd(), f) || f;
    console.log(`Report: ${[shown(files.md), 'conformance.json', opts.junit && shown(opts.junit), opts.html && shown(opts.html)].filter(Boolean).join(', ')}`);
    const failed = summary.violations || summary.errors || neg?.violations || neg?.errors;
    console.log(failed ? 'FAIL' : 'PASS');
    return failed ? 1 : 0;
  } finally {
    await proxy?.stop();
  }
}

main()
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  })
  .catch(async (err) => {
    console.error(err instanceof SetupError ? `conformance: ${err.message}` : err);
    if (err instanceof SetupError && /required|unknown option|unexpected argument|needs/.test(err.message)) console.error(`\n${USAGE}`);
    await stopAll();
    process.exit(2);
  });

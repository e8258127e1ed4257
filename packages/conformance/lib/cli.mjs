// @ts-check
// The command line of the conformance check: `tankeruleti-conformance --spec openapi.json --target <base URL> …`
// (bin/conformance.mjs), and the portal's `npm run conformance` (scripts/conformance.mjs, which gives the
// bundled spec as the default --spec).
//
// Contract conformance of a live backend: runs the spec's GETs against it through Prism's validation proxy
// (`prism proxy <spec> <target> --errors`) and reports, per operation, pass, violation (each offending field with
// Prism's message) or skipped (with why). Downloads are fetched from the target directly (the proxy corrupts
// binary bodies). Nothing but GETs is sent, except the login call when --email/--password are given, and, with
// --negative only, requests the spec forbids (writes included), each of which must be refused with a 400 field
// map naming the field (negative.mjs). Writes <out>/conformance.md and <out>/conformance.json, and a JUnit XML
// and an HTML report when asked. Exit code: 0 conforms, 1 violations (or calls without a checkable answer),
// 2 could not run.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { htmlReport, junitReport } from './formats.mjs';
import { startProxy } from './prism-proxy.mjs';
import { prismCli } from './prism.mjs';
import { stopAll } from './processes.mjs';
import { summarise, summaryLine, violationBlocks, writeReport } from './report.mjs';
import { SetupError, runConformance } from './run.mjs';
import { loadSpec, operations } from './spec.mjs';

/** A mistake in the arguments: the usage follows the message. */
class UsageError extends SetupError {}

const usage = (command, specDefault) => `Usage: ${command} --target <base URL> [options]

  --target <url>        the backend to check, e.g. https://staging.example/ (required)
  --spec <file>         the bundled OpenAPI document (JSON)${specDefault ? ` (default ${specDefault})` : ' (required)'}
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
  --concurrency <n>     calls at a time (default 4)
  --timeout <ms>        per call (default 30000)
  --verbose             echo Prism's log

Without --negative only GETs are sent (and the login). Exit code: 0 conforms, 1 violations or calls without an answer, 2 could not run.`;

const OPTIONS = /** @type {const} */ ({
  target: { type: 'string' },
  spec: { type: 'string' },
  token: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  only: { type: 'string' },
  out: { type: 'string' },
  junit: { type: 'string' },
  html: { type: 'string' },
  concurrency: { type: 'string' },
  timeout: { type: 'string' },
  negative: { type: 'boolean', default: false },
  verbose: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
});

/** The options of a run, or `{ help: true }`. */
function options(argv) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (values.help) return { help: true };
  const token = values.token ?? (process.env.CONFORMANCE_TOKEN || undefined);
  const email = values.email ?? (process.env.CONFORMANCE_EMAIL || undefined);
  const password = values.password ?? (process.env.CONFORMANCE_PASSWORD || undefined);
  const target = values.target;
  if (!target) throw new UsageError('--target <base URL> is required');
  try {
    const u = new URL(target);
    if (!/^https?:$/.test(u.protocol)) throw new Error();
  } catch {
    throw new SetupError(`--target must be an http(s) URL, not ${target}`);
  }
  if (token && email) throw new UsageError('give either --token or --email/--password, not both');
  if (email && !password) throw new UsageError('--email needs --password');
  if (password && !email) throw new UsageError('--password needs --email');
  const whole = (value, fallback, least) => Math.max(least, Number.parseInt(String(value ?? fallback), 10) || fallback);
  return {
    help: false,
    target,
    spec: values.spec === undefined ? undefined : resolve(values.spec),
    token,
    email,
    password,
    only: values.only
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    out: resolve(values.out ?? join('test-results', 'conformance')),
    junit: values.junit === undefined ? undefined : resolve(values.junit),
    html: values.html === undefined ? undefined : resolve(values.html),
    concurrency: whole(values.concurrency, 4, 1),
    timeout: whole(values.timeout, 30000, 1000),
    negative: values.negative,
    verbose: values.verbose,
  };
}

function writeFile(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
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

/**
 * Runs the check with the command line's arguments; resolves with the exit code (0, 1 or 2) once every
 * process it started has stopped.
 * @param {string[]} argv
 * @param {{ command?: string, defaultSpec?: { name: string, file: () => Promise<string> } }} [setup]
 *   command: how the usage names the command; defaultSpec: the spec when --spec is not given (the portal's bundle).
 * @returns {Promise<number>}
 */
export async function main(argv, { command = 'tankeruleti-conformance', defaultSpec } = {}) {
  const help = usage(command, defaultSpec?.name);
  try {
    const opts = options(argv);
    if (opts.help) {
      console.log(help);
      return 0;
    }
    if (!opts.spec && !defaultSpec) throw new UsageError('--spec <file> is required (the bundled OpenAPI document, JSON)');
    const specFile = opts.spec ?? (await defaultSpec.file());
    if (!existsSync(specFile)) throw new SetupError(`spec not found: ${specFile}`);
    return await withSpecCopy(specFile, (copy) => check(opts, specFile, copy));
  } catch (err) {
    console.error(err instanceof SetupError ? `conformance: ${err.message}` : err);
    if (err instanceof UsageError) console.error(`\n${help}`);
    return 2;
  } finally {
    await stopAll();
  }
}

/** Prism and this run read one private copy: Prism reloads its document when the file changes, and a re-bundle meanwhile must not do that mid-run. */
async function withSpecCopy(specFile, fn) {
  const work = mkdtempSync(join(tmpdir(), 'conformance-'));
  const removeWork = () => rmSync(work, { recursive: true, force: true });
  process.once('exit', removeWork); // also after a Ctrl-C
  try {
    const copy = join(work, 'openapi.json');
    copyFileSync(specFile, copy);
    return await fn(copy);
  } finally {
    removeWork();
  }
}

async function check(opts, specFile, specCopy) {
  let spec;
  try {
    spec = loadSpec(specCopy);
  } catch (err) {
    throw new SetupError(`the spec ${specFile} is not a JSON document: ${err.message}`);
  }
  const prismVersion = prismCli().version;

  if (opts.only) {
    const known = new Set(operations(spec).map((op) => op.operationId));
    const unknown = opts.only.filter((id) => !known.has(id));
    if (unknown.length) throw new SetupError(`--only: no such operationId in the spec: ${unknown.join(', ')}`);
  }
  const specName = relative(process.cwd(), specFile).startsWith('..') ? specFile : relative(process.cwd(), specFile);

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

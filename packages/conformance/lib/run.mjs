// @ts-check
// Runs the spec's GETs against a live server through Prism's validation proxy and collects, per
// operation, whether it conforms. Order: every list GET (plainly, then with all its query filters
// set from the spec), then the GETs with path parameters, with ids taken from the list answers.
// Non-GET calls are never sent (a live server's data must not change); the login call is the one
// exception, and only when --email/--password are given. With `negative` (--negative only), the
// forbidden requests of negative.mjs follow, writes among them.
import { declaresHeader, exampleValue, isDownload, isListGet, operations, optionalQueryCount, pathParamNames, queryString, statusDeclared } from './spec.mjs';
import { describeDiagnostic, headerDiagnostics, prismProblem } from './prism-proxy.mjs';
import { send } from './http.mjs';
import { runNegative } from './negative.mjs';

export const WRITE_SKIP = 'writes data; not run against a live server';
const LOGIN_PATH = '/api/rest-auth/login/';

/**
 * @typedef {{ where: string, field: string, code?: string, message: string, severity: string, location: string[] }} Violation
 * @typedef {{ label: string, via: 'prism-proxy' | 'direct', request: string, status?: number, upstreamStatus?: number,
 *   contentType?: string, ms?: number, violations: Violation[], warnings: Violation[], error?: string, skip?: string,
 *   note?: string, replaced?: boolean, body?: unknown, answer?: string, requestBody?: string, check?: string, field?: string }} Call
 * @typedef {{ operationId: string, method: string, path: string, kind: string, outcome: 'pass' | 'violation' | 'skipped' | 'error',
 *   reason?: string, calls: Call[] }} Result
 */

class SetupError extends Error {}
export { SetupError };

/** Runs `fn` over the items with at most `limit` at a time, keeping their order in the answer. */
export async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

const ANSWER_LIMIT = 4000;
const excerpt = (text) => (text.length > ANSWER_LIMIT ? `${text.slice(0, ANSWER_LIMIT)}… (${text.length} characters)` : text);

const mediaType = (ct) => (ct ?? '').split(';')[0].trim().toLowerCase();
const mediaMatches = (got, declared) => {
  const [gt, gs] = mediaType(got).split('/');
  const [dt, ds] = mediaType(declared).split('/');
  return (dt === '*' || dt === gt) && (ds === '*' || ds === gs);
};

/**
 * @param {{ spec: any, proxyUrl: string, target: string, token?: string, email?: string, password?: string,
 *   only?: string[], negative?: boolean, concurrency?: number, timeoutMs?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ auth: string, results: Result[], negative?: Result[] }>}
 */
export async function runConformance(options) {
  const { spec, proxyUrl, token, email, password, concurrency = 4, timeoutMs = 30000, log = () => {} } = options;
  const target = options.target.replace(/\/+$/, '');
  const all = operations(spec);
  const byId = new Map(all.map((op) => [op.operationId, op]));
  let selected = all;
  if (options.only?.length) {
    const unknown = options.only.filter((id) => !byId.has(id));
    if (unknown.length) throw new SetupError(`--only: no such operationId in the spec: ${unknown.join(', ')}`);
    const wanted = new Set(options.only);
    selected = all.filter((op) => wanted.has(op.operationId));
  }

  /** @type {Record<string, string>} */
  const headers = { 'Accept-Language': 'hu-HU' };
  /** @type {Map<string, Result>} */
  const results = new Map();
  const record = (op, kind, calls, reason) => {
    const result = { operationId: op.operationId, method: op.method.toUpperCase(), path: op.path, kind, ...outcomeOf(calls, reason), calls };
    results.set(op.operationId, result);
    return result;
  };

  // ---- one call through the proxy ----------------------------------------------------------
  /** @returns {Promise<Call>} */
  async function viaProxy(op, pathAndQuery, label, init = {}) {
    const method = (init.method ?? 'GET').toUpperCase();
    /** @type {Call} */
    const call = { label, via: 'prism-proxy', request: `${method} ${pathAndQuery}`, violations: [], warnings: [] };
    const answer = await send(
      call,
      proxyUrl + pathAndQuery,
      { method, headers: { ...headers, ...init.headers }, body: init.body },
      { timeoutMs, noAnswer: 'no answer through the proxy' },
    );
    if (!answer) return call;
    const { res, body: text } = answer;
    call.status = res.status;
    call.contentType = res.headers.get('content-type') ?? undefined;
    const problem = prismProblem(call.contentType, text);

    if (problem?.kind === 'VIOLATIONS') {
      // Prism replaced the target's answer by this 500: the answer broke the spec.
      call.replaced = true;
      call.note = "Prism's violation report: the target's answer broke the spec";
      for (const d of problem.validation ?? []) {
        const v = describeDiagnostic(d);
        (v.severity === 'Error' ? call.violations : call.warnings).push(v);
      }
      // Prism does not pass the target's answer on: ask the target for it (the report shows it).
      const direct = await directAnswer(pathAndQuery, init);
      if (direct) call.answer = `${direct.status} ${direct.contentType ?? ''}\n${excerpt(direct.text)}`;
      const statusViolation = call.violations.find((v) => v.field === 'status');
      if (statusViolation) {
        if (direct) {
          call.upstreamStatus = direct.status;
          statusViolation.code = 'undeclared-status';
          statusViolation.message = `status ${direct.status} is not declared for ${method} ${op.path} (declares ${Object.keys(op.responses).join(', ')}); Prism: ${statusViolation.message}`;
        }
      }
      if (!call.violations.length && !call.warnings.length) call.error = `Prism reported a violation without details: ${problem.detail ?? ''}`;
      return call;
    }
    if (problem?.kind === 'UNPROCESSABLE_ENTITY') {
      // The request itself broke the spec; it was built from the spec's own examples.
      call.note = 'the request (built from the spec examples) broke the spec; Prism did not forward it';
      call.answer = `Prism's ${res.status} ${call.contentType ?? ''}\n${excerpt(text)}`;
      for (const d of problem.validation ?? []) {
        const v = describeDiagnostic(d);
        (v.severity === 'Error' ? call.violations : call.warnings).push(v);
      }
      if (!call.violations.length) call.error = `Prism refused the request: ${problem.detail ?? problem.title}`;
      return call;
    }
    if (problem?.kind === 'UNAUTHORIZED') {
      call.skip = 'needs credentials: Prism did not forward the call (give --token, or --email and --password)';
      return call;
    }
    if (problem?.kind === 'UPSTREAM') {
      call.error = `the target did not answer Prism: ${problem.title}`;
      return call;
    }
    if (problem) {
      call.error = `Prism answered ${problem.status ?? res.status} ${problem.title ?? problem.kind}: ${problem.detail ?? ''}`.trim();
      return call;
    }

    // The target's own answer, passed through (Prism adds warnings as the sl-violations header).
    call.upstreamStatus = res.status;
    for (const d of headerDiagnostics(res.headers)) {
      const v = describeDiagnostic(d);
      if (v.field === 'status') continue; // reported below, from the spec, with the status itself
      (v.severity === 'Error' ? call.violations : call.warnings).push(v);
    }
    if (!statusDeclared(op, res.status)) {
      const prismSaid = headerDiagnostics(res.headers)
        .map(describeDiagnostic)
        .find((v) => v.field === 'status');
      call.violations.unshift(undeclaredStatus(op, res.status, prismSaid?.message));
    }
    if (call.violations.length) call.answer = `${res.status} ${call.contentType ?? ''}\n${excerpt(text)}`;
    if (/json/i.test(call.contentType ?? '') && res.status >= 200 && res.status < 300) {
      try {
        call.body = JSON.parse(text);
      } catch {
        // Prism validated it; nothing more to take from it
      }
    }
    return call;
  }

  function undeclaredStatus(op, status, prismMessage) {
    return {
      where: 'response',
      field: 'status',
      code: 'undeclared-status',
      message:
        `status ${status} is not declared for ${op.method.toUpperCase()} ${op.path} (declares ${Object.keys(op.responses).join(', ')})` +
        (prismMessage ? `; Prism: ${prismMessage}` : ''),
      severity: 'Error',
      location: ['response', 'status'],
    };
  }

  async function directAnswer(pathAndQuery, init = {}) {
    if ((init.method ?? 'GET').toUpperCase() !== 'GET') return undefined;
    try {
      const res = await fetch(target + pathAndQuery, { headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      return { status: res.status, contentType: res.headers.get('content-type') ?? undefined, text: await res.text() };
    } catch {
      return undefined;
    }
  }

  // ---- one download, straight from the target --------------------------------------------
  /** @returns {Promise<Call>} */
  async function direct(op, pathAndQuery, label) {
    /** @type {Call} */
    const call = { label, via: 'direct', request: `GET ${pathAndQuery}`, violations: [], warnings: [] };
    const answer = await send(
      call,
      target + pathAndQuery,
      { headers },
      { timeoutMs, noAnswer: 'no answer from the target', read: async (r) => (await r.arrayBuffer()).byteLength },
    );
    if (!answer) return call;
    const { res, body: size } = answer;
    call.status = res.status;
    call.upstreamStatus = res.status;
    call.contentType = res.headers.get('content-type') ?? undefined;
    call.note = `download, checked by status, content type and Content-Disposition (${size} bytes)`;
    call.answer = `${res.status} ${call.contentType ?? ''}, Content-Disposition: ${res.headers.get('content-disposition') ?? '(none)'}, ${size} bytes`;
    if (!statusDeclared(op, res.status)) {
      call.violations.push(undeclaredStatus(op, res.status));
      return call;
    }
    if (res.status < 200 || res.status >= 300) return call;
    const declared = Object.keys(op.responses[String(res.status)]?.content ?? {});
    if (declared.length && !declared.some((t) => mediaMatches(call.contentType, t))) {
      call.violations.push({
        where: 'response header',
        field: 'content-type',
        code: 'content-type',
        message: `content type "${call.contentType ?? ''}" is not the declared ${declared.join(', ')}`,
        severity: 'Error',
        location: ['response', 'headers', 'content-type'],
      });
    }
    const disposition = res.headers.get('content-disposition');
    if (declaresHeader(op, res.status, 'Content-Disposition') && !disposition) {
      call.violations.push({
        where: 'response header',
        field: 'content-disposition',
        code: 'required',
        message: 'Content-Disposition header is missing (the spec declares it; the browser needs it to save the file)',
        severity: 'Error',
        location: ['response', 'headers', 'content-disposition'],
      });
    } else if (disposition && !/attachment|filename/i.test(disposition)) {
      call.warnings.push({
        where: 'response header',
        field: 'content-disposition',
        code: 'format',
        message: `Content-Disposition "${disposition}" names neither attachment nor a filename`,
        severity: 'Warning',
        location: ['response', 'headers', 'content-disposition'],
      });
    }
    return call;
  }

  const call = (op, pathAndQuery, label) => (isDownload(op) ? direct(op, pathAndQuery, label) : viaProxy(op, pathAndQuery, label));

  // ---- authentication ----------------------------------------------------------------------
  const loginOp = all.find((op) => op.method === 'post' && op.path === LOGIN_PATH);
  let auth = 'none';
  if (token) {
    headers.Authorization = `Token ${token}`;
    auth = 'token';
  } else if (email) {
    auth = 'login';
    const body = JSON.stringify({ email, password });
    const init = { method: 'POST', body, headers: { 'Content-Type': 'application/json' } };
    log(`login: POST ${LOGIN_PATH} as ${email}`);
    const loginCall = loginOp
      ? await viaProxy(loginOp, LOGIN_PATH, 'login', init)
      : /** @type {Call} */ ({
          label: 'login',
          via: 'prism-proxy',
          request: `POST ${LOGIN_PATH}`,
          violations: [],
          warnings: [],
          error: 'the spec has no POST /api/rest-auth/login/',
        });
    let key = /** @type {any} */ (loginCall.body)?.key;
    let failure = loginCall.error ?? (loginCall.status ? `status ${loginCall.status} (check --email and --password)` : undefined);
    if (!key && loginCall.upstreamStatus === undefined) {
      // The target's answer did not come through (Prism replaced it by a violation report, or
      // refused the request): ask the target itself. A plain refusal is not retried.
      try {
        const res = await fetch(target + LOGIN_PATH, {
          method: 'POST',
          body,
          headers: { ...headers, 'Content-Type': 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await res.text();
        try {
          key = JSON.parse(text)?.key;
        } catch {
          // no JSON
        }
        if (!key) failure = `status ${res.status}: ${text.slice(0, 300)}`;
      } catch (err) {
        failure = `no answer: ${err.cause?.message ?? err.message}`;
      }
    }
    delete loginCall.body; // holds the key: never written to the report
    if (loginOp && selected.includes(loginOp)) record(loginOp, 'login', [loginCall]);
    if (!key || typeof key !== 'string') throw new SetupError(`login failed (POST ${LOGIN_PATH}): ${failure ?? 'no key in the answer'}`);
    headers.Authorization = `Token ${key}`;
  }

  // ---- skipped up front: writes ------------------------------------------------------------
  for (const op of selected) {
    if (op.method === 'get' || results.has(op.operationId)) continue;
    const reason =
      op === loginOp ? (token ? 'not run: --token given (login is only called with --email and --password)' : 'not run: no --email and --password given') : WRITE_SKIP;
    record(op, op === loginOp ? 'login' : 'write', [], reason);
  }

  // ---- phase 1: list GETs, plainly and with every filter -----------------------------------
  const lists = selected.filter(isListGet);
  /** @type {Map<string, Call[]>} list path -> its calls, for the ids of phase 2 */
  const listCalls = new Map();
  log(`lists: ${lists.length} GETs without path parameters (plain, then with all query filters)`);
  await pool(lists, concurrency, async (op) => {
    const plain = queryString(spec, op);
    const calls = [];
    calls.push(await call(op, op.path + plain.query, 'plain'));
    if (optionalQueryCount(op) > 0) {
      const filtered = queryString(spec, op, { all: true });
      const filterCall = await call(op, op.path + filtered.query, 'filters');
      if (filtered.missing.length) filterCall.note = [filterCall.note, `no spec value for: ${filtered.missing.join(', ')}`].filter(Boolean).join('; ');
      calls.push(filterCall);
    }
    listCalls.set(op.path, calls);
    record(op, isDownload(op) ? 'download' : 'list', calls);
  });

  // ---- phase 2: details and sub-resources ----------------------------------------------------
  /** @type {Map<string, Promise<{ id?: string, why?: string }>>} */
  const idCache = new Map();
  const idFor = (listPath) => {
    if (!idCache.has(listPath)) idCache.set(listPath, findId(listPath));
    return /** @type {Promise<{ id?: string, why?: string }>} */ (idCache.get(listPath));
  };

  async function findId(listPath) {
    const listOp = all.find((op) => op.method === 'get' && op.path === listPath);
    if (!listOp) return { why: `no list GET ${listPath} in the spec to take an id from` };
    const fromBody = (body) => {
      const first = Array.isArray(body) ? body[0] : Array.isArray(body?.data) ? body.data[0] : undefined;
      if (first === undefined) return { why: `GET ${listPath} returned no rows to take an id from` };
      if (first?.id === undefined || first?.id === null || typeof first.id === 'object') return { why: `the first row of GET ${listPath} has no id` };
      return { id: String(first.id) };
    };
    // The list's own answers from phase 1 (the plain one first), as long as Prism passed them on.
    let last;
    for (const c of listCalls.get(listPath) ?? []) {
      if (c.body !== undefined) {
        last = fromBody(c.body);
        if (last.id) return last;
      }
    }
    if (last) return last;
    // Not run, or its answer was replaced by a violation report: ask the target for it.
    if (pathParamNames(listPath).length) return { why: `the list GET ${listPath} has path parameters of its own` };
    try {
      const res = await fetch(target + listPath + queryString(spec, listOp).query, { headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      const text = await res.text();
      if (res.status < 200 || res.status >= 300) return { why: `GET ${listPath} answered ${res.status}; no id to take` };
      return fromBody(JSON.parse(text));
    } catch (err) {
      return { why: `GET ${listPath} gave no usable answer: ${err.cause?.message ?? err.message}` };
    }
  }

  const details = selected.filter((op) => op.method === 'get' && !isListGet(op));
  log(`details: ${details.length} GETs with path parameters (ids from the list answers)`);
  await pool(details, concurrency, async (op) => {
    let path = op.path;
    for (const name of pathParamNames(op.path)) {
      let value;
      if (name === 'id') {
        const listPath = op.path.slice(0, op.path.indexOf('{id}'));
        const found = await idFor(listPath);
        if (!found.id) return record(op, 'detail', [], `no id: ${found.why}`);
        value = found.id;
      } else {
        const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
        value = param ? exampleValue(spec, param) : undefined;
        if (value === undefined || value === null) return record(op, 'detail', [], `no example for the path parameter ${name} in the spec`);
      }
      path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    }
    const c = await call(op, path + queryString(spec, op).query, 'detail');
    return record(op, isDownload(op) ? 'download' : 'detail', [c]);
  });

  // Report order: the spec's.
  const ordered = selected.map((op) => results.get(op.operationId)).filter(Boolean);
  for (const r of ordered) for (const c of /** @type {Result} */ (r).calls) delete c.body;

  // ---- --negative: what the spec forbids, refused? -------------------------------------------
  const negative = options.negative ? await runNegative({ spec, ops: selected, target, headers, pool, idFor, concurrency, timeoutMs, log }) : undefined;
  return { auth, results: /** @type {Result[]} */ (ordered), negative };
}

/** The outcome of an operation from its calls. */
function outcomeOf(calls, reason) {
  if (reason) return { outcome: /** @type {const} */ ('skipped'), reason };
  if (calls.some((c) => c.violations.length)) return { outcome: /** @type {const} */ ('violation') };
  const errors = calls.filter((c) => c.error);
  if (errors.length) return { outcome: /** @type {const} */ ('error'), reason: errors.map((c) => c.error).join('; ') };
  const skips = calls.filter((c) => c.skip);
  if (skips.length === calls.length) return { outcome: /** @type {const} */ ('skipped'), reason: skips[0].skip };
  const statuses = calls.filter((c) => !c.skip).map((c) => c.status);
  const nonSuccess = statuses.filter((s) => s !== undefined && (s < 200 || s >= 300));
  return nonSuccess.length
    ? { outcome: /** @type {const} */ ('pass'), reason: `answered ${[...new Set(nonSuccess)].join(', ')}, a declared status; its body conforms` }
    : { outcome: /** @type {const} */ ('pass') };
}

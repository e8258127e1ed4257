// @ts-check
// `--negative`: requests the spec forbids, sent straight to the target (Prism's proxy would refuse
// them itself), each expected to be refused with a 400 whose body is the field map of the spec's
// ValidationErrors (section 8) naming the field. Per operation that declares a 400:
//   - JSON body (the spec's request example with one change): each required field missing, each
//     typed field with a value of another type, each enum field with a value outside the enum;
//   - query parameters (the required ones from the spec's examples, with one change): each
//     required one missing, a number or boolean given a word, an enum given an unknown value.
// These include writes (POST, PUT, PATCH, DELETE): a server that conforms refuses every one of
// them, a server that does not may store what it accepted. Hence only with --negative.
import { send as request } from './http.mjs';
import { deref } from './ref.mjs';
import { exampleValue, pathParamNames, queryString } from './spec.mjs';

export const UNKNOWN_ENUM = 'nincs-ilyen-ertek';
const ANSWER_LIMIT = 4000;

/**
 * @typedef {import('./run.mjs').Call} Call
 * @typedef {import('./run.mjs').Result} Result
 * @typedef {{ label: string, check: 'missing' | 'wrong-type' | 'unknown-enum', where: 'body' | 'query', field: string,
 *   query: string, body?: unknown }} Forbidden
 */

/** A schema's own type, without null; allOf of one part and $refs followed. */
function schemaOf(spec, node) {
  let schema = deref(spec, node) ?? {};
  while (!schema.type && !schema.enum && Array.isArray(schema.allOf) && schema.allOf.length === 1) {
    schema = { ...deref(spec, schema.allOf[0]), ...schema, allOf: undefined };
  }
  return schema;
}
const typeOf = (schema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/** The top-level properties and required names of an object schema, allOf parts merged. */
function objectShape(spec, node) {
  const schema = deref(spec, node) ?? {};
  /** @type {Record<string, any>} */
  const properties = {};
  const required = new Set();
  for (const part of [schema, ...(schema.allOf ?? []).map((p) => deref(spec, p))]) {
    Object.assign(properties, part?.properties ?? {});
    for (const name of part?.required ?? []) required.add(name);
  }
  return { properties, required: [...required] };
}

/** A value of another JSON type than the schema's, one no lenient parser takes for it. */
function wrongValue(type) {
  if (type === 'integer' || type === 'number') return 'nem-szam';
  if (type === 'boolean') return 'nem-logikai';
  if (type === 'array') return 'nem-lista';
  if (type === 'object') return 'nem-objektum';
  if (type === 'string') return true;
  return undefined;
}
const describe = (value) => JSON.stringify(value);

function requestExample(spec, media) {
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return deref(spec, first)?.value;
}

/**
 * The forbidden requests of an operation, or why it has none.
 * @returns {{ requests: Forbidden[], why?: string }}
 */
export function forbiddenRequests(spec, op) {
  if (!op.responses['400']) return { requests: [], why: 'declares no 400 answer, so nothing forbidden is expected to be refused' };
  const requests = /** @type {Forbidden[]} */ ([]);
  const base = queryString(spec, op);
  const baseQuery = new URLSearchParams(base.query.slice(1));
  const withQuery = (name, value) => {
    const q = new URLSearchParams(baseQuery);
    if (value === undefined) q.delete(name);
    else q.set(name, String(value));
    const s = q.toString();
    return s ? `?${s}` : '';
  };

  const rb = deref(spec, op.requestBody);
  const media = rb?.content?.['application/json'];
  const example = media ? deref(spec, requestExample(spec, media)) : undefined;
  const baseBodyQuery = base.query;

  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    const schema = schemaOf(spec, p.schema);
    const type = typeOf(schema);
    if (p.required && !base.missing.includes(p.name))
      requests.push({
        label: `query parameter ${p.name} missing`,
        check: 'missing',
        where: 'query',
        field: p.name,
        query: withQuery(p.name, undefined),
        body: example,
      });
    if (type === 'integer' || type === 'number' || type === 'boolean') {
      const value = wrongValue(type);
      requests.push({
        label: `query parameter ${p.name}=${value} (not ${type})`,
        check: 'wrong-type',
        where: 'query',
        field: p.name,
        query: withQuery(p.name, value),
        body: example,
      });
    }
    if (Array.isArray(schema.enum) && !schema.enum.includes(UNKNOWN_ENUM)) {
      requests.push({
        label: `query parameter ${p.name}=${UNKNOWN_ENUM} (not in its enum)`,
        check: 'unknown-enum',
        where: 'query',
        field: p.name,
        query: withQuery(p.name, UNKNOWN_ENUM),
        body: example,
      });
    }
  }

  if (rb && !media) {
    if (!requests.length) return { requests, why: `its body is ${Object.keys(rb.content ?? {}).join(', ')}; forbidden bodies are sent as JSON only` };
    return { requests };
  }
  if (media) {
    if (!example || typeof example !== 'object' || Array.isArray(example))
      return { requests, why: requests.length ? undefined : 'the spec gives no object example of its JSON body to vary' };
    const { properties, required } = objectShape(spec, media.schema);
    for (const name of required) {
      if (!(name in example) || deref(spec, properties[name])?.readOnly) continue;
      const body = { ...example };
      delete body[name];
      requests.push({ label: `body field ${name} missing`, check: 'missing', where: 'body', field: name, query: baseBodyQuery, body });
    }
    for (const [name, node] of Object.entries(properties)) {
      const schema = schemaOf(spec, node);
      if (schema.readOnly) continue;
      const type = typeOf(schema);
      const value = wrongValue(type);
      if (value !== undefined) {
        requests.push({
          label: `body field ${name}: ${describe(value)} (not ${type})`,
          check: 'wrong-type',
          where: 'body',
          field: name,
          query: baseBodyQuery,
          body: { ...example, [name]: value },
        });
      }
      if (Array.isArray(schema.enum) && type === 'string' && !schema.enum.includes(UNKNOWN_ENUM)) {
        requests.push({
          label: `body field ${name}: "${UNKNOWN_ENUM}" (not in its enum)`,
          check: 'unknown-enum',
          where: 'body',
          field: name,
          query: baseBodyQuery,
          body: { ...example, [name]: UNKNOWN_ENUM },
        });
      }
    }
  }
  if (!requests.length) return { requests, why: 'nothing in the spec to make forbidden: no required or typed query parameter or JSON body field' };
  return { requests };
}

/** Whether a 400 body is the spec's field map: each key maps to messages, or to nested maps. */
export function isFieldMap(body) {
  const messages = (v) => Array.isArray(v) && v.every((m) => typeof m === 'string' || isFieldMap(m));
  return body !== null && typeof body === 'object' && !Array.isArray(body) && Object.values(body).every((v) => messages(v) || isFieldMap(v));
}

const excerpt = (text) => (text.length > ANSWER_LIMIT ? `${text.slice(0, ANSWER_LIMIT)}… (${text.length} characters)` : text);

/**
 * Sends every forbidden request of the selected operations to the target.
 * @param {{ spec: any, ops: any[], target: string, headers: Record<string, string>, pool: Function,
 *   idFor: (listPath: string) => Promise<{ id?: string, why?: string }>, concurrency: number, timeoutMs: number,
 *   log: (line: string) => void }} options
 * @returns {Promise<Result[]>}
 */
export async function runNegative({ spec, ops, target, headers, pool, idFor, concurrency, timeoutMs, log }) {
  const planned = ops.map((op) => ({ op, ...forbiddenRequests(spec, op) }));
  const count = planned.reduce((n, p) => n + p.requests.length, 0);
  log(`negative: ${count} forbidden requests to ${planned.filter((p) => p.requests.length).length} operations (each must be refused with a 400 naming the field)`);

  return pool(planned, concurrency, async ({ op, requests, why }) => {
    const result = (calls, reason) => ({
      operationId: op.operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      kind: 'negative',
      ...negativeOutcome(calls, reason),
      calls,
    });
    if (!requests.length) return result([], why);
    let path = op.path;
    for (const name of pathParamNames(op.path)) {
      let value;
      if (name === 'id') {
        const found = await idFor(op.path.slice(0, op.path.indexOf('{id}')));
        if (!found.id) return result([], `no id: ${found.why}`);
        value = found.id;
      } else {
        const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
        value = param ? exampleValue(spec, param) : undefined;
        if (value === undefined || value === null) return result([], `no example for the path parameter ${name} in the spec`);
      }
      path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    }
    const calls = [];
    for (const forbidden of requests) calls.push(await send(op, path, forbidden));
    return result(calls);
  });

  /** @returns {Promise<Call>} */
  async function send(op, path, forbidden) {
    const method = op.method.toUpperCase();
    const pathAndQuery = path + forbidden.query;
    const body = forbidden.body === undefined ? undefined : JSON.stringify(forbidden.body);
    /** @type {Call} */
    const call = {
      label: forbidden.label,
      via: 'direct',
      request: `${method} ${pathAndQuery}`,
      requestBody: body,
      violations: [],
      warnings: [],
      check: forbidden.check,
      field: forbidden.field,
    };
    const answer = await request(
      call,
      target + pathAndQuery,
      { method, headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) }, body },
      { timeoutMs, noAnswer: 'no answer from the target' },
    );
    if (!answer) return call;
    const { res, body: text } = answer;
    call.status = res.status;
    call.upstreamStatus = res.status;
    call.contentType = res.headers.get('content-type') ?? undefined;
    call.answer = excerpt(text);
    const fail = (code, message) =>
      call.violations.push({
        where: `request ${forbidden.where}`,
        field: forbidden.field,
        code,
        message,
        severity: 'Error',
        location: [forbidden.where, forbidden.field],
      });
    const what = `${forbidden.where === 'body' ? 'body field' : 'query parameter'} ${forbidden.field}`;
    if (res.status === 401 || res.status === 403) {
      call.skip = `answered ${res.status} before validating: give credentials of a user who may make this call`;
      return call;
    }
    if (res.status >= 200 && res.status < 300) {
      fail('accepted', `the forbidden request (${forbidden.label}) was accepted with status ${res.status}; a 400 naming ${what} was expected`);
      return call;
    }
    if (res.status !== 400) {
      fail('not-400', `the forbidden request (${forbidden.label}) was answered ${res.status}; a 400 naming ${what} was expected`);
      return call;
    }
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      fail('no-field-map', 'the 400 answer is not JSON; the spec (ValidationErrors) maps each field to its messages');
      return call;
    }
    if (!isFieldMap(parsed)) {
      fail('no-field-map', 'the 400 answer is not a field map (ValidationErrors: each field name mapped to a list of messages)');
      return call;
    }
    if (!Object.hasOwn(parsed, forbidden.field)) {
      fail('field-not-named', `the 400 field map names ${Object.keys(parsed).join(', ') || 'nothing'}, not ${forbidden.field}`);
    }
    return call;
  }
}

function negativeOutcome(calls, reason) {
  if (reason) return { outcome: /** @type {const} */ ('skipped'), reason };
  if (calls.some((c) => c.violations.length)) return { outcome: /** @type {const} */ ('violation') };
  const errors = calls.filter((c) => c.error);
  if (errors.length) return { outcome: /** @type {const} */ ('error'), reason: errors.map((c) => c.error).join('; ') };
  if (calls.every((c) => c.skip)) return { outcome: /** @type {const} */ ('skipped'), reason: calls[0]?.skip };
  return { outcome: /** @type {const} */ ('pass') };
}

// @ts-check
// What the conformance run needs from the bundled OpenAPI document: its operations, the values of
// their parameters (taken from the spec's own examples), the URLs built from them, and which
// response statuses and content types each operation declares.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { deref } from './ref.mjs';

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * @typedef {{ name: string, in: string, required?: boolean, example?: unknown,
 *   examples?: Record<string, { value?: unknown }>, schema?: any, style?: string, explode?: boolean }} Parameter
 * @typedef {{ content?: Record<string, { schema?: unknown }>, headers?: Record<string, any> }} Response
 * @typedef {{ method: string, path: string, operationId: string, parameters: Parameter[],
 *   responses: Record<string, Response>, security?: unknown[], requestBody?: unknown }} Operation
 */

/** Loads a JSON OpenAPI document. */
export function loadSpec(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every operation of the document, in document order, with parameters and responses dereferenced. */
export function operations(spec) {
  /** @type {Operation[]} */
  const list = [];
  for (const [path, rawItem] of Object.entries(spec.paths ?? {})) {
    const item = deref(spec, rawItem);
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      // Operation parameters override path-item ones with the same name and location.
      const byKey = new Map();
      for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        const param = deref(spec, p);
        byKey.set(`${param.in}:${param.name}`, { ...param, schema: deref(spec, param.schema) });
      }
      const responses = Object.fromEntries(Object.entries(op.responses ?? {}).map(([code, r]) => [code, deref(spec, r)]));
      list.push({
        ...op,
        operationId: op.operationId ?? `${method.toUpperCase()} ${path}`,
        method,
        path,
        parameters: [...byKey.values()],
        responses,
        security: op.security ?? spec.security,
      });
    }
  }
  return list;
}

/** The names of the {placeholders} in a path template, in order. */
export function pathParamNames(path) {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

/** True for a GET without path parameters (a list, an export, a filter catalogue...). */
export const isListGet = (op) => op.method === 'get' && pathParamNames(op.path).length === 0;

/**
 * The value the spec suggests for a parameter: its example (or first of its examples), else the
 * schema's example, default or first enum value. undefined when the spec names none.
 */
export function exampleValue(spec, param) {
  const schema = deref(spec, param.schema) ?? {};
  const firstExample = param.examples ? Object.values(param.examples).map((e) => deref(spec, e)?.value)[0] : undefined;
  const fromAllOf = (schema.allOf ?? []).map((s) => deref(spec, s)).find((s) => s?.example ?? s?.default ?? s?.enum);
  return (
    param.example ??
    firstExample ??
    schema.example ??
    schema.examples?.[0] ??
    schema.default ??
    schema.enum?.[0] ??
    fromAllOf?.example ??
    fromAllOf?.default ??
    fromAllOf?.enum?.[0]
  );
}

/** Serialises a query parameter value the way OpenAPI's default (form, explode) style does. */
function queryPairs(name, value) {
  if (Array.isArray(value)) return value.map((v) => [name, String(v)]);
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => [k, String(v)]);
  return [[name, String(value)]];
}

/**
 * The query string for an operation: its required query parameters, or every query parameter
 * (`all`), each with its spec value. Returns the string (with '?', or '') and the names left out
 * because the spec gives them no value.
 */
export function queryString(spec, op, { all = false } = {}) {
  const pairs = [];
  const missing = [];
  for (const p of op.parameters) {
    if (p.in !== 'query' || (!all && !p.required)) continue;
    const value = exampleValue(spec, p);
    if (value === undefined || value === null) missing.push(p.name);
    else pairs.push(...queryPairs(p.name, value));
  }
  const qs = new URLSearchParams(pairs).toString();
  return { query: qs ? `?${qs}` : '', missing, count: pairs.length };
}

/** Number of query parameters an operation has beyond its required ones (its filters). */
export const optionalQueryCount = (op) => op.parameters.filter((p) => p.in === 'query' && !p.required).length;

/** The response statuses an operation declares. */
export const declaredStatuses = (op) => Object.keys(op.responses);

/** Whether a status is declared: exactly, by a range such as 2XX, or by `default`. */
export function statusDeclared(op, status) {
  const s = String(status);
  return declaredStatuses(op).some((code) => code === s || code === 'default' || (/^[1-5]XX$/i.test(code) && code[0] === s[0]));
}

/** The declared success (2xx) responses of an operation. */
export function successResponses(op) {
  return Object.entries(op.responses).filter(([code]) => /^2/.test(code));
}

const isJsonType = (type) => /(^application\/json$)|(\+json$)|(^application\/[\w.-]+\+json)|(\/json\b)/i.test(type.split(';')[0].trim());

/**
 * A download: its success answers have content, none of it JSON (xlsx, pdf, csv). Prism's
 * proxy corrupts binary bodies, so these are requested from the target directly.
 */
export function isDownload(op) {
  const types = successResponses(op).flatMap(([, r]) => Object.keys(r.content ?? {}));
  return types.length > 0 && !types.some(isJsonType);
}

/** Content types the success responses of an operation declare. */
export const successContentTypes = (op) => [...new Set(successResponses(op).flatMap(([, r]) => Object.keys(r.content ?? {})))];

/** Whether a declared success response of the operation lists the header (case-insensitive). */
export function declaresHeader(op, status, header) {
  const response = op.responses[String(status)] ?? successResponses(op)[0]?.[1];
  return Object.keys(response?.headers ?? {}).some((h) => h.toLowerCase() === header.toLowerCase());
}

/** The newest modification time of the files under a folder (recursively), 0 when it is missing. */
export function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

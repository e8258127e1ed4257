// @ts-check
// Prism's validation proxy (`prism proxy <spec> <target> --errors`) and how to read its answers.
//
// What Prism 5.14 answers, as checked against a deliberately broken server:
// - a response that breaks its schema (wrong type, missing required property, a 2xx status the
//   operation does not declare, a wrong content type): HTTP 500, Content-Type
//   application/problem+json, body {type: "https://stoplight.io/prism/errors#VIOLATIONS",
//   title: "Request/Response not valid", status: 500, detail, validation: [{location, severity,
//   code, message}]}; location is the path of the offending node, e.g.
//   ["response","body","data","0"] for a missing `title` (the message names the property:
//   "Response body property data.0 must have required property 'title'") or
//   ["response","body","0","id"] for a wrong type. The same list is in the `sl-violations` header.
// - a non-2xx status the operation does not declare (418, 500...): NOT an error; the upstream
//   answer is passed through unchanged with an `sl-violations` header holding a Warning:
//   [{location:["response"], severity:"Warning", message:"Unable to match the returned status
//   code with those defined in the document: 200,401"}].
// - a request that breaks the spec (our own call built from the spec's examples): HTTP 422
//   problem+json, type ...#UNPROCESSABLE_ENTITY, the same `validation` list with locations such
//   as ["query","page"] or ["header"]; the request is not forwarded.
// - a request without the credentials the operation's security asks for: HTTP 401 problem+json,
//   type ...#UNAUTHORIZED; not forwarded.
// - a path the spec does not have: HTTP 404 problem+json, type ...#NO_PATH_MATCHED_ERROR.
// - a target that does not answer: HTTP 500 problem+json {type: "FetchError", title: "request to
//   <url> failed, reason: connect ECONNREFUSED ..."}.
// - binary bodies (xlsx, pdf) come back with their non-UTF-8 bytes replaced by U+FFFD, which is
//   why downloads are requested from the target directly.
import { startPrismProcess } from './prism.mjs';

export const PRISM_ERRORS = 'https://stoplight.io/prism/errors#';

/**
 * Starts `prism proxy` on the spec towards the target; returns {url, stop, output}.
 * @param {{ spec: string, target: string, port?: number, log?: boolean | ((line: string) => void), readyTimeoutMs?: number }} options
 */
export async function startProxy({ spec, target, port, log = false, readyTimeoutMs = 60000 }) {
  return startPrismProcess('prism-proxy', ['proxy', spec, target.replace(/\/+$/, ''), '--errors'], { port, log, readyTimeoutMs });
}

const escapePointer = (s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A Prism diagnostic in the report's terms: where (request query, response body...), field (a
 * JSON pointer into it, with the missing property appended for `required`), code, message,
 * severity, and Prism's own location list.
 */
export function describeDiagnostic(d) {
  const location = Array.isArray(d.location) ? d.location.map(String) : [];
  const message = String(d.message ?? '');
  let where;
  let rest;
  if (location[0] === 'response' || location[0] === 'request') {
    where = location.slice(0, 2).join(' ');
    rest = location.slice(2);
  } else {
    // Request diagnostics start with the part: ["query","page"], ["header"], ["body", ...].
    where = ['request', location[0]].filter(Boolean).join(' ');
    rest = location.slice(1);
  }
  if (d.code === 'required') {
    const property = /required property '([^']+)'/.exec(message)?.[1];
    if (property) rest = [...rest, property];
  }
  let field;
  if (/returned status code/i.test(message)) {
    where = 'response';
    field = 'status';
  } else if (/media type/i.test(message)) {
    where = 'response header';
    field = 'content-type';
  } else field = `/${rest.map(escapePointer).join('/')}`;
  return {
    where,
    field,
    code: d.code === undefined ? undefined : String(d.code),
    message,
    severity: d.severity ?? 'Error',
    location,
  };
}

/** Parses the `sl-violations` header Prism adds to what it passes through. */
export function headerDiagnostics(headers) {
  const raw = headers.get('sl-violations');
  if (!raw) return [];
  try {
    const list = JSON.parse(raw);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** Prism's own error answer (problem+json with a Prism error type), or null for a target's answer. */
export function prismProblem(contentType, text) {
  if (!/problem\+json/i.test(contentType ?? '')) return null;
  try {
    const body = JSON.parse(text);
    if (typeof body?.type === 'string' && body.type.startsWith(PRISM_ERRORS)) {
      return { kind: body.type.slice(PRISM_ERRORS.length), ...body };
    }
    // The target did not answer Prism (refused, reset, DNS): {type: "FetchError", title: "request to ... failed, reason: ..."}.
    if (body?.type === 'FetchError' && typeof body.title === 'string') return { kind: 'UPSTREAM', ...body };
  } catch {
    // not JSON: the target's own answer
  }
  return null;
}

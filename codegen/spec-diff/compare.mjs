// @ts-check
/**
 * What changed in the contract between two bundled specs (dist/openapi.json form): the calls added and
 * removed, and in each call kept (matched by method and path) its parameters, request body and answers,
 * each change marked breaking or not from the client's side. A request may only get looser (a field
 * made optional, an enumeration value added); an answer may only get richer in what the client can
 * ignore (a field added) and never lose or change what the client reads.
 */
import { METHODS, deref } from '../lib/spec.mjs';

/**
 * @typedef {'request' | 'response'} Direction
 * @typedef {{ kind: string; breaking: boolean; method: string; path: string; operationId: string; where: string; message: string }} Change
 */

/** @param {any} spec @returns {Map<string, { method: string; path: string; op: any; item: any }>} */
function operationsOf(spec) {
  const ops = new Map();
  for (const [path, rawItem] of Object.entries(spec.paths ?? {})) {
    const item = deref(spec, rawItem) ?? {};
    for (const method of METHODS) if (item[method]) ops.set(`${method.toUpperCase()} ${path}`, { method: method.toUpperCase(), path, op: item[method], item });
  }
  return ops;
}

/** @param {unknown} version */
export function majorOf(version) {
  const match = /^v?(\d+)/.exec(String(version ?? ''));
  return match ? Number(match[1]) : 0;
}

/**
 * A schema as one object view: `$ref`s followed, `allOf` merged (properties, required), 3.0's `nullable`
 * and 3.1's `type: [..., 'null']` read as one `nullable` flag beside the other types.
 * @param {any} spec @param {any} raw
 * @returns {{ types: string[]; nullable: boolean; format?: string; enum?: unknown[]; properties: Record<string, any>; required: string[]; items?: any; variants?: any[]; additionalProperties?: any; ref?: string }}
 */
function view(spec, raw) {
  const ref = raw && typeof raw === 'object' && typeof raw.$ref === 'string' ? raw.$ref : undefined;
  const schema = deref(spec, raw) ?? {};
  /** @type {ReturnType<typeof view>} */
  const out = { types: [], nullable: false, properties: {}, required: [], ...(ref ? { ref } : {}) };
  const add = (/** @type {any} */ s) => {
    const typeList = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
    for (const t of typeList) {
      if (t === 'null') out.nullable = true;
      else if (!out.types.includes(t)) out.types.push(t);
    }
    if (s.nullable === true) out.nullable = true;
    if (s.format !== undefined) out.format = s.format;
    if (Array.isArray(s.enum)) out.enum = s.enum.filter((/** @type {unknown} */ v) => v !== null);
    if (s.const !== undefined) out.enum = [s.const];
    if (s.properties) Object.assign(out.properties, s.properties);
    if (Array.isArray(s.required)) out.required.push(...s.required.filter((/** @type {string} */ r) => !out.required.includes(r)));
    if (s.items !== undefined) out.items = s.items;
    if (s.additionalProperties !== undefined) out.additionalProperties = s.additionalProperties;
    const variants = s.oneOf ?? s.anyOf;
    if (Array.isArray(variants)) {
      // A `oneOf: [X, {type: 'null'}]` is X, nullable.
      const kept = variants.filter((/** @type {any} */ v) => {
        const d = deref(spec, v);
        if (d?.type === 'null') out.nullable = true;
        return d?.type !== 'null';
      });
      if (kept.length === 1) add(deref(spec, kept[0]) ?? {});
      else out.variants = kept;
    }
    for (const part of s.allOf ?? []) add(deref(spec, part) ?? {});
  };
  add(schema);
  if (!out.types.length && Object.keys(out.properties).length) out.types.push('object');
  return out;
}

/** The name of a variant for matching: its `$ref`'s last part, else its place. @param {any} raw @param {number} index */
const variantKey = (raw, index) => (raw && typeof raw.$ref === 'string' ? raw.$ref.split('/').pop() : `#${index}`);

/**
 * Compares two schemas read in one direction, pushing what changed under `where` ('body.address.zip').
 * @param {{ base: any; head: any; push: (kind: string, breaking: boolean, where: string, message: string) => void; seen: Set<string> }} ctx
 * @param {any} baseRaw @param {any} headRaw @param {Direction} direction @param {string} where
 */
function compareSchemas(ctx, baseRaw, headRaw, direction, where) {
  const a = view(ctx.base, baseRaw);
  const b = view(ctx.head, headRaw);
  // A pair of named schemas compared once per place is enough; it also ends recursion (a tree of categories).
  const key = `${a.ref ?? ''}|${b.ref ?? ''}|${direction}|${where.split('.').length > 12 ? 'deep' : where}`;
  if ((a.ref || b.ref) && ctx.seen.has(key)) return;
  ctx.seen.add(key);
  const request = direction === 'request';
  const label = where || (request ? 'the body' : 'the answer');

  if (a.types.length && b.types.length) {
    const lost = a.types.filter((t) => !b.types.includes(t) && !(t === 'integer' && b.types.includes('number')));
    const gained = b.types.filter((t) => !a.types.includes(t) && !(t === 'integer' && a.types.includes('number')));
    if (lost.length || gained.length) {
      // A request may accept more types; an answer may send fewer. integer → number widens.
      const breaking = request ? lost.length > 0 : gained.length > 0;
      ctx.push('type-changed', breaking, label, `type ${a.types.join('|')} → ${b.types.join('|')}`);
      return;
    }
  }
  if ((a.format ?? '') !== (b.format ?? '')) ctx.push('format-changed', true, label, `format ${a.format ?? '(none)'} → ${b.format ?? '(none)'}`);
  if (a.nullable !== b.nullable) {
    const breaking = request ? a.nullable && !b.nullable : !a.nullable && b.nullable;
    ctx.push(b.nullable ? 'made-nullable' : 'made-non-nullable', breaking, label, b.nullable ? 'may now be null' : 'may no longer be null');
  }
  if (a.enum || b.enum) {
    const before = a.enum ?? [];
    const after = b.enum ?? [];
    const removed = a.enum && b.enum ? before.filter((v) => !after.some((w) => Object.is(v, w))) : [];
    const added = a.enum && b.enum ? after.filter((v) => !before.some((w) => Object.is(v, w))) : [];
    // A request losing a value refuses what clients send; an answer gaining one sends what clients do not know.
    if (removed.length)
      ctx.push('enum-value-removed', request, label, `enumeration value${removed.length > 1 ? 's' : ''} removed: ${removed.map((v) => JSON.stringify(v)).join(', ')}`);
    if (added.length)
      ctx.push('enum-value-added', !request, label, `enumeration value${added.length > 1 ? 's' : ''} added: ${added.map((v) => JSON.stringify(v)).join(', ')}`);
    if (!a.enum && b.enum) ctx.push('enum-added', request, label, `now limited to ${after.map((v) => JSON.stringify(v)).join(', ')}`);
  }

  const names = new Set([...Object.keys(a.properties), ...Object.keys(b.properties)]);
  for (const name of names) {
    const at = where ? `${where}.${name}` : name;
    const inA = name in a.properties;
    const inB = name in b.properties;
    const requiredA = a.required.includes(name);
    const requiredB = b.required.includes(name);
    const readOnlyB = Boolean(deref(ctx.head, b.properties[name])?.readOnly);
    const writeOnlyA = Boolean(deref(ctx.base, a.properties[name])?.writeOnly);
    if (request && readOnlyB && !inA) continue;
    if (!request && writeOnlyA && !inB) continue;
    if (!inA) {
      if (request) ctx.push(requiredB ? 'required-field-added' : 'field-added', requiredB, at, requiredB ? 'required field added' : 'optional field added');
      else ctx.push('field-added', false, at, 'field added');
      continue;
    }
    if (!inB) {
      // The server no longer reads a request field (DRF ignores unknown ones); an answer without a field breaks its readers.
      ctx.push(request ? 'request-field-removed' : 'response-field-removed', !request, at, 'field removed');
      continue;
    }
    if (requiredA !== requiredB) {
      if (request) ctx.push(requiredB ? 'field-made-required' : 'field-made-optional', requiredB, at, requiredB ? 'now required' : 'now optional');
      else ctx.push(requiredB ? 'field-made-required' : 'field-made-optional', !requiredB, at, requiredB ? 'now always sent' : 'no longer always sent');
    }
    compareSchemas(ctx, a.properties[name], b.properties[name], direction, at);
  }
  if (request && a.additionalProperties !== false && b.additionalProperties === false && Object.keys(a.properties).length === 0) {
    ctx.push('additional-properties-closed', true, label, 'no longer takes other fields');
  }
  if (a.items !== undefined && b.items !== undefined) compareSchemas(ctx, a.items, b.items, direction, `${where}[]`);
  if (a.variants && b.variants) {
    const keysA = a.variants.map(variantKey);
    const keysB = b.variants.map(variantKey);
    for (const [i, k] of keysA.entries()) {
      const j = keysB.indexOf(k);
      if (j < 0) ctx.push('variant-removed', request, label, `variant ${k} removed`);
      else compareSchemas(ctx, a.variants[i], b.variants[j], direction, where);
    }
    for (const k of keysB) if (!keysA.includes(k)) ctx.push('variant-added', !request, label, `variant ${k} added`);
  }
}

/** @param {any} spec @param {any} item @param {any} op */
function parametersOf(spec, item, op) {
  /** @type {Map<string, any>} */
  const byKey = new Map();
  for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
    const p = deref(spec, raw);
    if (p?.name && p.in && p.in !== 'header') byKey.set(`${p.in}:${p.name}`, p);
  }
  return byKey;
}

/** @param {any} spec @param {any} body */
function jsonSchemaOf(spec, body) {
  const content = deref(spec, body)?.content ?? {};
  const type = Object.keys(content)[0];
  return type ? { type, schema: content[type].schema } : undefined;
}

const successCodes = (/** @type {any} */ op) => Object.keys(op.responses ?? {}).filter((c) => /^2\d\d$/.test(c));

/**
 * Every change of the contract from `base` to `head`.
 * @param {any} base @param {any} head
 * @returns {{ changes: Change[]; baseVersion: string; headVersion: string; majorRaised: boolean }}
 */
export function compareSpecs(base, head) {
  /** @type {Change[]} */
  const changes = [];
  const before = operationsOf(base);
  const after = operationsOf(head);
  for (const [key, a] of before) {
    const b = after.get(key);
    const operationId = String((b ?? a).op.operationId ?? '');
    /** @type {(kind: string, breaking: boolean, where: string, message: string) => void} */
    const push = (kind, breaking, where, message) => changes.push({ kind, breaking, method: a.method, path: a.path, operationId, where, message });
    if (!b) {
      push('call-removed', true, '', 'call removed');
      continue;
    }
    if (a.op.operationId !== b.op.operationId)
      push('operation-id-changed', false, '', `operationId ${a.op.operationId} → ${b.op.operationId} (the generated client's names change)`);
    const ctx = { base, head, push, seen: new Set() };

    const paramsA = parametersOf(base, a.item, a.op);
    const paramsB = parametersOf(head, b.item, b.op);
    for (const [k, p] of paramsB) {
      const where = `${p.in} parameter ${p.name}`;
      const old = paramsA.get(k);
      if (!old)
        push(
          p.required ? 'required-parameter-added' : 'parameter-added',
          Boolean(p.required),
          where,
          p.required ? 'required parameter added' : 'optional parameter added',
        );
      else {
        if (!old.required && p.required) push('parameter-made-required', true, where, 'now required');
        compareSchemas(ctx, old.schema, p.schema, 'request', where);
      }
    }
    for (const [k, p] of paramsA) if (!paramsB.has(k)) push('parameter-removed', p.in === 'path', `${p.in} parameter ${p.name}`, 'parameter removed');

    const bodyA = jsonSchemaOf(base, a.op.requestBody);
    const bodyB = jsonSchemaOf(head, b.op.requestBody);
    if (!bodyA && bodyB) push('request-body-added', Boolean(deref(head, b.op.requestBody)?.required), 'body', 'request body added');
    else if (bodyA && !bodyB) push('request-body-removed', true, 'body', 'request body removed');
    else if (bodyA && bodyB) {
      if (bodyA.type !== bodyB.type) push('media-type-changed', true, 'body', `media type ${bodyA.type} → ${bodyB.type}`);
      if (!deref(base, a.op.requestBody)?.required && deref(head, b.op.requestBody)?.required) push('request-body-made-required', true, 'body', 'now required');
      compareSchemas(ctx, bodyA.schema, bodyB.schema, 'request', 'body');
    }

    const okA = successCodes(a.op);
    const okB = successCodes(b.op);
    for (const code of okA) {
      if (!okB.includes(code)) {
        push('success-status-changed', true, `answer ${code}`, `success status ${okA.join('/')} → ${okB.join('/') || '(none)'}`);
        continue;
      }
      const answerA = jsonSchemaOf(base, a.op.responses[code]);
      const answerB = jsonSchemaOf(head, b.op.responses[code]);
      if (answerA && !answerB) push('response-body-removed', true, `answer ${code}`, 'answer body removed');
      else if (answerA && answerB) {
        if (answerA.type !== answerB.type) push('media-type-changed', true, `answer ${code}`, `media type ${answerA.type} → ${answerB.type}`);
        compareSchemas(ctx, answerA.schema, answerB.schema, 'response', `answer ${code}`);
      }
    }
    for (const code of Object.keys(b.op.responses ?? {})) {
      if (!/^2\d\d$/.test(code) && !(code in (a.op.responses ?? {}))) push('error-status-added', false, `answer ${code}`, `status ${code} declared`);
    }
  }
  for (const [key, b] of after) {
    if (!before.has(key))
      changes.push({
        kind: 'call-added',
        breaking: false,
        method: b.method,
        path: b.path,
        operationId: String(b.op.operationId ?? ''),
        where: '',
        message: 'call added',
      });
  }
  const baseVersion = String(base.info?.version ?? '');
  const headVersion = String(head.info?.version ?? '');
  return { changes, baseVersion, headVersion, majorRaised: majorOf(headVersion) > majorOf(baseVersion) };
}

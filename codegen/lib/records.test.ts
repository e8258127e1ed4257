import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { concretiseTemplates } from '../bundle-spec.mjs';
import { generateRecords } from './records.mjs';
import { deref, listOperations } from './spec.mjs';

const spec = JSON.parse(readFileSync(resolve(process.cwd(), 'dist/openapi.json'), 'utf8'));
const files = generateRecords(spec);
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The generated declaration block of one record's actions. */
function actionsOf(entity: string): string {
  const name = `${lower(entity)}Actions`;
  for (const source of files.values()) {
    const start = source.indexOf(`const ${name} = [`);
    if (start >= 0) return source.slice(start, source.indexOf('] as const satisfies', start));
  }
  return '';
}

describe('record actions generated from x-record-action', () => {
  const declared = listOperations(spec)
    .map((op) => ({ op, ext: deref(spec, deref(spec, spec.paths[op.path])[op.method])['x-record-action'] }))
    .filter(({ ext }) => ext);
  const entityOf = (path: string) =>
    Object.entries(spec.paths)
      .filter(([base, item]) => path.startsWith(base) && deref(spec, item)['x-entity'])
      .sort(([a], [b]) => b.length - a.length)[0]?.[1] as { 'x-entity': string };

  it('covers every call the issue names (storno, cancel, clone, delete, supplement, return, close, generate, excel, extend, resolve)', () => {
    const paths = declared.map(({ op }) => `${op.method.toUpperCase()} ${op.path}`);
    for (const suffix of [
      'sztorno/',
      'lemond/',
      'masolas/',
      'potigeny/',
      'referensnek-visszaadas/',
      'javitasra-visszaadas/',
      'close/',
      'lezar/',
      'lezaras/',
      'generate_commitment/',
      'generate_excel_sheet/',
      'meghosszabitas/',
      'feldolgoz/',
    ]) {
      expect(
        paths.some((p) => p.endsWith(`}/${suffix}`)),
        suffix,
      ).toBe(true);
    }
    expect(paths).toContain('DELETE /api/rendszerhibak/{id}/');
    expect(paths).toContain('POST /api/eves-beszamolok/{id}/lezaras/');
    expect(paths).toContain('POST /api/gepjarmuvek/{id}/close/');
  });

  it("emits each declared action into its record's API object with its label, follow-up and its own mutation factory", () => {
    expect(declared.length).toBeGreaterThan(30);
    for (const { op, ext } of declared) {
      const entity = deref(spec, entityOf(op.path))['x-entity'];
      const block = actionsOf(entity);
      expect(block, `${entity} ${op.operationId}`).toContain(
        `mutation: ${op.tag.replace(/-([a-z])/g, (_: string, c: string) => c.toUpperCase())}.${op.operationId}Mutation,`,
      );
      const own = block.slice(0, block.indexOf(`${op.operationId}Mutation`));
      const entry = own.slice(own.lastIndexOf('  {\n'));
      expect(entry).toContain(`label: ${JSON.stringify(ext.label)}`);
      expect(entry).toContain(`then: ${JSON.stringify(ext.then)}`);
      expect(entry).toContain(`toast: ${JSON.stringify(ext.toast)}`);
      if (ext.confirm) expect(entry).toContain(`confirm: ${JSON.stringify(ext.confirm)}`);
      for (const state of ext.visible?.states ?? []) expect(entry).toContain(JSON.stringify(state));
    }
  });

  it('gives cancel the date, and the teaching contracts also the reference number, with the body schema and labels', () => {
    expect(actionsOf('SystemErrorReport')).toMatch(
      /id: "cancel",[\s\S]*?meta: CancelRequestMeta,\n\s+schema: CancelRequestSchema,\n\s+fields: \["cancellation_date"\],/,
    );
    expect(actionsOf('ExtraTeachingContract')).toContain('fields: ["cancellation_date","cancellation_reference_number"]');
    expect(files.get('system-error-reports')).toContain("import { CancelRequestSchema } from '../validators/shared';");
  });

  it("feeds the return to referent's chooser from the commitment's referensek/ call", () => {
    expect(actionsOf('Commitment')).toContain('choices: { suggested_referent: finance.listCommitmentReferentsQuery },');
    expect(actionsOf('Commitment')).toContain('visible: { states: ["under_checking"], assignee: true },');
  });

  it('opens the created commitment of an operations error report', () => {
    expect(actionsOf('ErrorReport')).toMatch(/id: "generateCommitment",[\s\S]*?then: "open-created",\n\s+opens: "Commitment",/);
  });
});

describe('record action declarations are checked against the spec', () => {
  const base = (action: Record<string, unknown>, body = true) =>
    concretiseTemplates({
      paths: {
        '/api/x/': { 'x-entity': 'Thing', get: { operationId: 'listThings', tags: ['t'], responses: { '200': { description: 'ok' } } } },
        '/api/x/{id}/': { get: { operationId: 'getThing', tags: ['t'], responses: { '200': { description: 'ok' } } } },
        '/api/x/{id}/zar/': {
          post: {
            operationId: 'closeThing',
            tags: ['t'],
            'x-record-action': action,
            ...(body ? { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/CloseBody' } } } } } : {}),
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } },
          },
        },
      },
      components: {
        schemas: {
          RecordState: { type: 'string', enum: ['saved', 'closed'] },
          Thing: { type: 'object', properties: { id: { type: 'integer' } } },
          CloseBody: { type: 'object', properties: { reason: { type: 'string' } } },
        },
      },
    });
  const ok = { id: 'close', label: 'Lezárás', visible: {}, then: 'merge', toast: 'Lezárva.' };

  it('accepts a sound one and defaults its input to the writable body fields', () => {
    expect(generateRecords(base(ok)).get('t')).toContain('fields: ["reason"],');
  });

  it('rejects an input field the body lacks, an unknown state, a follow-up the answer cannot give and unknown keys', () => {
    expect(() => generateRecords(base({ ...ok, input: ['note'] }))).toThrow(/input field note/);
    expect(() => generateRecords(base({ ...ok, visible: { states: ['archived'] } }))).toThrow(/unknown state archived/);
    expect(() => generateRecords(base({ ...ok, then: 'open-created', opens: 'Nobody' }))).toThrow(/opens/);
    expect(() => generateRecords(base({ ...ok, visible: { role: 'x' } }))).toThrow(/unknown visibility rule role/);
    expect(() => generateRecords(base({ ...ok, input: ['reason'] }, false))).toThrow(/input needs a request body/);
  });
});

import { describe, expect, it } from 'vitest';
import { compareSpecs } from './compare.mjs';
import { formatReport } from './report.mjs';

/** A small bundled spec: the partner calls, their schemas overridable per case. */
function spec({ version = '1.0.0', schemas = {}, paths = {} }: { version?: string; schemas?: Record<string, unknown>; paths?: Record<string, unknown> } = {}) {
  return {
    openapi: '3.1.0',
    info: { title: 'Teszt', version },
    paths: {
      '/api/partnerek/': {
        get: {
          operationId: 'listPartners',
          parameters: [{ name: 'search', in: 'query', schema: { type: 'string' } }],
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Partner' } } } } } },
        },
        post: {
          operationId: 'createPartner',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/PartnerInput' } } } },
          responses: { '201': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Partner' } } } } },
        },
      },
      ...paths,
    },
    components: {
      schemas: {
        PartnerInput: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string' }, kind: { type: 'string', enum: ['company', 'person'] }, founded: { type: 'string', format: 'date' } },
        },
        Partner: {
          allOf: [
            { $ref: '#/components/schemas/PartnerInput' },
            { type: 'object', required: ['id', 'state'], properties: { id: { type: 'integer' }, state: { type: 'string', enum: ['active', 'archived'] } } },
          ],
        },
        ...schemas,
      },
    },
  };
}

const base = spec();
const input = base.components.schemas.PartnerInput;
const partner = base.components.schemas.Partner;

/** The changes from the base spec to `head`, as 'breaking kind operationId where' lines. */
function changesTo(head: ReturnType<typeof spec>) {
  return compareSpecs(base, head).changes.map((c) => `${c.breaking ? 'breaking' : 'compatible'} ${c.kind} ${c.operationId}${c.where ? ` ${c.where}` : ''}`);
}

const withInput = (change: (schema: typeof input) => unknown) => spec({ schemas: { PartnerInput: change(structuredClone(input)) } });

describe('spec change report: what changed and whether it breaks', () => {
  it('finds no change between a spec and itself', () => {
    expect(compareSpecs(base, spec()).changes).toEqual([]);
  });

  it('a call removed breaks; a call added does not', () => {
    const head = spec();
    delete (head.paths['/api/partnerek/'] as { post?: unknown }).post;
    expect(changesTo(head)).toEqual(['breaking call-removed createPartner']);
    const added = spec({ paths: { '/api/partnerek/{id}/': { get: { operationId: 'getPartner', responses: { '200': { description: 'ok' } } } } } });
    expect(changesTo(added)).toEqual(['compatible call-added getPartner']);
  });

  it('a required request field added breaks; an optional one does not', () => {
    expect(changesTo(withInput((s) => ({ ...s, required: ['name', 'tax_id'], properties: { ...s.properties, tax_id: { type: 'string' } } })))).toEqual([
      // The answers reuse the input schema through allOf: a new field there is only more to read.
      'compatible field-added listPartners answer 200[].tax_id',
      'breaking required-field-added createPartner body.tax_id',
      'compatible field-added createPartner answer 201.tax_id',
    ]);
    expect(changesTo(withInput((s) => ({ ...s, properties: { ...s.properties, note: { type: 'string' } } })))).toContain(
      'compatible field-added createPartner body.note',
    );
  });

  it('an existing request field made required breaks', () => {
    expect(changesTo(withInput((s) => ({ ...s, required: ['name', 'kind'] })))).toContain('breaking field-made-required createPartner body.kind');
  });

  it('a type changed breaks, in a request and in an answer', () => {
    const changes = changesTo(withInput((s) => ({ ...s, properties: { ...s.properties, name: { type: 'integer' } } })));
    expect(changes).toContain('breaking type-changed createPartner body.name');
    expect(changes).toContain('breaking type-changed listPartners answer 200[].name');
  });

  it('a format changed breaks', () => {
    expect(changesTo(withInput((s) => ({ ...s, properties: { ...s.properties, founded: { type: 'string', format: 'date-time' } } })))).toContain(
      'breaking format-changed createPartner body.founded',
    );
  });

  it('an enumeration value removed from a request breaks (clients send it); from an answer it does not, and one added to an answer does', () => {
    const changes = changesTo(withInput((s) => ({ ...s, properties: { ...s.properties, kind: { type: 'string', enum: ['company'] } } })));
    expect(changes).toContain('breaking enum-value-removed createPartner body.kind');
    expect(changes).toContain('compatible enum-value-removed listPartners answer 200[].kind');
    const state = structuredClone(partner);
    state.allOf[1]!.properties!.state = { type: 'string', enum: ['active', 'archived', 'deleted'] };
    expect(changesTo(spec({ schemas: { Partner: state } }))).toContain('breaking enum-value-added listPartners answer 200[].state');
  });

  it('a response field removed breaks; one made nullable breaks; a field added to an answer does not', () => {
    const head = structuredClone(partner);
    head.allOf[1] = { type: 'object', required: ['id'], properties: { id: { type: ['integer', 'null'] } } } as (typeof head.allOf)[1];
    const changes = changesTo(spec({ schemas: { Partner: head } }));
    expect(changes).toContain('breaking response-field-removed listPartners answer 200[].state');
    expect(changes).toContain('breaking response-field-removed createPartner answer 201.state');
    expect(changes).toContain('breaking made-nullable listPartners answer 200[].id');
  });

  it('a required parameter added breaks; an optional one does not; a parameter removed is named', () => {
    const head = spec();
    head.paths['/api/partnerek/'].get.parameters = [
      { name: 'year', in: 'query', required: true, schema: { type: 'integer' } } as never,
      { name: 'page', in: 'query', schema: { type: 'integer' } },
    ];
    expect(changesTo(head)).toEqual([
      'breaking required-parameter-added listPartners query parameter year',
      'compatible parameter-added listPartners query parameter page',
      'compatible parameter-removed listPartners query parameter search',
    ]);
  });

  it('a success status changed breaks', () => {
    const head = spec();
    const post = head.paths['/api/partnerek/'].post as { responses: Record<string, unknown> };
    post.responses = { '200': post.responses['201'] };
    expect(changesTo(head)).toEqual(['breaking success-status-changed createPartner answer 201']);
  });

  it("allows breaking changes only when info.version's major rises", () => {
    const head = withInput((s) => ({ ...s, required: ['name', 'kind'] }));
    expect(compareSpecs(base, head).majorRaised).toBe(false);
    head.info.version = '2.0.0';
    expect(compareSpecs(base, head).majorRaised).toBe(true);
    head.info.version = '1.9.0';
    expect(compareSpecs(base, head).majorRaised).toBe(false);
  });

  it('the report names each breaking change, its call and the sections and screens using it, and says the major must rise', () => {
    const head = withInput((s) => ({ ...s, required: ['name', 'kind'] }));
    delete (head.paths['/api/partnerek/'] as { get?: unknown }).get;
    const users = new Map([
      ['createPartner', [{ name: 'Partnerek (section partners)', screens: ['/penzugy/partnerek/uj.html'] }]],
      ['listPartners', [{ name: 'Partnerek (section partners)', screens: ['/penzugy/partnerek/lista.html'] }]],
    ]);
    const text = formatReport(compareSpecs(base, head), users, { base: 'main', head: 'working tree' });
    expect(text).toContain('## BREAKING: createPartner (POST /api/partnerek/)');
    expect(text).toContain('- **breaking** [field-made-required] body.kind: now required');
    expect(text).toContain('## BREAKING: listPartners (GET /api/partnerek/)');
    expect(text).toContain('- **breaking** [call-removed] call removed');
    expect(text).toContain('  - Partnerek (section partners): /penzugy/partnerek/uj.html');
    expect(text).toContain('  - Partnerek (section partners): /penzugy/partnerek/lista.html');
    expect(text).toContain('raise the major or keep the contract');
  });
});

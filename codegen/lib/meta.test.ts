import { describe, expect, it } from 'vitest';
import { generateMeta } from './meta.mjs';

const spec = {
  paths: {
    '/api/x/{id}/': {
      get: {
        operationId: 'getX',
        tags: ['things'],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/XDetail' } } } } },
      },
    },
  },
  components: {
    schemas: {
      X: { type: 'object', title: 'Tétel', properties: { id: { type: 'integer', title: 'Azonosító' }, name: { type: 'string', title: 'Név' } } },
      XDetail: {
        title: 'Tétel',
        allOf: [{ $ref: '#/components/schemas/X' }, { type: 'object', required: ['name'], properties: { note: { type: ['string', 'null'], title: 'Megjegyzés' } } }],
      },
    },
  },
};

describe('generated labels', () => {
  it('a composed schema reuses its part, writing only what it adds or changes, after the part', () => {
    const source = generateMeta(spec).get('things') ?? '';
    const detail = source.slice(source.indexOf('export const XDetailMeta'));
    expect(source.indexOf('export const XMeta')).toBeLessThan(source.indexOf('export const XDetailMeta'));
    expect(detail).toContain('...XMeta.fields,');
    expect(detail).toContain('"name": {"label":"Név","kind":"string","required":true}');
    expect(detail).toContain('"note": {"label":"Megjegyzés","kind":"string","nullable":true}');
    expect(detail).not.toContain('"id":');
  });
});

describe('field kinds for forms', () => {
  const formSpec = {
    paths: {
      '/api/y/': {
        post: {
          operationId: 'createY',
          tags: ['things'],
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/YInput' } } } },
          responses: { '200': { description: 'ok' } },
        },
      },
      '/api/t/mind/': { get: { operationId: 'listAllT', tags: ['others'], responses: { '200': { description: 'ok' } } } },
    },
    components: {
      schemas: {
        Line: { type: 'object', title: 'Sor', properties: { quantity: { type: 'number', title: 'Mennyiség' } } },
        Address: { type: 'object', title: 'Cím', properties: { city: { type: 'string', title: 'Település' } } },
        YInput: {
          type: 'object',
          title: 'Y',
          properties: {
            institution: { type: 'integer', title: 'Intézmény', 'x-lookup': 'institutions' },
            employment: { type: 'integer', title: 'Munkaviszony', 'x-lookup': { source: 'employments', dependsOn: 'user' } },
            tender: { type: ['integer', 'null'], title: 'Pályázat', 'x-lookup': 'listAllT' },
            cost: { type: 'number', title: 'Összeg', 'x-unit': 'Ft' },
            lines: { type: 'array', title: 'Sorok', items: { $ref: '#/components/schemas/Line' } },
            address: { oneOf: [{ $ref: '#/components/schemas/Address' }, { type: 'null' }], title: 'Lakcím' },
            file: { type: 'string', format: 'binary', title: 'Igazolás' },
            begins: { type: 'string', format: 'date-time', title: 'Kezdés' },
            ends: { type: 'string', format: 'date-time', title: 'Befejezés', 'x-default': 'now', 'x-after': 'begins' },
          },
        },
      },
    },
  };

  it('emits lookups, units, and references the item and object schemas instead of copying them', () => {
    const files = generateMeta(formSpec);
    const source = [...files.values()].join('\n');
    expect(source).toContain('"institution": {"label":"Intézmény","kind":"integer","lookup":{"source":"institutions"}}');
    expect(source).toContain('"lookup":{"source":"employments","dependsOn":"user"}');
    expect(source).toContain('"unit":"Ft"');
    expect(source).toContain('"items":LineMeta}');
    expect(source).toContain('"ref":"Address","fields":AddressMeta.fields}');
    expect(source).toContain('"format":"binary"');
    expect(source).toContain('"ends": {"label":"Befejezés","kind":"string","format":"date-time","defaultNow":true,"after":"begins"}');
    expect(source.indexOf('export const LineMeta')).toBeLessThan(source.indexOf('export const YInputMeta'));
  });

  it('loads a mind/ lookup from its own module only, and rejects an unknown source', () => {
    const lookups = generateMeta(formSpec).get('lookups') ?? '';
    expect(lookups).toContain("listAllT: (signal) => import('../api/others').then((m) => m.listAllT({}, signal)),");
    expect(lookups).not.toContain('institutions');
    const broken = structuredClone(formSpec);
    broken.components.schemas.YInput.properties.tender['x-lookup'] = 'listAllNothing';
    expect(() => generateMeta(broken)).toThrow(/listAllNothing/);
  });

  it('loads the mind/ list a list filter names (x-lookup on a query parameter) too', () => {
    const filterSpec = structuredClone(formSpec);
    Object.assign(filterSpec.paths, {
      '/api/z/': {
        get: {
          operationId: 'listZ',
          tags: ['others'],
          parameters: [{ name: 't', in: 'query', schema: { type: 'integer', 'x-lookup': 'listAllU' } }],
          responses: { '200': { description: 'ok' } },
        },
      },
      '/api/u/mind/': { get: { operationId: 'listAllU', tags: ['others'], responses: { '200': { description: 'ok' } } } },
    });
    expect(generateMeta(filterSpec).get('lookups')).toContain("listAllU: (signal) => import('../api/others').then((m) => m.listAllU({}, signal)),");
  });

  it('a free-option search passes the query its chooser fills, and only parameters the call has', () => {
    const freeSpec = structuredClone(formSpec);
    Object.assign(freeSpec.paths, {
      '/api/f/szabad/': {
        get: {
          operationId: 'listFreeF',
          tags: ['others'],
          parameters: [
            { name: 'start', in: 'query', required: true, schema: { type: 'string' } },
            { name: 'own', in: 'query', schema: { type: 'integer' } },
          ],
          responses: { '200': { description: 'ok' } },
        },
      },
    });
    Object.assign(freeSpec.components.schemas.YInput.properties, {
      room: {
        type: 'integer',
        title: 'Terem',
        'x-lookup': { source: 'listFreeF', query: { start: 'start_time', own: '$saved.room' }, label: '{name} ({capacity} fő)' },
      },
    });
    const files = generateMeta(freeSpec);
    const lookups = files.get('lookups') ?? '';
    expect(lookups).toContain("import type { ListFreeFVariables } from '../api/others';");
    expect(lookups).toContain(
      "listFreeF: (signal, query) => import('../api/others').then((m) => m.listFreeF({ query: query as ListFreeFVariables['query'] }, signal)),",
    );
    expect([...files.values()].join('\n')).toContain(
      '"lookup":{"source":"listFreeF","query":{"start":"start_time","own":"$saved.room"},"label":"{name} ({capacity} fő)"}',
    );
    freeSpec.components.schemas.YInput.properties.room['x-lookup'].query = { begin: 'start_time' };
    expect(() => generateMeta(freeSpec)).toThrow(/begin is not a query parameter/);
  });
});

describe('multipart fields carrying JSON', () => {
  it('are described by what they carry: a list with its item meta and lookup, labelled by its title', () => {
    const jsonSpec = {
      paths: {
        '/api/z/': {
          post: {
            operationId: 'createZ',
            tags: ['zs'],
            requestBody: { content: { 'multipart/form-data': { schema: { $ref: '#/components/schemas/ZInput' } } } },
            responses: { '201': { description: 'ok' } },
          },
        },
      },
      components: {
        schemas: {
          ZPartInput: {
            type: 'object',
            title: 'Rész',
            required: ['institution'],
            properties: { institution: { type: 'integer', title: 'Intézmény', 'x-lookup': 'institutions' } },
          },
          ZInput: {
            type: 'object',
            title: 'Z',
            properties: {
              parts: {
                type: 'string',
                title: 'Részek',
                contentMediaType: 'application/json',
                contentSchema: { type: 'array', items: { $ref: '#/components/schemas/ZPartInput' } },
              },
              tags: {
                type: 'string',
                title: 'Címkék',
                contentMediaType: 'application/json',
                contentSchema: { type: 'array', items: { type: 'integer', 'x-lookup': 'static:tags' } },
              },
            },
          },
        },
      },
    };
    const source = generateMeta(jsonSpec).get('zs') ?? '';
    expect(source).toContain('"parts": {"label":"Részek","kind":"array","items":ZPartInputMeta}');
    expect(source).toContain('"tags": {"label":"Címkék","kind":"array","lookup":{"source":"static:tags"}}');
  });
});

describe('years', () => {
  it('marks an integer named year or …_year, or one marked x-year, so it shows without digit grouping; x-year: false opts out', () => {
    const yearSpec = {
      paths: {},
      components: {
        schemas: {
          Report: {
            type: 'object',
            title: 'Jelentés',
            properties: {
              year: { type: 'integer', title: 'Év' },
              start_year: { type: ['integer', 'null'], title: 'Kezdő év' },
              founded: { type: 'integer', title: 'Alapítás éve', 'x-year': true },
              light_year: { type: 'integer', title: 'Fényév', 'x-year': false },
              school_year: { type: 'string', title: 'Tanév' },
              count: { type: 'integer', title: 'Létszám' },
              period: { type: ['string', 'null'], title: 'Elszámolási időszak', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' },
            },
          },
        },
      },
    };
    const source = [...generateMeta(yearSpec).values()].join('\n');
    expect(source).toContain('"year": {"label":"Év","kind":"integer","year":true}');
    expect(source).toContain('"start_year": {"label":"Kezdő év","kind":"integer","nullable":true,"year":true}');
    expect(source).toContain('"founded": {"label":"Alapítás éve","kind":"integer","year":true}');
    expect(source).toContain('"light_year": {"label":"Fényév","kind":"integer"}');
    expect(source).toContain('"school_year": {"label":"Tanév","kind":"string"}');
    expect(source).toContain('"count": {"label":"Létszám","kind":"integer"}');
    // A year and a month (the year-month pattern) gets the year-month field.
    expect(source).toContain('"period": {"label":"Elszámolási időszak","kind":"string","nullable":true,"yearMonth":true}');
  });
});

import { describe, expect, it } from 'vitest';
import { generateListParams } from './list-params.mjs';

const q = (name: string, schema: Record<string, unknown>) => ({ name, in: 'query', schema });
const spec = {
  paths: {
    '/api/things/': {
      get: {
        operationId: 'listThings',
        tags: ['things'],
        parameters: [
          q('q', { type: 'string' }),
          q('page', { type: 'integer' }),
          q('order_by', { type: 'string', enum: ['name', '-name', 'created_at', '-created_at'] }),
          q('min_price', { type: 'number', title: 'Ár (Ft)' }),
          q('max_price', { type: 'number', title: 'Ár (Ft)' }),
          q('upload_min_date', { type: 'string', format: 'date' }),
          q('upload_max_date', { type: 'string', format: 'date' }),
          q('due_date_from', { type: 'string', format: 'date' }),
          q('due_date_till', { type: 'string', format: 'date' }),
          q('processed', { type: 'boolean', title: 'Feldolgozva' }),
          q('institution', { type: 'integer', title: 'Intézmény', 'x-lookup': 'institutions' }),
          q('state', { type: 'string', enum: ['open', 'closed'], 'x-enum-labels': { open: 'Nyitott', closed: 'Lezárt' } }),
          { ...q('floor', { type: 'string', title: 'Emelet' }), 'x-filter-options': 'floors' },
          q('year', { type: 'integer', title: 'Év', minimum: 2000 }),
        ],
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    total: { type: 'integer' },
                    data: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: { state: { type: 'string', title: 'Állapot' }, upload_date: { type: 'string', title: 'Feltöltés dátuma' } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/api/things/export/': {
      get: {
        operationId: 'exportThings',
        tags: ['things'],
        parameters: [
          { ...q('start_date', { type: 'string', format: 'date', title: 'Időszak kezdete' }), required: true },
          { ...q('end_date', { type: 'string', format: 'date', title: 'Időszak vége' }), required: true },
          q('institution', { type: 'integer', title: 'Intézmény', 'x-lookup': 'institutions' }),
        ],
        responses: { '200': { description: 'xlsx' } },
      },
    },
    '/api/things/summary/': {
      get: {
        operationId: 'exportThingsSummary',
        tags: ['things'],
        parameters: [q('institution', { type: 'integer' })],
        responses: { '200': { description: 'xlsx' } },
      },
    },
  },
};

function generated(): string {
  return generateListParams(spec).get('things') ?? '';
}

describe('list parameter meta', () => {
  it('pairs the ends of ranges whatever their naming and labels them from the spec or the rows', () => {
    const source = generated();
    expect(source).toContain('"min_price": {"label":"Ár (Ft)","kind":"number","range":{"key":"price","end":"min","pair":"max_price"}}');
    expect(source).toContain('"max_price": {"label":"Ár (Ft)","kind":"number","range":{"key":"price","end":"max","pair":"min_price"}}');
    expect(source).toContain('"upload_min_date": {"label":"Feltöltés dátuma","kind":"date","range":{"key":"upload_date","end":"min","pair":"upload_max_date"}}');
    expect(source).toContain('"due_date_till": {"label":"due_date_till","kind":"date","range":{"key":"due_date","end":"max","pair":"due_date_from"}}');
  });

  it('gives yes/no, lookup and enum filters their kind, leaves paging out and lists the order_by fields', () => {
    const source = generated();
    expect(source).toContain('"processed": {"label":"Feldolgozva","kind":"boolean"}');
    expect(source).toContain('"institution": {"label":"Intézmény","kind":"integer","lookup":{"source":"institutions"}}');
    expect(source).toContain('"state": {"label":"Állapot","kind":"string","enumLabels":{"open":"Nyitott","closed":"Lezárt"}}');
    expect(source).not.toMatch(/"(q|page|order_by)": \{/);
    // A parameter whose szurok/ values come under another key (the rooms' floor under floors).
    expect(source).toContain('"floor": {"label":"Emelet","kind":"string","optionsKey":"floors"}');
    expect(source).toContain('orderBy: {"fields":["name","created_at"]}');
  });

  it('marks a year filter, so it reads 2026 rather than 2 026', () => {
    expect(generated()).toContain('"year": {"label":"Év","kind":"integer","year":true}');
  });

  it('describes an export that asks for input (a required period) like a list, marking what it needs', () => {
    const source = generated();
    expect(source).toContain('export const exportThingsParams = {');
    expect(source).toContain('"start_date": {"label":"Időszak kezdete","kind":"date","required":true}');
    expect(source).toContain('"end_date": {"label":"Időszak vége","kind":"date","required":true}');
    expect(source).toContain('"institution": {"label":"Intézmény","kind":"integer","lookup":{"source":"institutions"}}');
    // An export that needs nothing runs at once: no dialog, no meta.
    expect(source).not.toContain('exportThingsSummaryParams');
  });
});

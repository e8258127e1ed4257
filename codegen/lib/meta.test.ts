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

import { describe, expect, it } from 'vitest';
import { generateApi } from './api.mjs';

const ok = { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } };
const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }];
const post = (operationId: string, extra: Record<string, unknown> = {}) => ({ post: { operationId, tags: ['things'], responses: ok, ...extra }, parameters: idParam });

// A record collection as the spec writes one: its list, its details, a state change and a comment.
const spec = {
  openapi: '3.1.0',
  paths: {
    '/api/things/': { get: { operationId: 'listThings', tags: ['things'], responses: ok } },
    '/api/things/{id}/': { get: { operationId: 'getThing', tags: ['things'], responses: ok }, parameters: idParam },
    '/api/things/{id}/sztorno/': post('stornoThing'),
    '/api/things/{id}/uj-komment/': post('addThingComment', { 'x-invalidates': 'record' }),
    '/api/things/{id}/kesz/': post('finishThing', { 'x-invalidates': ['record', 'listThings'] }),
  },
};
const source = generateApi(spec).get('things') ?? '';
const invalidates = (id: string) =>
  source
    .slice(source.indexOf(`export function ${id}Mutation`))
    .split('\n')
    .find((line) => line.includes('invalidates'));

describe('mutation invalidation', () => {
  it('a call on a record makes the record and its lists stale by default', () => {
    expect(invalidates('stornoThing')).toContain("[['getThing', { path: vars.path }], ['listThings']]");
  });

  it('x-invalidates: record makes only that record stale (a comment or an attachment changes no list)', () => {
    expect(invalidates('addThingComment')).toContain("[['getThing', { path: vars.path }]]");
    expect(invalidates('addThingComment')).not.toContain('listThings');
  });

  it('x-invalidates: a list naming record makes the record stale by its exact key, and the named lists', () => {
    expect(invalidates('finishThing')).toContain(
      "invalidates: (vars: FinishThingVariables): InvalidationKey[] => [['getThing', { path: vars.path }], ['listThings']]",
    );
  });

  it('x-invalidates: a list naming record where the spec has no GET of it is refused', () => {
    const noDetails = { openapi: '3.1.0', paths: { '/api/other/{id}/kesz/': post('finishOther', { 'x-invalidates': ['record'] }) } };
    expect(() => generateApi(noDetails)).toThrow(/finishOther: x-invalidates names record/);
  });

  it('x-invalidates: record where the spec has no GET of the record makes its lists stale, which show it', () => {
    const noDetails = {
      openapi: '3.1.0',
      paths: {
        '/api/other/': { get: { operationId: 'listOthers', tags: ['things'], responses: ok } },
        '/api/other/{id}/uj-komment/': post('addOtherComment', { 'x-invalidates': 'record' }),
      },
    };
    const generated = generateApi(noDetails).get('things') ?? '';
    expect(generated).toContain("invalidates: (_vars: AddOtherCommentVariables): InvalidationKey[] => [['listOthers']]");
  });
});

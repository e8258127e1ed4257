import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { generateApiTypes } from './api-types.mjs';
import { generateValidators } from './validators.mjs';

const require = createRequire(import.meta.url);

/** Generates the validators of a one-operation spec and loads them as a module. */
function load(properties: Record<string, unknown>, required: string[] = []) {
  const spec = {
    paths: {
      '/api/x/': {
        post: {
          operationId: 'createX',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/XInput' } } } },
          responses: { '201': { description: 'ok' } },
        },
      },
    },
    components: { schemas: { XInput: { type: 'object', required, properties } } },
  };
  const files = generateValidators(spec);
  const evaluate = (source: string, localRequire: (id: string) => unknown) => {
    const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
    const module = { exports: {} as Record<string, unknown> };
    new Function('module', 'exports', 'require', js)(module, module.exports, localRequire);
    return module.exports;
  };
  const helpers = evaluate(files.get('helpers')!, require);
  const generated = evaluate(files.get('untagged')!, (id) => (id === './helpers' ? helpers : require(id)));
  const schema = generated.XInputSchema as v.GenericSchema;
  return (value: Record<string, unknown>) => {
    const result = v.safeParse(schema, value);
    return result.success ? {} : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i), i.message]));
  };
}

describe('generated valibot schemas speak section 5', () => {
  it("required: 'Ez a mező nem lehet üres'", () => {
    const check = load({ name: { type: 'string' } }, ['name']);
    expect(check({ name: '' })).toEqual({ name: 'Ez a mező nem lehet üres' });
    expect(check({})).toEqual({ name: 'Ez a mező nem lehet üres' });
    expect(check({ name: 'Anna' })).toEqual({});
  });

  it('a multipart field carrying JSON is checked as the list it carries', () => {
    const check = load(
      {
        categories: {
          type: 'string',
          title: 'Kategóriák',
          contentMediaType: 'application/json',
          contentSchema: { type: 'array', minItems: 1, items: { type: 'integer' } },
        },
      },
      ['categories'],
    );
    expect(check({ categories: [] })).toEqual({ categories: 'Ez a lista nem lehet üres.' });
    expect(check({ categories: [3] })).toEqual({});
  });

  it("minimum length: 'Minimum {n} karakter kötelező'", () => {
    expect(load({ title: { type: 'string', minLength: 5 } }, ['title'])({ title: 'abc' })).toEqual({ title: 'Minimum 5 karakter kötelező' });
  });

  it("numeric strings: 'A mező csak szám karaktereket tartalmazhat'", () => {
    const check = load({ code: { type: 'string', 'x-validation': 'numeric' } });
    expect(check({ code: '12a' })).toEqual({ code: 'A mező csak szám karaktereket tartalmazhat' });
    expect(check({ code: '0123' })).toEqual({});
  });

  it("bank account: 'Hibás bankszámlaszám'", () => {
    const check = load({ account: { type: 'string', 'x-validation': 'bank-account' } });
    expect(check({ account: '1177-3016' })).toEqual({ account: 'Hibás bankszámlaszám' });
    expect(check({ account: '11773016-01234567' })).toEqual({});
    expect(check({ account: '11773016-01234567-00000000' })).toEqual({});
  });

  it("future date: 'Csak jövőbeli dátum lehet'", () => {
    const check = load({ start_date: { type: 'string', format: 'date', 'x-future-date': true } });
    expect(check({ start_date: '2000-01-01' })).toEqual({ start_date: 'Csak jövőbeli dátum lehet' });
    expect(check({ start_date: '2999-01-01' })).toEqual({});
  });

  it("end after start: 'A kezdési dátumnál csak későbbi dátum lehet'", () => {
    const check = load({ start_date: { type: 'string', format: 'date' }, end_date: { type: 'string', format: 'date', 'x-after': 'start_date' } }, [
      'start_date',
      'end_date',
    ]);
    expect(check({ start_date: '2026-05-10', end_date: '2026-05-01' })).toEqual({ end_date: 'A kezdési dátumnál csak későbbi dátum lehet' });
    expect(check({ start_date: '2026-05-10', end_date: '2026-05-11' })).toEqual({});
  });

  it("not before start (x-not-before): a one-day task ends the day it starts; an earlier end is 'A kezdési dátumnál csak későbbi dátum lehet'", () => {
    const check = load({ start_date: { type: 'string', format: 'date' }, end_date: { type: 'string', format: 'date', 'x-not-before': 'start_date' } }, [
      'start_date',
      'end_date',
    ]);
    expect(check({ start_date: '2026-05-10', end_date: '2026-05-10' })).toEqual({});
    expect(check({ start_date: '2026-05-10', end_date: '2026-05-09' })).toEqual({ end_date: 'A kezdési dátumnál csak későbbi dátum lehet' });
  });

  it("two date-times, end after start: section 8's 'Kezdés ideje kisebb kell legyen, mint vége'", () => {
    const check = load({ start_time: { type: 'string', format: 'date-time' }, end_time: { type: 'string', format: 'date-time', 'x-after': 'start_time' } }, [
      'start_time',
      'end_time',
    ]);
    expect(check({ start_time: '2026-11-24T12:00:00+01:00', end_time: '2026-11-24T10:00:00+01:00' })).toEqual({
      end_time: 'Kezdés ideje kisebb kell legyen, mint vége',
    });
    expect(check({ start_time: '2026-11-24T10:00:00+01:00', end_time: '2026-11-24T12:00:00+01:00' })).toEqual({});
  });

  it("an empty required number (a chooser's id, an amount) is 'Ez a mező nem lehet üres'; a mistyped one is numeric", () => {
    const check = load({ institution: { type: 'integer' }, cost: { type: 'number' } }, ['institution', 'cost']);
    expect(check({ institution: null })).toEqual({ institution: 'Ez a mező nem lehet üres', cost: 'Ez a mező nem lehet üres' });
    expect(check({ institution: 'abc', cost: 1.5 })).toEqual({ institution: 'A mező csak szám karaktereket tartalmazhat' });
    expect(check({ institution: 2, cost: 0 })).toEqual({});
  });

  it("minimum and maximum: 'Nem lehet kisebb mint {min}', 'Nem lehet nagyobb mint {max}'", () => {
    const check = load({ hours: { type: 'number', minimum: 1, maximum: 40 } }, ['hours']);
    expect(check({ hours: 0 })).toEqual({ hours: 'Nem lehet kisebb mint 1' });
    expect(check({ hours: 41 })).toEqual({ hours: 'Nem lehet nagyobb mint 40' });
    expect(check({ hours: 1.5 })).toEqual({});
  });

  it("writes a bound the Hungarian way: '0,001', '4\u00a0500', a year ungrouped; a minus where none may go is under the minimum", () => {
    const check = load(
      {
        quantity: { type: 'number', minimum: 0.001 },
        fee: { type: 'number', minimum: 4500 },
        year: { type: 'integer', minimum: 2000 },
        amount: { type: 'number', minimum: 0 },
      },
      [],
    );
    expect(check({ quantity: 0, fee: 100, year: 1999, amount: -500 })).toEqual({
      quantity: 'Nem lehet kisebb mint 0,001',
      fee: 'Nem lehet kisebb mint 4\u00a0500',
      year: 'Nem lehet kisebb mint 2000',
      amount: 'Nem lehet kisebb mint 0',
    });
  });

  it("email: 'Nem valós email!'", () => {
    expect(load({ email: { type: 'string', format: 'email' } }, ['email'])({ email: 'kovacs.anna' })).toEqual({ email: 'Nem valós email!' });
  });

  it("date format: 'Nem megfelelő dátumformátum (YYYY-MM-DD)'; a day the calendar has not: 'Nem létező dátum'", () => {
    const check = load({ day: { type: 'string', format: 'date' } }, ['day']);
    expect(check({ day: '2026.05.01' })).toEqual({ day: 'Nem megfelelő dátumformátum (YYYY-MM-DD)' });
    expect(check({ day: '2026-02-30' })).toEqual({ day: 'Nem létező dátum' });
    expect(check({ day: '2026-02-28' })).toEqual({});
  });

  it("a year and a month (the year-month pattern) is told the form it needs, another pattern 'Hibás formátum'", () => {
    const check = load({ period: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' }, code: { type: 'string', pattern: '^[A-Z]{2}$' } }, []);
    expect(check({ period: '2026.11' })).toEqual({ period: 'ÉÉÉÉ-HH formátumban adja meg, pl. 2026-11.' });
    expect(check({ period: '2026-13' })).toEqual({ period: 'ÉÉÉÉ-HH formátumban adja meg, pl. 2026-11.' });
    expect(check({ period: '2026-11' })).toEqual({});
    expect(check({ code: 'x' })).toEqual({ code: 'Hibás formátum' });
  });

  it('date-time takes YYYY-MM-DD HH:mm', () => {
    const check = load({ at: { type: 'string', format: 'date-time' } }, ['at']);
    expect(check({ at: '2026-05-01 08:30' })).toEqual({});
    expect(check({ at: '2026-05-01' })).toEqual({ at: 'Nem megfelelő dátumformátum (YYYY-MM-DD HH:mm)' });
  });

  it('array items (lines) get the checks of top-level fields, keyed by line and field', () => {
    const check = load(
      {
        tasks: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            required: ['subject', 'hours'],
            properties: {
              id: { type: 'integer', readOnly: true },
              subject: { type: 'string', maxLength: 10 },
              hours: { type: 'number', minimum: 1, maximum: 40 },
              code: { type: ['string', 'null'], pattern: '^[A-Z]{2}$' },
              start: { type: 'string', format: 'date' },
              end: { type: 'string', format: 'date', 'x-after': 'start' },
            },
          },
        },
      },
      ['tasks'],
    );
    expect(check({ tasks: [] })).toEqual({ tasks: 'Ez a lista nem lehet üres.' });
    expect(check({ tasks: [{ subject: 'Matematika', hours: 2, id: 'not checked' }] })).toEqual({});
    expect(
      check({
        tasks: [
          { subject: 'Matematika', hours: 2 },
          { subject: '', hours: 0, code: 'x1' },
          { subject: 'Matematika emelt', hours: 41, start: '2026-05-10', end: '2026-05-01' },
          { hours: null },
        ],
      }),
    ).toEqual({
      'tasks.1.subject': 'Ez a mező nem lehet üres',
      'tasks.1.hours': 'Nem lehet kisebb mint 1',
      'tasks.1.code': 'Hibás formátum',
      'tasks.2.subject': 'Maximum 10 karakter adható meg',
      'tasks.2.hours': 'Nem lehet nagyobb mint 40',
      'tasks.2.end': 'A kezdési dátumnál csak későbbi dátum lehet',
      'tasks.3.subject': 'Ez a mező nem lehet üres',
      'tasks.3.hours': 'Ez a mező nem lehet üres',
    });
  });

  it('a list of ids is checked item by item; a list of files is left to the file input', () => {
    const check = load({
      users: { type: 'array', items: { type: 'integer', minimum: 1 } },
      files: { type: 'array', items: { type: 'string', format: 'binary' } },
    });
    expect(check({ users: [3, 'abc', 0] })).toEqual({ 'users.1': 'A mező csak szám karaktereket tartalmazhat', 'users.2': 'Nem lehet kisebb mint 1' });
    expect(check({ users: [3], files: ['https://example.hu/a.pdf'] })).toEqual({});
  });

  it("an item's untyped value (an extra field's answer) is left to its own block: an empty text answer passes", () => {
    const check = load({
      answers: { type: 'array', items: { type: 'object', required: ['field', 'value'], properties: { field: { type: 'integer' }, value: {} } } },
    });
    expect(
      check({
        answers: [
          { field: 3, value: '' },
          { field: 4, value: null },
        ],
      }),
    ).toEqual({});
    expect(check({ answers: [{ value: 'x' }] })).toEqual({ 'answers.0.field': 'Ez a mező nem lehet üres' });
  });

  it('optional fields accept null and leave read-only fields out', () => {
    const check = load({ note: { type: ['string', 'null'] }, id: { type: 'integer', readOnly: true } });
    expect(check({ note: null })).toEqual({});
    expect(check({ note: null, id: 'not checked' })).toEqual({});
  });
});

describe('a body schema is optional and nullable exactly as the spec says (as the API type is)', () => {
  it('an optional field that may not be null is left out, never null; a required one that may be null is sent, null or not', () => {
    const check = load({ code: { type: 'string' }, note: { type: ['string', 'null'] } }, ['note']);
    expect(check({ note: null })).toEqual({});
    expect(check({ note: 'x', code: 'A1' })).toEqual({});
    expect(check({ note: null, code: null })).toEqual({ code: 'Ez a mező nem lehet üres' });
    expect(check({})).toEqual({ note: 'Ez a mező nem lehet üres' });
  });

  it("a value of several types takes each of them (a survey answer's text, number or yes/no)", () => {
    const check = load({ value: { type: ['string', 'number', 'boolean', 'null'] } });
    for (const value of ['igen', 3, true, null]) expect(check({ value })).toEqual({});
    expect(check({ value: [1] })).toEqual({ value: 'Ez a mező nem lehet üres' });
  });

  it('a nested object gets its own checks, keyed under its field', () => {
    const check = load({ address: { type: ['object', 'null'], required: ['zip'], properties: { zip: { type: 'string', maxLength: 4 } } } });
    expect(check({ address: null })).toEqual({});
    expect(check({ address: { zip: '105211' } })).toEqual({ 'address.zip': 'Maximum 4 karakter adható meg' });
  });

  it("the generated body type is the API's body type, checked both ways by the type check", () => {
    const files = generateValidators(oneBodySpec({ note: { type: 'string' } }));
    expect(files.get('untagged')).toContain(
      "export type XInputBody = Fits<components['schemas']['XInput'], Fits<v.InferOutput<typeof XInputSchema>, components['schemas']['XInput']>>;",
    );
    expect(files.get('helpers')).toContain('export type Fits<Out extends Api, Api> = Out;');
  });

  it('the type check fails when a body schema drifts from the API type, and passes while they agree', async () => {
    const properties = {
      code: { type: 'string' },
      note: { type: ['string', 'null'] },
      urgent: { type: 'boolean', default: false },
      tags: { type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'array', items: { type: 'integer' } } },
      file: { type: 'string', format: 'binary' },
    };
    const spec = oneBodySpec(properties, ['note']);
    const files = generateValidators(spec);
    const apiTypes = await generateApiTypes(spec);
    expect(typeErrors(files, apiTypes)).toEqual([]);
    // The drift this check is for: a validator that lets an optional field be null, which the API's type does not take.
    const drifted = new Map(files).set('untagged', files.get('untagged')!.replace(/"code": v\.optional\((.*)\),$/m, '"code": v.optional(v.nullable($1)),'));
    expect(drifted.get('untagged')).not.toEqual(files.get('untagged'));
    expect(typeErrors(drifted, apiTypes).join('\n')).toMatch(/not assignable|does not satisfy the constraint/);
  }, 60_000);
});

function oneBodySpec(properties: Record<string, unknown>, required: string[] = []) {
  return {
    openapi: '3.1.0',
    info: { title: 'x', version: '1' },
    paths: {
      '/api/x/': {
        post: {
          operationId: 'createX',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/XInput' } } } },
          responses: { '201': { description: 'ok' } },
        },
      },
    },
    components: { schemas: { XInput: { type: 'object', required, properties } } },
  };
}

/** Type-checks generated validators beside the API types openapi-typescript makes of the same spec (in memory, in a folder of this repo so valibot resolves). */
function typeErrors(files: Map<string, string>, apiTypes: string): string[] {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '__drift__');
  const memory = new Map([[join(dir, 'schema.d.ts'), apiTypes], ...[...files].map(([name, text]) => [join(dir, 'validators', `${name}.ts`), text] as const)]);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  host.fileExists = (name) => memory.has(name) || fileExists.call(host, name);
  host.directoryExists = (name) => name === dir || name.startsWith(`${dir}/`) || (directoryExists?.call(host, name) ?? true);
  host.readFile = (name) => memory.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, version, ...rest) =>
    memory.has(name) ? ts.createSourceFile(name, memory.get(name)!, version) : getSourceFile.call(host, name, version, ...rest);
  const program = ts.createProgram(
    [...memory.keys()].filter((name) => name.endsWith('.ts')),
    options,
    host,
  );
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

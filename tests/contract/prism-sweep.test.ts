import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism } from '../../scripts/lib/prism.mjs';
import { operations, sampleUrl, validateBody, type Operation } from './spec-tools';

type Prism = Awaited<ReturnType<typeof startPrism>>;
const HEADERS = { 'Accept-Language': 'hu-HU', Authorization: 'Token qa-sweep' };
const reads = operations().filter((op) => op.method === 'get');

async function check(prism: Prism, op: Operation): Promise<string[]> {
  const response = await fetch(sampleUrl(op, prism.url), { headers: HEADERS });
  const code = Object.keys(op.responses).find((c) => c.startsWith('2'))!;
  const problems: string[] = [];
  if (String(response.status) !== code) problems.push(`status ${response.status}, spec says ${code}: ${(await response.text()).slice(0, 200)}`);
  const media = Object.entries(op.responses[code]?.content ?? {})[0];
  if (!media) return problems;
  const [type, { schema }] = media;
  if (!(response.headers.get('content-type') ?? '').startsWith(type)) problems.push(`content type ${response.headers.get('content-type')}, spec says ${type}`);
  if (type.includes('json')) problems.push(...validateBody(schema, await response.json()));
  else if (op.responses[code]?.headers?.['Content-Disposition'] && !response.headers.get('content-disposition')) problems.push('no Content-Disposition');
  return problems.map((p) => `${op.operationId} GET ${op.path}: ${p}`);
}

describe.each([
  ['static', false],
  ['dynamic', true],
] as const)('Prism on the bundled spec, %s mode', (_mode, dynamic) => {
  let prism: Prism;
  beforeAll(async () => {
    prism = await startPrism({ dynamic, snapshot: true });
  });
  afterAll(async () => prism?.stop());

  it(`answers all ${reads.length} GETs with responses that validate against the spec`, async () => {
    const problems: string[] = [];
    for (let i = 0; i < reads.length; i += 8) {
      const batch = await Promise.all(reads.slice(i, i + 8).map((op) => check(prism, op)));
      problems.push(...batch.flat());
    }
    expect(problems).toEqual([]);
    expect(reads.length).toBeGreaterThan(200);
  });
});

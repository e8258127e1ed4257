import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The project's eslint.config.js, run on snippets placed (virtually) in the layer under test. The
// imported modules are real files of the tree, so the resolver and the zones are exercised as in `npm run lint`.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  // ignore: false lets the test lint the cycle fixtures, which the normal run skips.
  eslint = new ESLint({ cwd: ROOT, ignore: false });
});

async function rulesHit(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('layer zones', () => {
  it('stops a feature importing a route, through the @/ alias or a relative path', async () => {
    expect(await rulesHit("import { Route } from '@/routes/__root';\nexport const r = Route;\n", 'src/features/records/lint-fixture.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesHit("import { Route } from '../../routes/__root';\nexport const r = Route;\n", 'src/features/records/lint-fixture.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('stops shared parts importing features and sections importing the app', async () => {
    expect(await rulesHit("import { defineSection } from '@/features/records/section';\nexport const d = defineSection;\n", 'src/lib/lint-fixture.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesHit("import { App } from '../app/App';\nexport const a = App;\n", 'src/sections/lint-fixture.ts')).toContain('import-x/no-restricted-paths');
  });

  it('stops generated code importing anything of ours but generated code', async () => {
    expect(await rulesHit("import { formatDate } from '../lib/format';\nexport const f = formatDate;\n", 'src/generated/lint-fixture.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesHit("import { apiClient } from './runtime';\nexport const c = apiClient;\n", 'src/generated/lint-fixture.ts')).toEqual([]);
  });

  it("stops a module's folder importing another module's, through the @/ alias or a relative path", async () => {
    const alias = "import { employeesSection } from '@/sections/hr/employees';\nexport const e = employeesSection;\n";
    expect(await rulesHit(alias, 'src/sections/office/lint-fixture.ts')).toContain('import-x/no-restricted-paths');
    const relative = "import { commitmentsSection } from '../finance/commitments';\nexport const c = commitmentsSection;\n";
    expect(await rulesHit(relative, 'src/sections/hr/lint-fixture.ts')).toContain('import-x/no-restricted-paths');
    expect(await rulesHit("import { absencesSection } from './absences';\nexport const a = absencesSection;\n", 'src/sections/hr/lint-fixture.ts')).toEqual([]);
  });

  it('lets imports run the allowed way', async () => {
    expect(await rulesHit("import { defineSection } from '@/features/records/section';\nexport const d = defineSection;\n", 'src/sections/lint-fixture.ts')).toEqual(
      [],
    );
  });
});

describe('import cycles', () => {
  it('reports a module that imports a module importing it', async () => {
    const [result] = await eslint.lintFiles([`${ROOT}tests/lint/fixtures/cycle/a.ts`]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('follows the @/ alias: lib/format importing a component that imports lib/format is a cycle', async () => {
    const code = "import { Pagination } from '@/components/data-table/Pagination';\nexport const p = Pagination;\n";
    expect(await rulesHit(code, 'src/lib/format.ts')).toContain('import-x/no-cycle');
  });
});

describe('react hooks', () => {
  it('reports a hook called conditionally', async () => {
    const code =
      "import { useState } from 'react';\nexport function Counter({ on }: { on: boolean }) {\n  if (on) {\n    const [n] = useState(0);\n    return n;\n  }\n  return null;\n}\n";
    expect(await rulesHit(code, 'src/features/lint-fixture.tsx')).toContain('react-hooks/rules-of-hooks');
  });

  it('reports a missing effect dependency as an error', async () => {
    const code = "import { useEffect } from 'react';\nexport function useLog(value: string) {\n  useEffect(() => console.log(value), []);\n}\n";
    const [result] = await eslint.lintText(code, { filePath: `${ROOT}src/features/lint-fixture.ts` });
    expect(result?.messages.find((m) => m.ruleId === 'react-hooks/exhaustive-deps')?.severity).toBe(2);
  });
});

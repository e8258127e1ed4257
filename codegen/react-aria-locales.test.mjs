import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { keepLocales } from './react-aria-locales.mjs';

const resolve = createRequire(import.meta.url).resolve;

describe('keepLocales (the build keeps react-aria strings in hu-HU and en-US only)', () => {
  it("drops every other locale's import and dictionary entry of a real intlStrings module", () => {
    const file = resolve('react-aria/package.json').replace(/package\.json$/, 'dist/private/toast/intlStrings.mjs');
    const kept = keepLocales(readFileSync(file, 'utf8'));
    expect(kept.match(/^import .*$/gm)).toEqual([expect.stringContaining('/intl/toast/en-US.mjs"'), expect.stringContaining('/intl/toast/hu-HU.mjs"')]);
    expect(kept.match(/^\s*"[a-z]{2}-[A-Z]{2}":/gm)?.map((line) => line.trim())).toEqual(['"en-US":', '"hu-HU":']);
    expect(kept).not.toContain('de-DE');
  });

  it('leaves a module without locale imports as it is', () => {
    const code = 'import {x} from "./utils.mjs";\nexport const y = { "hu-HU-like": 1 };';
    expect(keepLocales(code)).toBe(code);
  });
});

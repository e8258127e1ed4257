// The chunk rules of vite.config.ts: a rule naming a module the build no longer has fails the build
// (the chunk-rules plugin), so a dependency upgrade that moves a file cannot silently change a chunk.
import { describe, expect, it } from 'vitest';
import { CHUNK_RULES, ruleTest, unmatchedRules } from '../../scripts/lib/chunk-rules.mjs';

describe('chunk rules', () => {
  const rule = CHUNK_RULES.find((candidate) => candidate.name === 'date-fields')!;

  it('capture the modules they name (a whole package by its name, our own by their path), nothing else', () => {
    const test = ruleTest(rule, new Set());
    expect(test('/app/node_modules/@internationalized/date/dist/CalendarDate.mjs')).toBe(true);
    expect(test('/app/src/components/ui/DatePicker.tsx')).toBe(true);
    expect(test('/app/src/components/ui/DatePickerLabel.tsx')).toBe(false);
    expect(test('/app/node_modules/@internationalized/number/dist/NumberFormatter.mjs')).toBe(false);
  });

  it('name each module that matched nothing in the build, by group and pattern', () => {
    const seen = new Set<RegExp>();
    const test = ruleTest(rule, seen);
    test('C:\\app\\node_modules\\@internationalized\\date\\dist\\CalendarDate.mjs');
    test('/app/src/components/ui/DateTimeField.tsx');
    expect(unmatchedRules([rule], seen)).toEqual(['date-fields: /\\/src\\/components\\/ui\\/DatePicker\\./']);
    test('/app/src/components/ui/DatePicker.tsx');
    expect(unmatchedRules([rule], seen)).toEqual([]);
  });

  it('name every module one by one: a file an upgrade moves is missed by its own pattern, not hidden among others', () => {
    for (const { modules } of CHUNK_RULES) for (const module of modules) expect(module.source).not.toContain('|');
  });
});

import { describe, expect, it } from 'vitest';
import { registeredSections } from './registry';

// Every registered section's form: where a field ends a range (x-after), its start stands before it, in the same fieldset.
describe('start before end in every form (issue 35)', () => {
  it.each(registeredSections().map((s) => [s.entry.id, s] as const))('%s', async (_id, { load }) => {
    const section = await load();
    const misplaced = section((s) => {
      if (!s.form) return [];
      const { meta, fields, groups = [] } = s.form;
      const grouped = new Set(groups.flatMap((group) => group.fields as readonly string[]));
      const containers = [
        fields.filter((name) => !grouped.has(name)),
        ...groups.map((group) => (group.fields as readonly string[]).filter((name) => fields.includes(name))),
      ];
      return containers.flatMap((shown) =>
        shown.flatMap((name, index) => {
          const start = meta.fields[name]?.after;
          if (start === undefined || !fields.includes(start)) return [];
          return shown.indexOf(start) === -1 || shown.indexOf(start) > index ? [`${start} → ${name}`] : [];
        }),
      );
    });
    expect(misplaced).toEqual([]);
  });
});

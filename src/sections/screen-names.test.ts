import { describe, expect, it } from 'vitest';
import { allSections } from '@/config/site-map';
import { registeredSections } from './registry';

// One name for a screen (issue 35): a list's heading and a calendar's heading are their menu entry's label, which the trail
// and the quick jump show too ('Távollétjelentő' in the menu was 'Távollét naptár' as its heading).
describe('every registered screen is named as its menu entry', () => {
  it.each(registeredSections().map((s) => [s.entry.id, s] as const))('%s', async (_id, { entry, load }) => {
    const section = await load();
    const names = section((s) => ({ list: s.title, calendar: s.calendar && { id: s.calendar.id, title: s.calendar.title } }));
    const calendarEntry = names.calendar && allSections().find((s) => s.id === names.calendar?.id);
    expect(names.list).toBe(entry.label);
    expect(names.calendar?.title).toBe(calendarEntry?.label);
  });
});

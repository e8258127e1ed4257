import { describe, expect, it } from 'vitest';
import type { SchemaMeta } from '@/generated/meta/types';
import { dayField, dayValue, rangeStarts } from './ranges';

const meta = {
  title: 'T',
  fields: {
    subject: { label: 'Tárgy', kind: 'string' },
    deadline: { label: 'Határidő', kind: 'string', format: 'date' },
    start_time: { label: 'Kezdés', kind: 'string', format: 'date-time' },
    end_time: { label: 'Befejezés', kind: 'string', format: 'date-time', after: 'start_time' },
  },
} as const satisfies SchemaMeta;

describe('ranges in a form', () => {
  it('a start followed by its end begins a row; not when something stands between them', () => {
    expect([...rangeStarts(meta, ['subject', 'start_time', 'end_time'])]).toEqual(['start_time']);
    expect([...rangeStarts(meta, ['start_time', 'subject', 'end_time'])]).toEqual([]);
  });

  it("a calendar's day starts the form's range, else its first date; a date-time takes it at 00:00", () => {
    expect(dayField(meta, ['subject', 'deadline', 'start_time', 'end_time'])).toBe('start_time');
    expect(dayField(meta, ['subject', 'deadline'])).toBe('deadline');
    expect(dayField(meta, ['subject'])).toBeUndefined();
    expect(dayValue(meta, 'start_time', '2026-11-26')).toBe('2026-11-26 00:00');
    expect(dayValue(meta, 'deadline', '2026-11-26')).toBe('2026-11-26');
  });
});

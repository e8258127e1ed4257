import { describe, expect, it } from 'vitest';
import { SystemErrorReportInputMeta } from '@/generated/meta/system-error-reports';
import { HiredUserInputMeta } from '@/generated/meta/hr';
import { RoomReservationInputMeta } from '@/generated/meta/operations';
import { SystemErrorReportInputSchema } from '@/generated/validators/system-error-reports';
import { formValues, sectionFormProps } from './section';

describe('form starting values', () => {
  const form = { meta: SystemErrorReportInputMeta, fields: ['title', 'category', 'description'] };

  it('a new record starts empty: text as empty strings, a choice as nothing', () => {
    expect(formValues(form)).toEqual({ title: '', category: null, description: '' });
  });

  it('an empty optional date or e-mail starts as nothing, so its format check does not reject it', () => {
    const dates = { meta: HiredUserInputMeta, fields: ['name', 'email', 'disability_since', 'birth_date'] };
    expect(formValues(dates)).toEqual({ name: '', email: null, disability_since: null, birth_date: null });
    expect(formValues(dates, { name: 'Kiss Réka', email: null, disability_since: null, birth_date: '1994-02-08' })).toEqual({
      name: 'Kiss Réka',
      email: null,
      disability_since: null,
      birth_date: '1994-02-08',
    });
  });

  it('a date-time with x-default: now starts a new record at the current time, an existing one at its saved value', () => {
    const times = {
      meta: { title: 'T', fields: { end_time: { label: 'Befejezés', kind: 'string', format: 'date-time', defaultNow: true } } } as const,
      fields: ['end_time'],
    };
    expect(formValues(times).end_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(String(formValues(times).end_time).slice(0, 10)).toBe('2026-11-23');
    expect(formValues(times, { end_time: null }).end_time).toBeNull();
    expect(formValues(times, { end_time: '2026-11-24T12:00:00+01:00' }).end_time).toBe('2026-11-24T12:00:00+01:00');
  });

  it("an end that defaults to now waits for its start: the room reservation's 'Befejezés' stays empty while 'Kezdés' is", () => {
    const form = { meta: RoomReservationInputMeta, fields: ['subject', 'start_time', 'end_time'] };
    expect(RoomReservationInputMeta.fields.end_time).toMatchObject({ defaultNow: true, after: 'start_time' });
    expect(formValues(form)).toEqual({ subject: '', start_time: null, end_time: null });
    const withStart = {
      meta: {
        ...RoomReservationInputMeta,
        fields: { ...RoomReservationInputMeta.fields, start_time: { ...RoomReservationInputMeta.fields.start_time, default: '2026-11-23 08:00' } },
      },
      fields: form.fields,
    };
    expect(formValues(withStart).end_time).toMatch(/^2026-11-23 \d{2}:\d{2}$/);
  });

  it('an existing record starts from its saved values, leaving out what the form does not edit', () => {
    expect(formValues(form, { id: 7, title: 'Hiba', category: 'bug', description: 'Leírás', state: 'pending' })).toEqual({
      title: 'Hiba',
      category: 'bug',
      description: 'Leírás',
    });
  });
});

describe("a section form's RecordForm props", () => {
  const form = { meta: SystemErrorReportInputMeta, schema: SystemErrorReportInputSchema, fields: ['title', 'category', 'description'] };

  it('start a new record from the defaults and an edited one from its saved values, or from what the declaration starts with', () => {
    expect(sectionFormProps(form).initialValues).toEqual({ title: '', category: null, description: '' });
    expect(sectionFormProps(form, { id: 7, title: 'Hiba', category: 'bug', description: 'Leírás' }).initialValues).toEqual({
      title: 'Hiba',
      category: 'bug',
      description: 'Leírás',
    });
    const declared = { ...form, initialValues: (detail?: { id: number }) => ({ title: detail ? `Másolat ${detail.id}` : 'Új' }) };
    expect(sectionFormProps(declared).initialValues).toEqual({ title: 'Új' });
    expect(sectionFormProps(declared, { id: 7 }).initialValues).toEqual({ title: 'Másolat 7' });
  });
});

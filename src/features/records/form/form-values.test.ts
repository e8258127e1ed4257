import { describe, expect, it } from 'vitest';
import { CommitmentInputMeta } from '@/generated/meta/finance';
import { AbsenceInputMeta } from '@/generated/meta/hr';
import type { SchemaMeta } from '@/generated/meta/types';
import { toFormData } from '@/generated/runtime';
import { AbsenceInputSchema } from '@/generated/validators/hr';
import * as v from 'valibot';
import { toBody } from './form-values';

const saved = {
  employment: { id: 302, name: 'Szabó Péter – Petőfi Sándor Általános Iskola' },
  employments: [{ id: 318, name: 'Szabó Péter – Bartók Béla' }],
  reason: 2,
  substitute: { id: 46, name: 'Tóth Béla' },
  start_date: '2026-11-23',
  end_date: '2026-11-27',
};

describe('toBody', () => {
  it('sends saved {id, name} values as ids and leaves out a file field holding only the saved file’s URL', () => {
    const body = toBody(AbsenceInputMeta, { ...saved, attachment: '/media/tavollet/2026/11/orvosi-igazolas-3105.pdf' });
    expect(body).toEqual({ employment: 302, employments: [318], reason: 2, substitute: 46, start_date: '2026-11-23', end_date: '2026-11-27', attachment: undefined });
    // What the edit form checks and sends is valid: the URL would fail the file rule.
    expect(v.safeParse(AbsenceInputSchema, body).success).toBe(true);
  });

  it("an object's emptied parts follow the same rule: left out where the spec does not let them be null", () => {
    const meta = {
      title: 'Dolgozó',
      fields: {
        permanent_address: {
          label: 'Állandó lakcím',
          kind: 'object',
          nullable: true,
          fields: { city: { label: 'Település', kind: 'string' }, county: { label: 'Megye', kind: 'string', nullable: true } },
        },
      },
    } as const satisfies SchemaMeta;
    expect(toBody(meta, { permanent_address: { city: null, county: null } })).toEqual({ permanent_address: { city: undefined, county: null } });
    expect(toBody(meta, { permanent_address: null })).toEqual({ permanent_address: null });
  });

  it('leaves out an empty field the spec does not let be null, and keeps null where it may be', () => {
    const body = toBody(CommitmentInputMeta, { subject: 'Bútor', users_involved: null, products: null, financial_budget: null });
    expect(body).toEqual({ subject: 'Bútor', users_involved: undefined, products: undefined, financial_budget: null });
  });

  it('sends a newly chosen file as it is', () => {
    const file = new File(['%PDF'], 'igazolas.pdf', { type: 'application/pdf' });
    expect(toBody(AbsenceInputMeta, { ...saved, attachment: file }).attachment).toBe(file);
  });

  it('goes as multipart without the parts it has no value for: no file, an empty list, an empty key', () => {
    const form = toFormData(toBody(AbsenceInputMeta, { ...saved, employments: [], substitute: null, attachment: '/media/tavollet/x.pdf' }));
    expect([...form.keys()]).toEqual(['employment', 'reason', 'start_date', 'end_date']);
    expect(toFormData(toBody(AbsenceInputMeta, saved)).get('employments')).toBe('[318]');
  });
});

describe('toBody: date-times', () => {
  it('sends a date-time typed as YYYY-MM-DD HH:mm in RFC 3339 with the local offset, as format date-time takes it', () => {
    const meta = { title: 'Foglalás', fields: { start_time: { label: 'Kezdés', kind: 'string', format: 'date-time' } } } as const;
    expect(toBody(meta, { start_time: '2026-11-24 10:00' }).start_time).toMatch(/^2026-11-24T10:00:00[+-]\d\d:\d\d$/);
    expect(toBody(meta, { start_time: '2026-11-24T10:00:00+01:00' }).start_time).toMatch(/^2026-11-24T10:00:00[+-]\d\d:\d\d$/);
    expect(toBody(meta, { start_time: null }).start_time).toBeUndefined();
  });
});

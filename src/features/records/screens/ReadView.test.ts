import { describe, expect, it } from 'vitest';
import { listSystemErrorReportsParams } from '@/generated/list-params/system-error-reports';
import { SystemErrorReportDetailMeta, SystemErrorReportInputMeta, SystemErrorReportMeta } from '@/generated/meta/system-error-reports';
import { systemErrorReportApi } from '@/generated/records/system-error-reports';
import { SystemErrorReportInputSchema } from '@/generated/validators/system-error-reports';
import { defineSection } from '../section';
import { readGroups } from './ReadView';

const declare = (blocks?: readonly ((() => null) & { readonly shows?: string })[]) =>
  defineSection({
    id: 'system-error-reports',
    title: 'Rendszerhiba bejelentések',
    recordName: 'Rendszerhiba bejelentés',
    api: systemErrorReportApi,
    list: { meta: SystemErrorReportMeta, columns: ['title'], params: listSystemErrorReportsParams },
    form: {
      meta: SystemErrorReportInputMeta,
      schema: SystemErrorReportInputSchema,
      fields: ['title', 'category', 'description'],
      groups: [{ title: 'Bejelentés', fields: ['title', 'category', 'description'] }],
    },
    details: { title: (report) => report.title, summary: ['title'], meta: SystemErrorReportDetailMeta, panels: {}, blocks },
  });

const detail = { id: 1, title: 'Nem tölt be', category: 'bug', description: 'Üres oldal.' } as never;

describe('the read view', () => {
  it('reads the form groups without what the summary shows, and leaves to a block the field it shows', () => {
    expect(readGroups(declare(), detail)).toEqual([{ title: 'Bejelentés', fields: ['category', 'description'] }]);
    const descriptionBlock = Object.assign(() => null, { shows: 'description' });
    expect(readGroups(declare([descriptionBlock]), detail)).toEqual([{ title: 'Bejelentés', fields: ['category'] }]);
  });
});

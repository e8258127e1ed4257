import { describe, expect, it } from 'vitest';
import { SystemErrorReportInputMeta } from '@/generated/meta/system-error-reports';
import { formValues } from './section';

describe('form starting values', () => {
  const form = { meta: SystemErrorReportInputMeta, fields: ['title', 'category', 'description'] };

  it('a new record starts empty: text as empty strings, a choice as nothing', () => {
    expect(formValues(form)).toEqual({ title: '', category: null, description: '' });
  });

  it("an existing record starts from its saved values, leaving out what the form does not edit", () => {
    expect(formValues(form, { id: 7, title: 'Hiba', category: 'bug', description: 'Leírás', state: 'pending' })).toEqual({ title: 'Hiba', category: 'bug', description: 'Leírás' });
  });
});

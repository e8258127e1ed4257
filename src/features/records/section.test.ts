import { describe, expect, it } from 'vitest';
import { SystemErrorReportInputMeta } from '@/generated/meta/system-error-reports';
import { HiredUserInputMeta } from '@/generated/meta/hr';
import { formValues } from './section';

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

  it('an existing record starts from its saved values, leaving out what the form does not edit', () => {
    expect(formValues(form, { id: 7, title: 'Hiba', category: 'bug', description: 'Leírás', state: 'pending' })).toEqual({
      title: 'Hiba',
      category: 'bug',
      description: 'Leírás',
    });
  });
});

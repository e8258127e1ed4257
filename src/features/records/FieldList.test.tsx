import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SchemaMeta } from '@/generated/meta/types';
import { FieldList, FieldRow } from './FieldList';

const meta: SchemaMeta = {
  title: 'Állás',
  fields: {
    job: { label: 'Munkakör', kind: 'object' },
    weekly_workhour_count: { label: 'Heti munkaóra', kind: 'number' },
    start_date: { label: 'Kezdés', kind: 'string', format: 'date' },
    contract_type: { label: 'Szerződés típusa', kind: 'string', enumLabels: { full: 'Határozatlan' } },
  },
};
const job = { job: { id: 3, name: 'Tanító' }, weekly_workhour_count: 1200, start_date: '2026-09-01', contract_type: 'full' };

describe('FieldList', () => {
  it('shows the named fields in order, each by its label and read as on the details (names, dates, enum labels)', () => {
    render(
      <FieldList
        value={job}
        meta={meta}
        fields={['contract_type', 'job', 'start_date', 'weekly_workhour_count']}
        before={<FieldRow label="Település">Szeged</FieldRow>}
      >
        <FieldRow label="Készlet">–</FieldRow>
      </FieldList>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Település', 'Szerződés típusa', 'Munkakör', 'Kezdés', 'Heti munkaóra', 'Készlet']);
    expect(definitions).toEqual(['Szeged', 'Határozatlan', 'Tanító', '2026. 09. 01.', '1\u00a0200', '–']);
  });

  it("the list's class names its rows", () => {
    const { container } = render(<FieldList value={job} meta={meta} fields={['job']} className="variant-list__fields" />);
    const list = container.querySelector('dl.variant-list__fields');
    expect(list).not.toBeNull();
    expect(within(list as HTMLElement).getByText('Munkakör').parentElement).toHaveClass('variant-list__fields__row');
  });

  it('a list standing apart from a heading carries its name', () => {
    render(<FieldList value={job} meta={meta} fields={['job']} label="Összesítés" />);
    expect(within(screen.getByLabelText('Összesítés')).getByText('Tanító')).toBeInTheDocument();
  });
});

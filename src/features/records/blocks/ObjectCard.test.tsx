import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationMeta } from '@/generated/meta/shared';
import { objectCard } from './ObjectCard';

const JobCard = objectCard({
  field: 'job',
  meta: ApplicationMeta,
  fields: ['institution', 'job', 'contract_type', 'weekly_workhour_count'],
  link: { label: 'Az álláshely adatai', href: (id) => `/hr/allashelyek/${id}.html` },
});

const job = {
  id: 2207,
  institution: { name: 'Petőfi Sándor Általános Iskola', city: 'Budapest' },
  job: { id: 4, name: 'Általános iskolai tanár' },
  weekly_workhour_count: 40,
  contract_type: 'public_education_employee',
};

function renderCard(record: { job?: unknown }) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <JobCard record={record} />
    </QueryClientProvider>,
  );
}

describe('objectCard', () => {
  it("shows the object field's fields under their nested labels, values as on the details, and links to the object's record", () => {
    renderCard({ job });
    const card = screen.getByRole('region', { name: 'Megpályázott állás' });
    const rows = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Intézmény: Petőfi Sándor Általános Iskola',
      'Munkakör: Általános iskolai tanár',
      'Jogviszony típusa: Köznevelési foglalkoztatotti jogviszony',
      'Heti munkaóraszám: 40',
    ]);
    expect(within(card).getByRole('link', { name: 'Az álláshely adatai' }).getAttribute('href')).toBe('/hr/allashelyek/2207.html');
  });

  it('shows nothing when the field is empty', () => {
    const { container } = renderCard({ job: null });
    expect(container.textContent).toBe('');
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AbsenceDetailMeta } from '@/generated/meta/hr';
import { mockFetch } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';
import { itemsTable } from './ItemsTable';
import { whenSettings } from './SettingsGate';
import { seededQueryClient } from '@/test/section-form';

const Budgets = whenSettings(
  itemsTable({ field: 'budgets', meta: AbsenceDetailMeta, columns: ['year', 'total_days'], emptyText: 'Nincs szabadságkeret.' }),
  (settings) => settings.absences.use_absence_budgets === true,
);

function renderWith(absences: object) {
  mockFetch(specExampleFetch());
  const queryClient = seededQueryClient();
  queryClient.setQueryData(['getSettings'], { absences, commitments: {}, hr: {} });
  return render(
    <QueryClientProvider client={queryClient}>
      <Budgets record={{ budgets: [{ id: 1, year: 2026, total_days: 25 }] }} />
    </QueryClientProvider>,
  );
}

describe('whenSettings', () => {
  it('shows the block while the settings answer says so', () => {
    renderWith({ use_absence_budgets: true });
    expect(screen.getByRole('table', { name: 'Szabadságkeretek' })).toBeInTheDocument();
  });

  it('leaves it out with another answer', () => {
    renderWith({ use_absence_budgets: false });
    expect(screen.queryByRole('table', { name: 'Szabadságkeretek' })).toBeNull();
    expect(screen.queryByText('Szabadságkeretek')).toBeNull();
  });

  it('keeps the field the block shows, so the read view still leaves it to the block', () => {
    expect(Budgets.shows).toBe('budgets');
  });
});

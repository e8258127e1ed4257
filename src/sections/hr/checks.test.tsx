import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormChecks } from '@/features/records/form/checks';
import { absenceLengthCheck } from './checks';
import { seededQueryClient } from '@/test/section-form';

/** The settings' absences group as GET /api/beallitasok/ answers it: the defaults, and another answer. */
const DEFAULTS = { absences: { absence_length_warning: 10, delta_days_backward: 0 }, commitments: {}, hr: {} };
const STRICT = { absences: { absence_length_warning: 3, delta_days_backward: 5 }, commitments: {}, hr: {} };

function renderCheck(settings: object, start_date: string, end_date: string) {
  const queryClient = seededQueryClient();
  queryClient.setQueryData(['getSettings'], settings);
  return render(
    <QueryClientProvider client={queryClient}>
      <FormChecks checks={[absenceLengthCheck]} values={{ start_date, end_date }} placement="below" />
    </QueryClientProvider>,
  );
}

describe('absence length warning (section 9: absence_length_warning)', () => {
  it('with the default answer (10 days): an 8-day absence passes, an 11-day one is pointed out before saving', () => {
    const { unmount } = renderCheck(DEFAULTS, '2026-12-01', '2026-12-08');
    expect(screen.queryByText(/hosszabb/)).toBeNull();
    unmount();
    renderCheck(DEFAULTS, '2026-12-01', '2026-12-11');
    expect(screen.getByText(/A távollét 11 napos, hosszabb 10 napnál/)).toBeInTheDocument();
  });

  it('with another answer (3 days) the same 8-day absence is pointed out: the limit is read from the settings', () => {
    renderCheck(STRICT, '2026-12-01', '2026-12-08');
    expect(screen.getByText(/A távollét 8 napos, hosszabb 3 napnál/)).toBeInTheDocument();
  });
});

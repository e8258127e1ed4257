import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { todayIso } from '@/generated/validators/helpers';
import { mockFetch, requests } from '@/test/fetch-mock';
import { CommuteCsvExport, lastSettledPeriod } from './commute-csv';
import { renderWithProviders } from '@/test/render';
import { seededQueryClient } from '@/test/section-form';

vi.mock('@/lib/download', () => ({ saveFile: vi.fn() }));

describe('the commuting period a turn day cuts (section 9: commute_export_turn_day)', () => {
  it('is the last period that has ended: from a turn day to the day before the next one', () => {
    expect(lastSettledPeriod('2026-11-27', 5)).toEqual({ start: '2026-10-05', end: '2026-11-04' });
    expect(lastSettledPeriod('2026-11-05', 5)).toEqual({ start: '2026-10-05', end: '2026-11-04' });
    expect(lastSettledPeriod('2026-11-04', 5)).toEqual({ start: '2026-09-05', end: '2026-10-04' });
    expect(lastSettledPeriod('2026-01-02', 5)).toEqual({ start: '2025-11-05', end: '2025-12-04' });
    // Turn day 1: the calendar month before.
    expect(lastSettledPeriod('2026-03-15', 1)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });
});

function renderExport(hr: object) {
  mockFetch(() => new Response('a;b', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
  const queryClient = seededQueryClient();
  queryClient.setQueryData(['getSettings'], { absences: {}, commitments: {}, hr });
  renderWithProviders(<CommuteCsvExport search={{ institution: 2 }} />, queryClient);
}

async function exportedPeriod() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Exportálás (CSV)' }));
  await waitFor(() => expect(requests.some((r) => r.url.includes('export_csv'))).toBe(true));
  const query = new URL(requests.find((r) => r.url.includes('export_csv'))!.url).searchParams;
  return { institution: query.get('institution'), start: query.get('start_date'), end: query.get('end_date') };
}

describe('the commute list: the CSV export of a period', () => {
  it('with the default turn day (5) the export starts with the period it cuts', async () => {
    renderExport({ commute_export_turn_day: 5 });
    expect(await exportedPeriod()).toEqual({ institution: '2', ...lastSettledPeriod(todayIso(), 5) });
  });

  it('with turn day 1 the same export starts with the calendar month before', async () => {
    renderExport({ commute_export_turn_day: 1 });
    const [y, m] = todayIso().split('-').map(Number);
    const start = new Date(Date.UTC(y!, m! - 2, 1)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(y!, m! - 1, 0)).toISOString().slice(0, 10);
    expect(await exportedPeriod()).toEqual({ institution: '2', start, end });
    expect(start).not.toBe(lastSettledPeriod(todayIso(), 5).start);
  });
});

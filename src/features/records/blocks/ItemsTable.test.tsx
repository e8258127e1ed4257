import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TenderDetailMeta } from '@/generated/meta/finance';
import { AbsenceDetailMeta } from '@/generated/meta/hr';
import { mockFetch } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';
import { itemsTable } from './ItemsTable';

const BudgetsTable = itemsTable({
  field: 'budgets',
  meta: AbsenceDetailMeta,
  columns: ['year', 'absence_reason', 'total_days', 'remaining_days'],
  emptyText: 'Nincs szabadságkeret.',
});

function renderTable(budgets: unknown) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <BudgetsTable record={{ budgets }} />
    </QueryClientProvider>,
  );
}

describe('itemsTable', () => {
  it("lists the record's array field under its label, columns labelled from the item meta, a looked-up id by its name", async () => {
    mockFetch(specExampleFetch());
    renderTable([
      { id: 811, year: 2026, absence_reason: 1, total_days: 25, used_days: 14, remaining_days: 11 },
      { id: 812, year: 2026, absence_reason: 2, total_days: 1500, used_days: 3, remaining_days: 12 },
    ]);
    const table = screen.getByRole('table', { name: 'Szabadságkeretek' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Év', 'Távollét oka', 'Keret (nap)', 'Fennmaradó (nap)']);
    // The reason's name comes from the static data's absence reasons (x-lookup).
    expect(await within(table).findByText('Betegszabadság')).toBeInTheDocument();
    expect(within(table).getByText('Továbbképzés')).toBeInTheDocument();
    const second = within(table).getAllByRole('row')[2]!;
    expect(within(second).getByText('1 500')).toBeInTheDocument();
    // A year is a code, not a quantity: no thousands separator.
    expect(within(second).getByText('2026')).toBeInTheDocument();
  });

  it('says so when the field is empty or missing', () => {
    mockFetch(specExampleFetch());
    renderTable(undefined);
    expect(screen.getByText('Nincs szabadságkeret.')).toBeInTheDocument();
  });

  it("links the named column's cell to the item's own details", () => {
    mockFetch(specExampleFetch());
    const Commitments = itemsTable({
      field: 'commitments',
      meta: TenderDetailMeta,
      columns: ['reference_number', 'subject', 'cost'],
      link: { column: 'reference_number', href: (id) => `/kotelezettsegvallalas/${id}.html` },
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Commitments
          record={{ commitments: [{ id: 2240, reference_number: 'KV/2026/0302', subject: 'Tornaterem parkettacsiszolás', cost: 3810000, state: 'closed_positive' }] }}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'KV/2026/0302' })).toHaveAttribute('href', '/kotelezettsegvallalas/2240.html');
    expect(screen.queryByRole('link', { name: 'Tornaterem parkettacsiszolás' })).toBeNull();
  });
});

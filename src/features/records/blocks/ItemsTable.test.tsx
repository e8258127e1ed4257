import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { uploadInvoicePartDocumentMutation } from '@/generated/api/finance';
import { InvoiceDetailMeta, InvoicePartDocumentUploadMeta, TenderDetailMeta } from '@/generated/meta/finance';
import { AbsenceDetailMeta } from '@/generated/meta/hr';
import { json, mockFetch, requests } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { staffUser } from '@/test/users';
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

describe("itemsTable's file upload on the one validation model", () => {
  const Parts = itemsTable({
    field: 'parts',
    meta: InvoiceDetailMeta,
    columns: ['institution', 'amount'],
    upload: {
      label: 'Teljesítésigazolás feltöltése',
      meta: InvoicePartDocumentUploadMeta,
      fileField: 'document',
      body: (part_id: number, document: File) => ({ part_id, document }),
      mutation: uploadInvoicePartDocumentMutation,
      toast: 'A teljesítésigazolás feltöltve.',
    },
  });
  const parts = [{ id: 82, institution: { id: 3, name: 'Kölcsey Ferenc Gimnázium' }, amount: 317500, document: null }];
  const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

  it("keeps a 400's message by the file until another is chosen, the general one above until the next try; sends nothing without a file", async () => {
    const u = userEvent.setup();
    mockFetch((request) =>
      request.method === 'POST' ? json({ document: ['Hibás fájl.'], non_field_errors: ['A rész már le van zárva.'] }, 400) : specExampleFetch()(request),
    );
    renderWithProviders(<Parts record={{ id: 7710, parts }} user={staffUser()} />);
    await u.click(screen.getByRole('button', { name: 'Teljesítésigazolás feltöltése: Kölcsey Ferenc Gimnázium' }));
    const dialog = screen.getByRole('dialog', { name: 'Teljesítésigazolás feltöltése' });
    await u.click(within(dialog).getByRole('button', { name: 'Feltöltés' }));
    expect(within(dialog).getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await u.upload(input, pdf('elso.pdf'));
    await u.click(within(dialog).getByRole('button', { name: 'Feltöltés' }));
    expect(await within(dialog).findByText('Hibás fájl.')).toBeInTheDocument();
    expect(within(dialog).getByText('A rész már le van zárva.')).toBeInTheDocument();
    await u.upload(input, pdf('masodik.pdf'));
    expect(within(dialog).queryByText('Hibás fájl.')).toBeNull();
    expect(within(dialog).getByText('A rész már le van zárva.')).toBeInTheDocument();
  });
});

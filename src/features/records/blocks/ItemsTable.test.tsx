import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { uploadInvoicePartDocumentMutation } from '@/generated/api/finance';
import { InvoiceDetailMeta, InvoicePartDocumentUploadMeta, TenderDetailMeta } from '@/generated/meta/finance';
import { AbsenceDetailMeta } from '@/generated/meta/hr';
import { toastHistory } from '@/lib/toasts';
import { json, mockFetch, requests } from '@/test/fetch-mock';
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

  describe("an item's file upload (an invoice part's document)", () => {
    const Parts = itemsTable({
      field: 'parts',
      meta: InvoiceDetailMeta,
      columns: ['institution', 'amount', 'document'],
      upload: {
        label: 'Teljesítésigazolás feltöltése',
        meta: InvoicePartDocumentUploadMeta,
        fileField: 'document',
        body: (part_id, document) => ({ part_id, document }),
        mutation: uploadInvoicePartDocumentMutation,
        toast: 'A teljesítésigazolás feltöltve.',
      },
    });
    const parts = [
      { id: 81, institution: { id: 2, name: 'Petőfi Sándor Általános Iskola' }, amount: 317500, document: '/media/szamlak/teljesites-7710-81.pdf' },
      { id: 82, institution: { id: 3, name: 'Kölcsey Ferenc Gimnázium' }, amount: 317500, document: null },
    ];
    const renderParts = (readOnly = false) =>
      render(
        <QueryClientProvider client={new QueryClient()}>
          <Parts record={{ id: 7710, parts }} user={staffUser({ is_readonly: readOnly })} />
        </QueryClientProvider>,
      );
    const sent = () => requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/szamlazas/7710/melleklet_feltoltese/');

    it('a row button opens the picker; the file is required; the part id and the file go as multipart, then a toast', async () => {
      const u = userEvent.setup();
      mockFetch(specExampleFetch());
      renderParts();
      expect(screen.getByRole('link', { name: 'teljesites-7710-81.pdf' })).toBeInTheDocument();
      await u.click(screen.getByRole('button', { name: 'Teljesítésigazolás feltöltése: Kölcsey Ferenc Gimnázium' }));
      const dialog = screen.getByRole('dialog', { name: 'Teljesítésigazolás feltöltése' });
      expect(within(dialog).getByText('Kölcsey Ferenc Gimnázium')).toBeInTheDocument();
      await u.click(within(dialog).getByRole('button', { name: 'Feltöltés' }));
      expect(within(dialog).getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
      expect(sent()).toHaveLength(0);
      await u.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['%PDF-1.4'], 'teljesites.pdf', { type: 'application/pdf' }));
      await u.click(within(dialog).getByRole('button', { name: 'Feltöltés' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const [request] = sent();
      expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
      const form = await request!.formData();
      expect(form.get('part_id')).toBe('82');
      expect(form.get('document')).toMatchObject({ size: 8, type: 'application/pdf' });
      expect(toastHistory.get()[0]?.message).toBe('A teljesítésigazolás feltöltve.');
    });

    it("the server's message for the file shows by the field and the dialog stays open", async () => {
      const u = userEvent.setup();
      mockFetch((request) => (request.method === 'POST' ? json({ document: ['The submitted file is empty.'] }, 400) : specExampleFetch()(request)));
      renderParts();
      await u.click(screen.getByRole('button', { name: 'Teljesítésigazolás feltöltése: Petőfi Sándor Általános Iskola' }));
      const dialog = screen.getByRole('dialog', { name: 'Teljesítésigazolás feltöltése' });
      await u.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File([''], 'ures.pdf', { type: 'application/pdf' }));
      await u.click(within(dialog).getByRole('button', { name: 'Feltöltés' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('A feltöltött fájl üres.');
      expect(within(dialog).getByText('ures.pdf')).toBeInTheDocument();
      expect(new URL(sent()[0]!.url).pathname).toBe('/api/szamlazas/7710/melleklet_feltoltese/');
    });

    it('no upload for a read-only user (section 6)', () => {
      mockFetch(specExampleFetch());
      renderParts(true);
      expect(screen.getByRole('table', { name: 'Megosztás intézményenként' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Teljesítésigazolás feltöltése/ })).toBeNull();
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastHistory } from '@/lib/toasts';
import { json, mockFetch, requests } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { specExampleFetch } from '@/test/spec-fetch';
import { staffUser } from '@/test/users';
import { InvoicePartsTable } from './invoices';

describe("an item's file upload (an invoice part's document)", () => {
  const parts = [
    { id: 81, institution: { id: 2, name: 'Petőfi Sándor Általános Iskola' }, amount: 317500, document: '/media/szamlak/teljesites-7710-81.pdf' },
    { id: 82, institution: { id: 3, name: 'Kölcsey Ferenc Gimnázium' }, amount: 317500, document: null },
  ];
  const renderParts = (readOnly = false) => renderWithProviders(<InvoicePartsTable record={{ id: 7710, parts }} user={staffUser({ is_readonly: readOnly })} />);
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

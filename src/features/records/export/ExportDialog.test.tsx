import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportAbsences } from '@/generated/api/hr';
import { exportAbsencesParams } from '@/generated/list-params/hr';
import { json, mockFetch, requests } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';
import { ExportDialog, type ExportDeclaration } from './ExportDialog';
import { renderWithProviders } from '@/test/render';

const declaration: ExportDeclaration = {
  params: exportAbsencesParams,
  download: ({ start_date = '', end_date = '', institution }) =>
    exportAbsences({ query: { start_date, end_date, institution: institution === undefined ? undefined : Number(institution) } }),
  fileName: 'tavollet.xlsx',
};

const xlsx = () =>
  new Response(new Blob(['PK']), {
    status: 200,
    headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': 'attachment; filename="tavollet.xlsx"' },
  });

function answer(exportAnswer: () => Response) {
  const examples = specExampleFetch();
  mockFetch((request) => (new URL(request.url).pathname === '/api/hr/tavolletjelento/export/' ? exportAnswer() : examples(request)));
}

const exports = () =>
  requests.filter((r) => new URL(r.url).pathname === '/api/hr/tavolletjelento/export/').map((r) => Object.fromEntries(new URL(r.url).searchParams));

function setup(initialValues: Record<string, string | undefined>) {
  renderWithProviders(<ExportDialog declaration={declaration} initialValues={initialValues} />, new QueryClient());
  return userEvent.setup();
}

const saved: string[] = [];

describe('ExportDialog', () => {
  beforeEach(() => {
    saved.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("asks for the export's parameters by their kind, starting from the screen's values, and downloads with them", async () => {
    answer(xlsx);
    const user = setup({ start_date: '2026-11-01', end_date: '2026-11-30', institution: '2', month: '11' });
    await user.click(screen.getByRole('button', { name: 'Exportálás (xlsx)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportálás' });
    expect(within(dialog).getAllByRole('group', { name: /Időszak kezdete|Időszak vége/ })).toHaveLength(2);
    expect(within(dialog).getByRole('combobox', { name: /Intézmény/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Exportálás' }));
    await waitFor(() => expect(exports()).toEqual([{ start_date: '2026-11-01', end_date: '2026-11-30', institution: '2' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual(['tavollet.xlsx']);
  });

  it('says by each required field that it must be given, and sends nothing', async () => {
    answer(xlsx);
    const user = setup({});
    await user.click(screen.getByRole('button', { name: 'Exportálás (xlsx)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportálás' });
    await user.click(within(dialog).getByRole('button', { name: 'Exportálás' }));
    expect(within(dialog).getAllByText('Ez a mező nem lehet üres')).toHaveLength(2);
    expect(exports()).toEqual([]);
    // Opened again, the dialog starts afresh: no message until a field is left or an export is tried.
    await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Exportálás (xlsx)' }));
    expect(within(await screen.findByRole('dialog', { name: 'Exportálás' })).queryByText('Ez a mező nem lehet üres')).toBeNull();
  });

  it("shows a rejected export's messages by their fields in Hungarian and keeps what was given", async () => {
    answer(() => json({ end_date: ['Start date must be before end date'] }, 400));
    const user = setup({ start_date: '2026-11-30', end_date: '2026-11-01' });
    await user.click(screen.getByRole('button', { name: 'Exportálás (xlsx)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportálás' });
    await user.click(within(dialog).getByRole('button', { name: 'Exportálás' }));
    expect(await within(dialog).findByText('Időszak kezdete előbb kell legyen, mint az időszak vége')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Exportálás' }));
    await waitFor(() => expect(exports()).toHaveLength(2));
    expect(exports()[1]).toEqual({ start_date: '2026-11-30', end_date: '2026-11-01' });
    expect(saved).toEqual([]);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIRTUAL_ROWS_FROM } from '@/components/data-table/table-window';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import type { DocumentDirectory, DocumentEntry } from '@/generated/models';
import { renderWithProviders } from '@/test/render';
import { staffUser } from '@/test/users';
import { fakeWindowLayout } from '@/test/window-layout';
import { FileBrowser } from './FileBrowser';
import { directoryOptions, type FileBrowserSource } from './sources';

const COUNT = 2000;

const document = (i: number): DocumentEntry => ({
  id: 10_000 + i,
  name: `Dokumentum ${i}`,
  file: `/media/dokumentum-${i}.pdf`,
  institution: { id: 2, name: 'Petőfi Sándor Általános Iskola' },
  parent: 900,
  read_only: false,
  descendants_can_see: false,
  created_at: '2026-03-01T10:00:00+01:00',
});

const folder: DocumentDirectory = {
  id: 900,
  name: 'Iktatott iratok',
  file: null,
  institution: null,
  parent: null,
  read_only: false,
  entries: Array.from({ length: COUNT }, (_, i) => document(i + 1)),
};

function renderFolder() {
  const source: FileBrowserSource = {
    key: 'fake',
    browsable: true,
    directory: (id, query) => directoryOptions('fake', id, query, () => Promise.resolve(folder)),
    remove: vi.fn(() => Promise.resolve()),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(getCurrentUserQuery().queryKey, staffUser());
  renderWithProviders(
    <FileBrowser source={source} title="Saját dokumentumok" path="/dokumentumtar/sajat-dokumentumok.html" search={{ dir: '900' }} onSearchChange={() => undefined} />,
    queryClient,
  );
}

/** The document rows in the page (the header row and the spacers left out). */
const documentRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

let undoLayout: () => void;
beforeEach(() => {
  undoLayout = fakeWindowLayout('tr[data-index]', 41, COUNT * 41 + 400);
});
afterEach(() => undoLayout());

describe('FileBrowser with a folder of 2,000 documents', { timeout: 60000 }, () => {
  it('renders only the rows near the view, the table saying how many it has and each row where it stands', async () => {
    expect(VIRTUAL_ROWS_FROM).toBeLessThan(COUNT);
    renderFolder();
    const table = await screen.findByRole('table', { name: 'Iktatott iratok' });
    await screen.findByRole('link', { name: 'Dokumentum 1' });
    const rows = documentRows(table);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(table).toHaveAttribute('aria-rowcount', String(COUNT + 1));
    expect(within(table).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(rows[1]).toHaveAttribute('aria-rowindex', '3');
    expect(screen.queryByRole('link', { name: 'Dokumentum 2000' })).not.toBeInTheDocument();
  });

  it('End reaches the last document, which renders and takes the focus; ↑ and Home walk back', async () => {
    const user = userEvent.setup();
    renderFolder();
    const first = await screen.findByRole('link', { name: 'Dokumentum 1' });
    first.focus();
    await user.keyboard('{End}');
    const last = await screen.findByRole('link', { name: 'Dokumentum 2000' });
    expect(last).toHaveFocus();
    expect(last.closest('tr')).toHaveAttribute('aria-rowindex', String(COUNT + 1));
    expect(screen.queryByRole('link', { name: 'Dokumentum 1' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('link', { name: 'Dokumentum 1999' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(await screen.findByRole('link', { name: 'Dokumentum 1' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Dokumentum 2' })).toHaveFocus();
  });

  it('Tab from the last rendered row goes on to the next row, which renders; Shift+Tab goes back', async () => {
    const user = userEvent.setup();
    renderFolder();
    const table = await screen.findByRole('table', { name: 'Iktatott iratok' });
    await screen.findByRole('link', { name: 'Dokumentum 1' });
    const rows = documentRows(table);
    const lastShown = rows[rows.length - 1]!;
    const ordinal = Number(lastShown.getAttribute('aria-rowindex')) - 1;
    within(lastShown)
      .getByRole('button', { name: `Dokumentum ${ordinal}: törlés` })
      .focus();
    await user.tab();
    expect(await screen.findByRole('link', { name: `Dokumentum ${ordinal + 1}` })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: `Dokumentum ${ordinal}: törlés` })).toHaveFocus();
  });
});

import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import type { DocumentDirectory, DocumentEntry } from '@/generated/models';
import { ApiError } from '@/generated/runtime';
import { deferred } from '@/test/deferred';
import { staffUser } from '@/test/users';
import { FileBrowser } from './FileBrowser';
import type { FileBrowserSearch } from './search';
import { directoryOptions, type DirectoryQuery, type FileBrowserSource } from './sources';
import { renderWithProviders } from '@/test/render';

const entry = (over: Partial<DocumentEntry> & Pick<DocumentEntry, 'id' | 'name'>): DocumentEntry => ({
  file: null,
  institution: { id: 2, name: 'Petőfi Sándor Általános Iskola' },
  parent: null,
  read_only: false,
  descendants_can_see: false,
  created_at: '2026-03-01T10:00:00+01:00',
  ...over,
});

const directories: Record<string, DocumentDirectory> = {
  top: {
    id: null,
    name: 'Saját dokumentumok',
    file: null,
    institution: null,
    parent: null,
    read_only: false,
    entries: [entry({ id: 511, name: 'Tűzriadó tervek' }), entry({ id: 602, name: 'Órarend', file: '/media/orarend.xlsx' })],
  },
  511: {
    id: 511,
    name: 'Tűzriadó tervek',
    file: null,
    institution: null,
    parent: null,
    read_only: false,
    entries: [entry({ id: 530, name: 'Archívum', parent: 511 })],
  },
  530: {
    id: 530,
    name: 'Archívum',
    file: null,
    institution: null,
    parent: 511,
    read_only: false,
    entries: [
      entry({ id: 531, name: 'Kiürítési terv', file: '/media/terv.pdf', parent: 530 }),
      entry({ id: 532, name: 'Jegyzőkönyv', file: '/media/j.docx', parent: 530, read_only: true }),
    ],
  },
  700: {
    id: 700,
    name: 'Körlevelek',
    file: null,
    institution: null,
    parent: null,
    read_only: true,
    entries: [entry({ id: 701, name: 'Körlevél', file: '/media/k.pdf' })],
  },
};

function fakeSource(over: Partial<FileBrowserSource> = {}) {
  const load = vi.fn((id: number | null, _query: DirectoryQuery): Promise<DocumentDirectory> => {
    const directory = directories[id === null ? 'top' : String(id)];
    return directory ? Promise.resolve(directory) : Promise.reject(new Error(`no directory ${id}`));
  });
  const source: FileBrowserSource = {
    key: 'fake',
    browsable: true,
    folderAtTop: true,
    directory: (id, query) => directoryOptions('fake', id, query, () => load(id, query)),
    createFolder: vi.fn((parent: number | null, body: { name: string; descendants_can_see?: boolean }) =>
      Promise.resolve(entry({ id: 533, name: body.name, parent, descendants_can_see: body.descendants_can_see })),
    ),
    upload: vi.fn(() => Promise.resolve(entry({ id: 534, name: 'Napló', file: '/media/naplo.pdf' }))),
    remove: vi.fn(() => Promise.resolve()),
    ...over,
  };
  return { source, load };
}

function renderBrowser(source: FileBrowserSource, search: FileBrowserSearch = {}, user = staffUser()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(getCurrentUserQuery().queryKey, user);
  const onSearchChange = vi.fn();
  const events = userEvent.setup();
  renderWithProviders(
    <FileBrowser source={source} title="Saját dokumentumok" path="/dokumentumtar/sajat-dokumentumok.html" search={search} onSearchChange={onSearchChange} />,
    queryClient,
  );
  return { events, onSearchChange };
}

describe('FileBrowser', () => {
  it('the top level: folders link to themselves in the URL, files open their file; a folder can be made, nothing uploaded there', async () => {
    const { source } = fakeSource();
    renderBrowser(source);
    const folder = await screen.findByRole('link', { name: /Tűzriadó tervek/ });
    expect(folder).toHaveAttribute('href', '/dokumentumtar/sajat-dokumentumok.html?dir=511');
    expect(screen.getByRole('link', { name: /Órarend/ })).toHaveAttribute('href', '/media/orarend.xlsx');
    expect(within(screen.getByRole('navigation', { name: 'Mappák' })).getByText('Saját dokumentumok')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '+ Új mappa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Fájl feltöltése' })).not.toBeInTheDocument();
  });

  it("a list's keys: j or ↓ and k or ↑ move between the entries, '/' goes to the search", async () => {
    const { source } = fakeSource();
    const { events } = renderBrowser(source, { dir: '530' });
    await screen.findByRole('link', { name: 'Jegyzőkönyv' });
    await events.keyboard('j');
    expect(screen.getByRole('link', { name: 'Kiürítési terv' })).toHaveFocus();
    await events.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Jegyzőkönyv' })).toHaveFocus();
    await events.keyboard('k');
    expect(screen.getByRole('link', { name: 'Kiürítési terv' })).toHaveFocus();
    await events.keyboard('/');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('a folder two levels down: the breadcrumb links each level up; its folders link with the whole trail', async () => {
    const { source } = fakeSource();
    renderBrowser(source, { dir: '511-530' });
    const crumbs = screen.getByRole('navigation', { name: 'Mappák' });
    expect(await within(crumbs).findByRole('link', { name: 'Tűzriadó tervek' })).toHaveAttribute('href', '/dokumentumtar/sajat-dokumentumok.html?dir=511');
    expect(within(crumbs).getByRole('link', { name: 'Saját dokumentumok' })).toHaveAttribute('href', '/dokumentumtar/sajat-dokumentumok.html');
    expect(await within(crumbs).findByText('Archívum')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: /Kiürítési terv/ })).toHaveAttribute('href', '/media/terv.pdf');
  });

  it('search and order go to the URL; the listing is asked with q and order_by', async () => {
    const { source, load } = fakeSource();
    const { events, onSearchChange } = renderBrowser(source, { dir: '511', q: 'terv', order_by: '-name' });
    await screen.findByRole('link', { name: /Archívum/ });
    expect(load).toHaveBeenCalledWith(511, { q: 'terv', order_by: '-name' });
    await events.clear(screen.getByRole('searchbox'));
    await events.type(screen.getByRole('searchbox'), 'napló{Enter}');
    expect(onSearchChange).toHaveBeenLastCalledWith({ dir: '511', q: 'napló', order_by: '-name' });
    await events.click(screen.getByRole('combobox', { name: 'Rendezés' }));
    await events.clear(screen.getByRole('combobox', { name: 'Rendezés' }));
    await events.click(await screen.findByRole('option', { name: 'Legújabb elöl' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ dir: '511', q: 'terv', order_by: '-created_at' });
  });

  it('a new folder (name required, descendants_can_see) is appended without a reload', async () => {
    const { source, load } = fakeSource();
    const { events } = renderBrowser(source, { dir: '511' });
    await screen.findByRole('link', { name: /Archívum/ });
    const loads = load.mock.calls.length;
    await events.click(screen.getByRole('button', { name: '+ Új mappa' }));
    const dialog = screen.getByRole('dialog', { name: 'Új mappa' });
    await events.click(within(dialog).getByRole('button', { name: 'Létrehozás' }));
    expect(within(dialog).getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    await events.type(within(dialog).getByRole('textbox', { name: /Mappa neve/ }), 'Tűzvédelmi oktatás');
    await events.click(within(dialog).getByRole('checkbox', { name: 'Az alárendelt intézmények is láthatják' }));
    await events.click(within(dialog).getByRole('button', { name: 'Létrehozás' }));
    expect(source.createFolder).toHaveBeenCalledWith(511, { name: 'Tűzvédelmi oktatás', descendants_can_see: true });
    const rows = await screen.findAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent('Tűzvédelmi oktatás');
    expect(load.mock.calls.length).toBe(loads);
  });

  it("a new folder's name of spaces only is refused by the spec's rule; a 400 on the name shows by it until it is edited, the rest above", async () => {
    const createFolder = vi
      .fn<NonNullable<FileBrowserSource['createFolder']>>()
      .mockRejectedValueOnce(new ApiError(400, { name: ['Ilyen nevű mappa már van.'], detail: 'A mappa zárolva.' }))
      .mockResolvedValue(entry({ id: 533, name: 'Oktatás 2026', parent: 511 }));
    const { source } = fakeSource({ createFolder });
    const { events } = renderBrowser(source, { dir: '511' });
    await screen.findByRole('link', { name: /Archívum/ });
    await events.click(screen.getByRole('button', { name: '+ Új mappa' }));
    const dialog = screen.getByRole('dialog', { name: 'Új mappa' });
    const name = within(dialog).getByRole('textbox', { name: /Mappa neve/ });
    await events.type(name, '   ');
    await events.click(within(dialog).getByRole('button', { name: 'Létrehozás' }));
    expect(name).toHaveAccessibleDescription('Ez a mező nem lehet üres');
    expect(createFolder).not.toHaveBeenCalled();
    await events.type(name, 'Oktatás');
    await events.click(within(dialog).getByRole('button', { name: 'Létrehozás' }));
    expect(await within(dialog).findByText('A mappa zárolva.')).toBeInTheDocument();
    expect(createFolder).toHaveBeenLastCalledWith(511, { name: 'Oktatás', descendants_can_see: false });
    expect(name).toHaveAccessibleDescription('Ilyen nevű mappa már van.');
    await events.type(name, ' 2026');
    expect(name).not.toHaveAccessibleDescription('Ilyen nevű mappa már van.');
    await events.click(within(dialog).getByRole('button', { name: 'Létrehozás' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an upload shows its progress, keeps the input on a failure, and reloads the folder after', async () => {
    const first = deferred<DocumentEntry>();
    let report: (fraction: number) => void = () => undefined;
    const upload = vi
      .fn<NonNullable<FileBrowserSource['upload']>>()
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
      .mockImplementationOnce((_dir, _body, onProgress) => {
        report = onProgress;
        return first.promise;
      });
    const { source, load } = fakeSource({ upload });
    const { events } = renderBrowser(source, { dir: '511-530' });
    await screen.findByRole('link', { name: /Kiürítési terv/ });
    await events.click(screen.getByRole('button', { name: '+ Fájl feltöltése' }));
    const dialog = screen.getByRole('dialog', { name: 'Fájl feltöltése' });
    await events.click(within(dialog).getByRole('button', { name: 'Feltöltés' }));
    expect(within(dialog).getAllByText('Ez a mező nem lehet üres')).toHaveLength(2);
    const file = new File(['pdf'], 'naplo.pdf', { type: 'application/pdf' });
    await events.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
    expect(within(dialog).getByRole('textbox', { name: /Dokumentum neve/ })).toHaveValue('naplo');
    await events.click(within(dialog).getByRole('button', { name: 'Feltöltés' }));
    expect(await within(dialog).findByText(/nem sikerült/)).toBeInTheDocument();
    expect(within(dialog).getByText('naplo.pdf')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Feltöltés' }));
    expect(upload).toHaveBeenLastCalledWith(530, { name: 'naplo', file, descendants_can_see: false }, expect.any(Function));
    report(0.5);
    await waitFor(() => expect(within(dialog).getByRole('progressbar', { name: 'Feltöltés' })).toHaveAttribute('aria-valuenow', '50'));
    const loads = load.mock.calls.filter(([id]) => id === 530).length;
    first.resolve(entry({ id: 534, name: 'naplo', file: '/media/naplo.pdf' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(load.mock.calls.filter(([id]) => id === 530).length).toBeGreaterThan(loads));
  });

  it('deletion asks first, then the parent directory reloads; a read-only entry offers none', async () => {
    const { source, load } = fakeSource();
    const { events } = renderBrowser(source, { dir: '511-530' });
    await screen.findByRole('link', { name: /Kiürítési terv/ });
    expect(screen.queryByRole('button', { name: 'Jegyzőkönyv: törlés' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Kiürítési terv: törlés' }));
    const dialog = screen.getByRole('dialog', { name: 'Törlés megerősítése' });
    expect(dialog).toHaveTextContent('Biztosan törli: Kiürítési terv?');
    const loads = load.mock.calls.filter(([id]) => id === 530).length;
    await events.click(within(dialog).getByRole('button', { name: 'Törlés' }));
    expect(source.remove).toHaveBeenCalledWith(531);
    await waitFor(() => expect(load.mock.calls.filter(([id]) => id === 530).length).toBeGreaterThan(loads));
  });

  it('a read-only directory, a source without writes and a read-only user offer no folder, upload or delete', async () => {
    const { source } = fakeSource();
    renderBrowser(source, { dir: '700' });
    await screen.findByRole('link', { name: /Körlevél/ });
    expect(screen.getByText('Ez a mappa csak olvasható.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Új mappa|Fájl feltöltése|törlés/ })).not.toBeInTheDocument();
  });

  it('a read-only user sees no write controls even in a writable folder', async () => {
    const { source } = fakeSource();
    renderBrowser(source, { dir: '511-530' }, staffUser({ is_readonly: true }));
    await screen.findByRole('link', { name: /Kiürítési terv/ });
    expect(screen.queryByRole('button', { name: /Új mappa|Fájl feltöltése|törlés/ })).not.toBeInTheDocument();
  });
});

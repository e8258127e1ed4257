import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { staffUser } from '@/test/users';
import { fileBrowserScreen } from './file-browser-screen';
import { directoryOptions, type FileBrowserSource } from './sources';
import { renderWithProviders } from '@/test/render';

const source: FileBrowserSource = {
  key: 'fake',
  browsable: true,
  directory: (id, query) =>
    directoryOptions('fake', id, query, () =>
      Promise.resolve({
        id: null,
        name: 'Saját dokumentumok',
        file: null,
        institution: null,
        parent: null,
        read_only: true,
        entries: [
          {
            id: 511,
            name: 'Tűzriadó tervek',
            file: null,
            institution: null,
            parent: null,
            read_only: true,
            descendants_can_see: false,
            created_at: '2026-03-01T10:00:00+01:00',
          },
        ],
      }),
    ),
};

describe('fileBrowserScreen', () => {
  it('shows the library its address names at that address, the search checked (a bad folder dropped)', async () => {
    const library = vi.fn(({ library: name = '' }: Readonly<Record<string, string>>) => ({
      source,
      title: `Könyvtár: ${name}`,
      path: `/dokumentumtar/${name}-dokumentumok.html`,
    }));
    const prepared = fileBrowserScreen(library)({ library: 'sajat' });
    expect(library).toHaveBeenCalledWith({ library: 'sajat' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(getCurrentUserQuery().queryKey, staffUser());
    renderWithProviders(prepared.render({ dir: 'x/y', q: 'terv' }, vi.fn()), queryClient);
    expect(screen.getByRole('heading', { level: 1, name: 'Könyvtár: sajat' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Tűzriadó tervek/ })).toHaveAttribute('href', '/dokumentumtar/sajat-dokumentumok.html?dir=511&q=terv');
  });
});

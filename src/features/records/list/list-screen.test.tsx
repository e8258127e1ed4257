import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addMonths, currentMonth, monthQuery } from '@/components/month-stepper/month';
import { recordingSource } from '@/test/list-source';
import { column } from './columns';
import { monthListScreen, searchListScreen } from './list-screen';
import { renderWithProviders } from '@/test/render';
import { seededQueryClient } from '@/test/section-form';

interface Row {
  id: number;
  name: string;
}

const kiss = () => recordingSource<Row>([{ id: 7, name: 'Kiss Anna' }]);

describe('searchListScreen', () => {
  it('loads the first page of its search before it shows, and renders the page with its links, table and what follows it', async () => {
    const { queries, source } = kiss();
    const prepared = searchListScreen<Row>({
      title: 'Kérdőívek',
      source,
      columns: [column<Row>('name', 'Név', (row) => row.name)],
      emptyText: 'Nincs kérdőív.',
      links: [{ text: 'Kitöltések', href: '/kitoltesek.html' }],
      After: ({ search }) => <p>Keresés: {search.q}</p>,
    });
    const queryClient = seededQueryClient();
    await prepared.load(queryClient, undefined, { q: 'tavasz' });
    expect(queries).toEqual([{ q: 'tavasz' }]);
    renderWithProviders(<prepared.Component params={undefined} search={{ q: 'tavasz' }} onSearchChange={vi.fn()} />, queryClient);
    expect(screen.getByRole('heading', { level: 1, name: 'Kérdőívek' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kitöltések' })).toHaveAttribute('href', '/kitoltesek.html');
    expect(within(screen.getByRole('table', { name: 'Kérdőívek' })).getByText('Kiss Anna')).toBeInTheDocument();
    expect(screen.getByText('Keresés: tavasz')).toBeInTheDocument();
    // Loaded by the loader: the screen asked nothing more.
    expect(queries).toHaveLength(1);
  });

  it('a signed-out list shows in the public frame under its site', () => {
    const prepared = searchListScreen<Row>({ title: 'Állások', site: 'Álláskereső portál', source: kiss().source, columns: [], emptyText: 'Nincs.' });
    renderWithProviders(<prepared.Component params={undefined} search={{}} onSearchChange={vi.fn()} />, new QueryClient());
    expect(screen.getByRole('main')).toHaveTextContent('Álláskereső portál');
    expect(screen.getByRole('heading', { level: 1, name: 'Állások' })).toBeInTheDocument();
  });
});

describe('monthListScreen', () => {
  it("loads the month of the address with the list's search, and gives the columns the search (a link keeps the month)", async () => {
    const { queries, source } = kiss();
    const month = addMonths(currentMonth(), -2);
    const prepared = monthListScreen<Row>({
      title: 'Munkaidő-nyilvántartás',
      source,
      columns: (search) => [column<Row>('name', 'Dolgozó', (row) => `${row.name} ${search.month ?? ''}`)],
      emptyText: 'Ebben a hónapban nincs bejegyzés.',
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const search = { ...monthQuery(month), q: 'Kiss' };
    await prepared.load(queryClient, undefined, search);
    expect(queries).toEqual([{ q: 'Kiss', ...monthQuery(month) }]);
    renderWithProviders(<prepared.Component params={undefined} search={search} onSearchChange={vi.fn()} />, queryClient);
    expect(screen.getByRole('button', { name: 'Előző hónap' })).toBeInTheDocument();
    expect(screen.getByText(`Kiss Anna ${month.month}`)).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '@/components/data-table/DataTable';
import type { SchemaMeta } from '@/generated/meta/types';
import { buttonColumn, column, linkColumn, metaColumns } from './columns';

const meta: SchemaMeta = {
  title: 'Állás',
  fields: {
    job: { label: 'Munkakör', kind: 'object' },
    start_date: { label: 'Kezdés', kind: 'string', format: 'date' },
    contract_type: { label: 'Szerződés típusa', kind: 'string', enumLabels: { full: 'Határozatlan' } },
    note: { label: 'Megjegyzés', kind: 'string', nullable: true },
  },
};
interface Job {
  id: number;
  job: { id: number; name: string };
  start_date: string;
  contract_type: string;
  note: string | null;
  city: string;
}
const job: Job = { id: 7, job: { id: 3, name: 'Tanító' }, start_date: '2026-09-01', contract_type: 'full', note: null, city: 'Pécs' };

describe('list columns', () => {
  it('metaColumns: headed by the generated labels, each value read as on the details; linkColumn links; column shows its value', () => {
    const columns = [
      linkColumn<Job>(
        'name',
        'Állás',
        (row) => `/allas/${row.id}.html`,
        (row) => row.job.name,
      ),
      column<Job>('city', 'Település', (row) => row.city.toUpperCase()),
      ...metaColumns<Job>(meta, ['contract_type', 'start_date', 'job', 'note']),
    ];
    render(<DataTable label="Állások" rows={[job]} columns={columns} rowId={(row) => String(row.id)} />);
    const table = screen.getByRole('table', { name: 'Állások' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Állás', 'Település', 'Szerződés típusa', 'Kezdés', 'Munkakör', 'Megjegyzés']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Tanító', 'PÉCS', 'Határozatlan', '2026. 09. 01.', 'Tanító', '–']);
    expect(within(table).getByRole('link', { name: 'Tanító' })).toHaveAttribute('href', '/allas/7.html');
  });

  it("buttonColumn: 'Művelet', one button a row named for it, pressed with its row; an empty cell where it is not offered", async () => {
    const onPress = vi.fn();
    const other: Job = { ...job, id: 8, city: 'Szeged' };
    const columns = [
      column<Job>('city', 'Település', (row) => row.city),
      buttonColumn<Job>('Törlés', (row) => `${row.city}: törlés`, onPress, { variant: 'quiet', offered: (row) => row.city === 'Pécs' }),
    ];
    render(<DataTable label="Állások" rows={[job, other]} columns={columns} rowId={(row) => String(row.id)} />);
    const table = screen.getByRole('table', { name: 'Állások' });
    expect(within(table).getByRole('columnheader', { name: 'Művelet' })).toBeInTheDocument();
    expect(within(table).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(table).getByRole('button', { name: 'Pécs: törlés' }));
    expect(onPress).toHaveBeenCalledWith(job);
    expect(within(table).getByRole('button', { name: 'Pécs: törlés' })).toHaveTextContent('Törlés');
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SchemaMeta } from '@/generated/meta/types';
import { amountColumns, AmountsTable } from './AmountsTable';

const rows = [
  { id: 1, name: '5111 – Bérek', planned: 1000000, used: 250000 },
  { id: 2, name: '5312 – Dologi kiadások', planned: 200000, used: 300000 },
];

describe('AmountsTable', () => {
  it('names each row in its header cell, shows the amounts in whole forints and the used share of the plan', () => {
    render(
      <AmountsTable
        title="Személyi juttatások"
        rows={rows}
        rowKey={(row) => row.id}
        label={{ header: 'Tétel', text: (row) => row.name }}
        columns={[
          { header: 'Tervezett összeg', amount: (row) => row.planned },
          { header: 'Felhasznált összeg', amount: (row) => row.used },
        ]}
        usage={{ header: 'Felhasználás', used: (row) => row.used, planned: (row) => row.planned }}
      />,
    );
    const table = within(screen.getByRole('region', { name: 'Személyi juttatások' })).getByRole('table', { name: 'Személyi juttatások' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tétel', 'Tervezett összeg', 'Felhasznált összeg', 'Felhasználás']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('5111 – Bérek');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['1 000 000 Ft', '250 000 Ft', '25%']);
    // Over the plan the bar is full and marked.
    expect(within(second!).getAllByRole('cell')[2]).toHaveTextContent('100%');
    expect(second!.querySelector('.amounts__fill--2')).not.toBeNull();
    expect(first!.querySelector('.amounts__fill--2')).toBeNull();
  });
});

describe('amountColumns', () => {
  it("heads each column by the meta's label and reads its field from what is found for the row, 0 where nothing is", () => {
    const meta = {
      title: 'Vállalások',
      fields: { committed: { label: 'Vállalt összeg', kind: 'number' }, invoiced: { label: 'Számlázott összeg', kind: 'number' } },
    } as const satisfies SchemaMeta;
    const values = [{ entry: 1, committed: 400000, invoiced: 120000 }];
    const columns = amountColumns(meta, ['committed', 'invoiced'], (row: (typeof rows)[number]) => values.find((value) => value.entry === row.id));
    expect(columns.map((column) => column.header)).toEqual(['Vállalt összeg', 'Számlázott összeg']);
    expect(rows.map((row) => columns.map((column) => column.amount(row)))).toEqual([
      [400000, 120000],
      [0, 0],
    ]);
  });
});

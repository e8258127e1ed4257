import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/DataTable';
import type { BudgetInfo } from '@/generated/models';
import { toCsv } from '@/lib/csv';
import { formatMoney } from '@/lib/format';

interface Entry {
  code: string;
  name: string;
}

/** Every entry any institution plans, in code order: the table's columns. */
function entriesOf(budgets: readonly BudgetInfo[]): Entry[] {
  const byCode = new Map<string, Entry>();
  for (const budget of budgets) for (const entry of budget.financial_entries) byCode.set(entry.code, { code: entry.code, name: entry.name });
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code, 'hu'));
}

const total = (budget: BudgetInfo) => Object.values(budget.values).reduce((sum, value) => sum + value, 0);

/** The breakdown as CSV (`toCsv`: semicolon-separated, as Hungarian spreadsheets read it), for the export button. */
export function breakdownCsv(budgets: readonly BudgetInfo[]): string {
  const entries = entriesOf(budgets);
  return toCsv([
    ['Intézmény', ...entries.map((entry) => `${entry.code} ${entry.name}`), 'Összesen'],
    ...budgets.map((budget) => [budget.institution.name, ...entries.map((entry) => budget.values[entry.code] ?? 0), total(budget)]),
  ]);
}

/** Each institution's planned amounts (`intezmenyi-koltsegvetes/`) by financial entry in Ft, with row totals and the grand total: the finance planner's school breakdown and the office budget screen (/profil/koltsegvetes.html). */
export function BudgetBreakdownTable({ budgets, label, emptyText }: { budgets: readonly BudgetInfo[]; label: string; emptyText: string }) {
  const entries = entriesOf(budgets);
  const columns: ColumnDef<BudgetInfo>[] = [
    { id: 'institution', header: 'Intézmény', cell: ({ row }) => row.original.institution.name },
    ...entries.map((entry): ColumnDef<BudgetInfo> => ({
      id: entry.code,
      header: `${entry.code} – ${entry.name}`,
      cell: ({ row }) => formatMoney(row.original.values[entry.code] ?? 0),
    })),
    { id: 'total', header: 'Összesen', cell: ({ row }) => <strong>{formatMoney(total(row.original))}</strong> },
  ];
  const grandTotal = budgets.reduce((sum, budget) => sum + total(budget), 0);
  return (
    <>
      <DataTable label={label} rows={budgets} columns={columns} rowId={(row) => String(row.id)} emptyText={emptyText} />
      <p>
        Mindösszesen: <strong>{formatMoney(grandTotal)}</strong>
      </p>
    </>
  );
}

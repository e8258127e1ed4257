import { useSuspenseQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/DataTable';
import { Button } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';
import { listAvailableFinancialYearsQuery, listBudgetInfoQuery } from '@/generated/api/finance';
import type { BudgetInfo } from '@/generated/models';
import { formatMoney } from '@/lib/format';

const base = '/penzugy/tervezo';

/** Éves tervezés (evek.html): the years `elerheto-evek/` offers, each opening its planning menu. */
export function PlannerYearsScreen() {
  const { data: years } = useSuspenseQuery(listAvailableFinancialYearsQuery());
  return (
    <Page title="Éves tervezés">
      <section className="card" aria-label="Elérhető évek">
        <h2>Elérhető évek</h2>
        {years.length === 0 ? (
          <p>Nincs tervezhető év.</p>
        ) : (
          <ul className="plain-list">
            {years.map((year) => (
              <li key={year}>
                <Link href={`${base}/${year}/menu.html`}>{`${year}. év`}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}

/** A year's planning screens ({year}/menu.html); the school breakdown is the one the spec names. */
export function PlannerMenuScreen({ year }: { year: number }) {
  return (
    <Page title={`Tervezés – ${year}`} backTo={`${base}/evek.html`}>
      <section className="card" aria-label="Tervezési képernyők">
        <h2>Tervezési képernyők</h2>
        <ul className="plain-list">
          <li>
            <Link href={`${base}/${year}/iskolai_lebontas.html`}>Iskolai lebontás</Link>
            <p>Az intézmények előirányzatai pénzügyi tételenként.</p>
          </li>
        </ul>
      </section>
    </Page>
  );
}

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

/** The breakdown as CSV (semicolon-separated, as Hungarian spreadsheets read it), for the export button. */
export function breakdownCsv(budgets: readonly BudgetInfo[]): string {
  const entries = entriesOf(budgets);
  const cell = (text: string) => (/[";\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const rows = [
    ['Intézmény', ...entries.map((entry) => `${entry.code} ${entry.name}`), 'Összesen'],
    ...budgets.map((budget) => [budget.institution.name, ...entries.map((entry) => String(budget.values[entry.code] ?? 0)), String(total(budget))]),
  ];
  return rows.map((row) => row.map(cell).join(';')).join('\r\n');
}

/** Each institution's planned amounts (`intezmenyi-koltsegvetes/`) by financial entry in Ft, with row totals and the grand total; also the office budget screen's table (/profil/koltsegvetes.html). */
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

/** Iskolai lebontás ({year}/iskolai_lebontas.html, `intezmenyi-koltsegvetes/`): each institution's planned amounts by financial entry, with totals, exportable. */
export function SchoolBreakdownScreen({ year }: { year: number }) {
  const { data: budgets } = useSuspenseQuery(listBudgetInfoQuery({ query: { year } }));
  const download = () => {
    const url = URL.createObjectURL(new Blob(['\uFEFF', breakdownCsv(budgets)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `iskolai_lebontas_${year}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <Page
      title={`Iskolai lebontás – ${year}`}
      backTo={`${base}/${year}/menu.html`}
      actions={
        <Button variant="secondary" onPress={download} isDisabled={budgets.length === 0}>
          Exportálás (CSV)
        </Button>
      }
    >
      <section className="card" aria-label="Előirányzatok intézményenként">
        <BudgetBreakdownTable budgets={budgets} label="Előirányzatok intézményenként" emptyText="Erre az évre nincs intézményi költségvetés." />
      </section>
    </Page>
  );
}

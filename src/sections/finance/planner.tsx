import { useSuspenseQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';
import { listAvailableFinancialYearsQuery, listBudgetInfoQuery } from '@/generated/api/finance';
import { BudgetBreakdownTable, breakdownCsv } from '@/features/budget-breakdown/BudgetBreakdownTable';
import { saveFile } from '@/lib/download';
import { screenHref } from '../screen-addresses';

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
                <Link href={screenHref('planner-menu', { year })}>{`${year}. év`}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}

/** A year's planning screens ({year}/menu.html); the school breakdown is the one the spec names. */
export function PlannerMenuScreen({ params: { year } }: { params: { year: number } }) {
  return (
    <Page title={`Tervezés – ${year}`} backTo={screenHref('planner-years')}>
      <section className="card" aria-label="Tervezési képernyők">
        <h2>Tervezési képernyők</h2>
        <ul className="plain-list">
          <li>
            <Link href={screenHref('school-breakdown', { year })}>Iskolai lebontás</Link>
            <p>Az intézmények előirányzatai pénzügyi tételenként.</p>
          </li>
        </ul>
      </section>
    </Page>
  );
}

/** Iskolai lebontás ({year}/iskolai_lebontas.html, `intezmenyi-koltsegvetes/`): each institution's planned amounts by financial entry, with totals, exportable. */
export function SchoolBreakdownScreen({ params: { year } }: { params: { year: number } }) {
  const { data: budgets } = useSuspenseQuery(listBudgetInfoQuery({ query: { year } }));
  const download = () =>
    saveFile({ blob: new Blob(['\uFEFF', breakdownCsv(budgets)], { type: 'text/csv;charset=utf-8' }), filename: null }, `iskolai_lebontas_${year}.csv`);
  return (
    <Page
      title={`Iskolai lebontás – ${year}`}
      backTo={screenHref('planner-menu', { year })}
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

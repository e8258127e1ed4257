import { useSuspenseQuery } from '@tanstack/react-query';
import { CsvButton } from '@/components/data-table/CsvButton';
import { Link } from '@/components/ui/Link';
import { ListCard } from '@/components/ui/ListCard';
import { Page } from '@/components/ui/Page';
import { listAvailableFinancialYearsQuery, listBudgetInfoQuery } from '@/generated/api/finance';
import { BudgetBreakdownTable, breakdownCsv } from '@/features/budget-breakdown/BudgetBreakdownTable';
import { routeHref } from '@/lib/route-href';

/** Éves tervezés (evek.html): the years `elerheto-evek/` offers, each opening its planning menu. */
export function PlannerYearsScreen() {
  const { data: years } = useSuspenseQuery(listAvailableFinancialYearsQuery());
  return (
    <Page title="Éves tervezés">
      <ListCard
        title="Elérhető évek"
        items={years}
        itemKey={(year) => year}
        item={(year) => <Link href={routeHref({ to: '/penzugy/tervezo/$year/menu.html', params: { year } })}>{`${year}. év`}</Link>}
        emptyText="Nincs tervezhető év."
      />
    </Page>
  );
}

/** A year's planning screens ({year}/menu.html); the school breakdown is the one the spec names. */
export function PlannerMenuScreen({ params: { year } }: { params: { year: number } }) {
  return (
    <Page title={`Tervezés – ${year}`} backTo={routeHref({ to: '/penzugy/tervezo/evek.html' })}>
      <ListCard
        title="Tervezési képernyők"
        items={[
          {
            href: routeHref({ to: '/penzugy/tervezo/$year/iskolai_lebontas.html', params: { year } }),
            text: 'Iskolai lebontás',
            note: 'Az intézmények előirányzatai pénzügyi tételenként.',
          },
        ]}
        itemKey={(screen) => screen.href}
        item={(screen) => (
          <>
            <Link href={screen.href}>{screen.text}</Link>
            <p>{screen.note}</p>
          </>
        )}
        emptyText="Nincs tervezési képernyő."
      />
    </Page>
  );
}

/** Iskolai lebontás ({year}/iskolai_lebontas.html, `intezmenyi-koltsegvetes/`): each institution's planned amounts by financial entry, with totals, exportable. */
export function SchoolBreakdownScreen({ params: { year } }: { params: { year: number } }) {
  const { data: budgets } = useSuspenseQuery(listBudgetInfoQuery({ query: { year } }));
  return (
    <Page
      title={`Iskolai lebontás – ${year}`}
      backTo={routeHref({ to: '/penzugy/tervezo/$year/menu.html', params: { year } })}
      actions={<CsvButton csv={() => breakdownCsv(budgets)} fileName={`iskolai_lebontas_${year}.csv`} isDisabled={budgets.length === 0} />}
    >
      <section className="card" aria-label="Előirányzatok intézményenként">
        <BudgetBreakdownTable budgets={budgets} label="Előirányzatok intézményenként" emptyText="Erre az évre nincs intézményi költségvetés." />
      </section>
    </Page>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/data-table/DataTable';
import { Card } from '@/components/ui/Card';
import { Page } from '@/components/ui/Page';
import { getStatisticsQuery, listBudgetInfoQuery } from '@/generated/api/finance';
import type { StatisticItem } from '@/generated/models';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { BudgetBreakdownTable } from '@/features/budget-breakdown/BudgetBreakdownTable';
import { column } from '@/features/records/list/columns';

/** Költségvetés (/profil/koltsegvetes.html, disabled in the menu, section 2): every budget the user may see, one table per year, newest first. */
export function BudgetScreen() {
  const { data: budgets } = useSuspenseQuery(listBudgetInfoQuery());
  const years = [...new Set(budgets.map((budget) => budget.year))].sort((a, b) => b - a);
  return (
    <Page title="Költségvetés">
      {years.length === 0 && (
        <Card>
          <p>Nincs intézményi költségvetés.</p>
        </Card>
      )}
      {years.map((year) => (
        <Card key={year} title={`${year}. évi intézményi költségvetés`}>
          <BudgetBreakdownTable
            budgets={budgets.filter((budget) => budget.year === year)}
            label={`${year}. évi előirányzatok intézményenként`}
            emptyText="Nincs intézményi költségvetés."
          />
        </Card>
      ))}
    </Page>
  );
}

/** A statistic's value: money in Ft, else the number with its unit. */
export function formatStatistic(item: Pick<StatisticItem, 'value' | 'suffix'>): string {
  if (item.suffix === 'Ft') return formatMoney(item.value);
  return item.suffix ? `${formatNumber(item.value)} ${item.suffix}` : formatNumber(item.value);
}

const statisticColumns = [column<StatisticItem>('label', 'Mutató', (item) => item.label), column<StatisticItem>('value', 'Érték', formatStatistic)];

/** Statisztikák (/profil/statisztikak.html, disabled in the menu, section 2): each group of `statisztika/` as a table of labelled values. */
export function StatisticsScreen() {
  const { data: statistics } = useSuspenseQuery(getStatisticsQuery());
  return (
    <Page title="Statisztikák">
      <Card>
        <p>{`${statistics.year}. év, készült: ${formatDateTime(statistics.generated_at)}`}</p>
      </Card>
      {statistics.groups.map((group) => (
        <Card key={group.key} title={group.title}>
          <DataTable label={group.title} rows={group.items} columns={statisticColumns} rowId={(item) => item.key} emptyText="Nincs adat." />
        </Card>
      ))}
    </Page>
  );
}

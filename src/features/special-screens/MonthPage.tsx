import { MonthStepper } from '@/components/month-stepper/MonthStepper';
import type { MonthSearch } from '@/components/month-stepper/month-search';
import { monthFromSearch, monthQuery } from '@/components/month-stepper/month';
import { Page, type PageProps } from '@/components/ui/Page';

export interface MonthPageProps extends PageProps {
  /** The month shown, from the address. */
  search: MonthSearch;
  onSearchChange: (next: MonthSearch) => void;
}

/** A page of one month (a timesheet, a month's commuting): the month stepper under the heading, the month kept in the address. */
export function MonthPage({ search, onSearchChange, children, ...page }: MonthPageProps) {
  return (
    <Page {...page}>
      <MonthStepper value={monthFromSearch(search)} onChange={(next) => onSearchChange(monthQuery(next))} />
      {children}
    </Page>
  );
}

import { MonthStepper } from '@/components/month-stepper/MonthStepper';
import type { MonthSearch } from '@/components/month-stepper/month-search';
import { monthFromSearch, monthQuery } from '@/components/month-stepper/month';
import type { ListSearch } from './list-search';
import { SearchList, sourceQuery, type ListSource, type SearchListProps } from './SearchList';

/** A month list's URL state (section 7): the month, left out when current, and the list's search, filters and page. */
export type MonthListSearch = MonthSearch & ListSearch;

/** The month a search names, as the calls and the addresses take it (the current year or month left out). */
export const monthOf = (search: MonthSearch) => monthQuery(monthFromSearch(search));

/** The list call's query for a month list's search: the list's, with the month. */
export const monthSourceQuery = <Row,>(source: ListSource<Row>, search: MonthListSearch) => sourceQuery(source, search, { ...monthOf(search) });

/** A SearchList of one month: the month stepper leads the toolbar, and a step goes back to the first page. */
export function MonthList<Row>({ search, onSearchChange, ...list }: Omit<SearchListProps<Row, MonthListSearch>, 'extraQuery' | 'children'>) {
  const month = monthFromSearch(search);
  return (
    <SearchList {...list} search={search} onSearchChange={onSearchChange} extraQuery={{ ...monthQuery(month) }}>
      <MonthStepper value={month} onChange={(next) => onSearchChange({ ...search, page: undefined, year: undefined, month: undefined, ...monthQuery(next) })} />
    </SearchList>
  );
}

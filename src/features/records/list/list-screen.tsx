import type { ColumnDef } from '@tanstack/react-table';
import type { ComponentType, ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';
import { PublicPage } from '@/features/public/PublicPage';
import type { SpecialScreen } from '@/features/special-screens/special-screen';
import type { QueryOpts } from '../section';
import type { ListSearch } from './list-search';
import { MonthList, monthSourceQuery, type MonthListSearch } from './MonthList';
import { SearchList, sourceQuery, type ListSource, type SearchListProps } from './SearchList';

/** A list screen that is no section's (a month list, the open jobs, the surveys), declared: what it lists and how its page reads. */
export interface ListScreen<Row, S> {
  /** The page's heading, also the table's name. */
  title: string;
  source: ListSource<Row>;
  /** The columns; a function of the search where a link carries it (a month list's month). */
  columns: ColumnDef<Row>[] | ((search: S) => ColumnDef<Row>[]);
  emptyText: string;
  /** Links beside the heading (another screen of the same records). */
  links?: readonly { text: string; href: string }[];
  /** What the page shows under the list, for the list's search (an export of the list's filter). */
  After?: ComponentType<{ search: S }>;
  /** A signed-out page: the public frame under the site's name instead of the portal's page. */
  site?: string;
}

function Frame<Row, S>({ screen, search, children }: { screen: ListScreen<Row, S>; search: S; children: ReactNode }) {
  const { title, links = [], After, site } = screen;
  const body = (
    <>
      {children}
      {After ? <After search={search} /> : null}
    </>
  );
  if (site !== undefined)
    return (
      <PublicPage site={site} title={title}>
        {body}
      </PublicPage>
    );
  const actions = links.length
    ? links.map((link) => (
        <Link key={link.href} href={link.href}>
          {link.text}
        </Link>
      ))
    : undefined;
  return (
    <Page title={title} actions={actions}>
      {body}
    </Page>
  );
}

const listProps = <Row extends { id: number }, S>(screen: ListScreen<Row, S>, search: S) => ({
  source: screen.source,
  label: screen.title,
  columns: typeof screen.columns === 'function' ? screen.columns(search) : screen.columns,
  rowId: (row: Row) => String(row.id),
  emptyText: screen.emptyText,
});

type ListProps<Row, S extends ListSearch> = Omit<SearchListProps<Row, S>, 'extraQuery' | 'children'>;

function listScreen<Row extends { id: number }, S extends ListSearch>(
  screen: ListScreen<Row, S>,
  query: (search: S) => QueryOpts<{ data: Row[]; total: number }>,
  List: (props: ListProps<Row, S>) => ReactNode,
): SpecialScreen<unknown, S> {
  return {
    load: (queryClient, _params, search) => queryClient.ensureQueryData(query(search)),
    Component: ({ search, onSearchChange }) => (
      <Frame screen={screen} search={search}>
        <List {...listProps(screen, search)} search={search} onSearchChange={onSearchChange} />
      </Frame>
    ),
  };
}

/** A searched, filtered, paged list (SearchList) as a special screen (its route checks its search with listSearchSchema): its first page loaded before it shows. */
export const searchListScreen = <Row extends { id: number }>(screen: ListScreen<Row, ListSearch>) =>
  listScreen(screen, (search) => sourceQuery(screen.source, search), SearchList<Row, ListSearch>);

/** A list of one month (MonthList, the stepper leading its toolbar) as a special screen; its route checks the month and the list's search (monthListSearchSchema). */
export const monthListScreen = <Row extends { id: number }>(screen: ListScreen<Row, MonthListSearch>) =>
  listScreen(screen, (search) => monthSourceQuery(screen.source, search), MonthList<Row>);

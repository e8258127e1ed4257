import { useQuery } from '@tanstack/react-query';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { useEffect, useMemo, type ReactNode } from 'react';
import { ColumnChooser } from '@/components/data-table/ColumnChooser';
import { DataTable } from '@/components/data-table/DataTable';
import { Pagination } from '@/components/data-table/Pagination';
import { DEFAULT_PAGE_SIZE, pageToCorrect } from '@/components/data-table/pagination';
import type { ListParamMeta, ListParamsMeta } from '@/generated/list-params/types';
import type { FilterOptions } from '@/generated/models';
import type { DownloadedFile } from '@/generated/runtime';
import { ListLoadError } from './ListLoadError';
import type { ListQuery, QueryOpts } from '../section';
import { ExportButton } from './ExportButton';
import { filterGroups } from './ListFilters';
import { ListToolbar } from './ListToolbar';
import { useChosenColumns } from './chosen-columns';
import { useListKeys } from './list-keys';
import { SavedViews } from './SavedViews';
import { canOrderBy, filterNames, toListQuery, toSearchValue } from './list-query';
import type { ListSearch } from './list-search';

/**
 * A list call and what its screen offers of it: the generated query factory, the generated
 * parameter meta (filter labels and kinds come from the spec) and the filters shown.
 * Method syntax keeps the parameters bivariant, so a call's own, narrower query type fits.
 */
export interface ListSource<Row> {
  list(vars: { query?: ListQuery }): QueryOpts<{ data: Row[]; total: number }>;
  params: ListParamsMeta;
  /** The filters shown, by parameter name, in this order. */
  filters?: readonly string[];
  /** The call's `szurok/`: offered values per filter. */
  filterOptions?(): QueryOpts<FilterOptions>;
  /** False where the list call takes no `q`. */
  searchable?: boolean;
  /** The list's xlsx export (generated download) and the name it is saved under: the list's search and filters, no paging. */
  export?(vars: { query?: ListQuery }): Promise<DownloadedFile>;
  exportFileName?: string;
  /** A signed-out list: its choosers offer only what `szurok/` gives, never a lookup (which needs a session). */
  offeredOnly?: boolean;
}

/** The list call's query for a search: search text, paging, order and the shown filters by their kind, then what the screen adds (a month). */
export const sourceQuery = <Row,>(source: ListSource<Row>, search: ListSearch, extra?: ListQuery) => source.list({ query: queryOf(source, search, extra) });

const queryOf = <Row,>(source: ListSource<Row>, search: ListSearch, extra?: ListQuery): ListQuery => ({
  ...toListQuery(search, { filters: source.filters, params: source.params }),
  ...extra,
});

const metaOf = (params: ListParamsMeta, name: string): ListParamMeta => params.filters[name] ?? { label: name, kind: 'string' };

/** A filter's meta as the toolbar shows it: without its lookup on a signed-out list. */
function shownMeta<Row>(source: ListSource<Row>, name: string): ListParamMeta {
  const meta = metaOf(source.params, name);
  if (!source.offeredOnly || !meta.lookup) return meta;
  const { lookup: _sessionOnly, ...offered } = meta;
  return offered;
}

export interface SearchListProps<Row, S extends ListSearch> {
  source: ListSource<Row>;
  /** What the table lists, for screen readers. */
  label: string;
  search: S;
  onSearchChange: (next: S, options?: { replace?: boolean }) => void;
  columns: ColumnDef<Row>[];
  rowId: (row: Row) => string;
  emptyText?: string;
  /** Query values the screen adds to the URL's (a month stepper's month). */
  extraQuery?: ListQuery;
  /** The screen's own controls, at the start of the toolbar. */
  children?: ReactNode;
}

/**
 * A list screen's body from the building blocks, for a list that is not a section's (a month list,
 * the open jobs, the surveys): the toolbar (search, the generated filters, on a phone folded behind
 * 'Szűrők (n)'), the table (cards on a phone; headers sort where the call declares `order_by`),
 * pagination with the page size, and the move to the last page that exists when the count drops
 * under the current one (section 9). Everything is kept in the URL through `onSearchChange`.
 */
export function SearchList<Row, S extends ListSearch>({
  source,
  label,
  search,
  onSearchChange,
  columns,
  rowId,
  emptyText,
  extraQuery,
  children,
}: SearchListProps<Row, S>) {
  const list = useQuery({ ...sourceQuery(source, search, extraQuery), placeholderData: (previous) => previous });
  const names = useMemo(() => filterNames(source), [source]);
  const options = useQuery({
    ...(source.filterOptions?.() ?? { queryKey: ['noFilterOptions'], queryFn: () => ({}) }),
    enabled: Boolean(source.filterOptions && names.length),
  });
  const groups = useMemo(() => filterGroups(names, (name) => shownMeta(source, name)), [names, source]);
  const values = Object.fromEntries(names.map((name) => [name, search[name] === undefined ? undefined : String(search[name])]));
  const page = search.page ?? 1;
  const pageSize = search.limit ?? DEFAULT_PAGE_SIZE;

  const update = (changes: Partial<ListSearch>, { resetPage = true, replace = false } = {}) => {
    const typed = Object.fromEntries(
      Object.entries(changes).map(([name, value]) => [name, names.includes(name) ? toSearchValue(metaOf(source.params, name), value) : value]),
    );
    onSearchChange({ ...search, ...(resetPage ? { page: undefined } : {}), ...typed }, { replace });
  };

  const correct = pageToCorrect(page, pageSize, list.data?.total);
  useEffect(() => {
    // Replacing, so Back does not return to the page that no longer exists.
    if (correct !== undefined) update({ page: correct > 1 ? correct : undefined }, { resetPage: false, replace: true });
  });

  const exportList = (vars: { query: ListQuery }) => (source.export ? source.export(vars) : Promise.reject(new Error('No export.')));
  const orderBy = search.order_by;
  const sortable = Boolean(source.params.orderBy);
  const sorting: SortingState = orderBy ? [{ id: orderBy.replace(/^-/, ''), desc: orderBy.startsWith('-') }] : [];
  const onSortingChange = (next: SortingState) => {
    update({ order_by: next[0] ? `${next[0].desc ? '-' : ''}${next[0].id}` : undefined }, { resetPage: false });
  };
  const sortableColumns = useMemo(
    () => (sortable ? columns.map((column) => ({ ...column, enableSorting: Boolean(column.id && canOrderBy(source.params, column.id)) })) : columns),
    [sortable, columns, source.params],
  );
  // A server that takes no order: a result that fits on the page sorts here, by any column.
  const sortOnPage = !sortable && Boolean(list.data && list.data.total <= list.data.data.length);
  // Remembered by the list's name: a special list is no section with an id.
  const chosen = useChosenColumns(`list:${label}`, sortableColumns);
  const rowsRef = useListKeys<HTMLDivElement>();

  return (
    <>
      <ListToolbar
        search={source.searchable === false ? undefined : { value: search.q, onSearch: (q) => update({ q }) }}
        groups={groups}
        options={options.data}
        optionsLoading={options.isPending && options.fetchStatus !== 'idle'}
        values={values}
        waitingForMe={undefined}
        onChange={update}
        besideSearch={
          <SavedViews
            listKey={`list:${label}`}
            currentSearch={() => search}
            columns={chosen.choice}
            onApply={(view) => {
              chosen.setChoice(view.columns);
              const cleared = Object.fromEntries(Object.keys(search).map((name) => [name, undefined]));
              onSearchChange({ ...search, ...cleared, ...view.search });
            }}
          />
        }
        actions={
          <>
            <ColumnChooser columns={chosen.choosable} choice={chosen.choice} onChange={chosen.setChoice} />
            {source.export ? (
              <ExportButton
                download={() => exportList({ query: { ...queryOf(source, search, extraQuery), page: undefined, limit: undefined } })}
                fileName={source.exportFileName ?? 'lista.xlsx'}
              />
            ) : null}
          </>
        }
      >
        {children}
      </ListToolbar>
      {list.isError && !list.isFetching ? (
        <ListLoadError list={list} />
      ) : (
        <div ref={rowsRef} className="list-rows">
          <DataTable
            label={label}
            rows={list.data?.data ?? []}
            columns={sortableColumns}
            rowId={rowId}
            emptyText={emptyText}
            query={list}
            sorting={sorting}
            onSortingChange={sortable || sortOnPage ? onSortingChange : undefined}
            sortOnPage={sortOnPage}
            columnOrder={chosen.columnOrder}
            columnVisibility={chosen.columnVisibility}
          />
          <Pagination
            page={page}
            pageSize={pageSize}
            total={list.data?.total ?? 0}
            onPageChange={(p) => update({ page: p > 1 ? p : undefined }, { resetPage: false })}
            onPageSizeChange={(limit) => update({ limit: limit === DEFAULT_PAGE_SIZE ? undefined : limit })}
          />
        </div>
      )}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import * as v from 'valibot';
import { DataTable } from '@/components/data-table/DataTable';
import { Pagination } from '@/components/data-table/Pagination';
import { DEFAULT_PAGE_SIZE, pageToCorrect, type PageSize } from '@/components/data-table/pagination';
import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';
import { onIdle } from '@/lib/idle';
import { ListLoadError } from './ListLoadError';
import type { ListParamMeta } from '@/generated/list-params/types';
import { DetailValue } from '../display';
import { chosenView, type ColumnSpec, type RecordDetail, type RecordRow, type SectionDefinition } from '../section';
import { ListViews } from './ListViews';
import { useBulkActions } from './LazyBulkActions';
import { bulkCapabilities, rowName } from './bulk';
import { useRowSelection } from './use-row-selection';
import { SavedViews } from './SavedViews';
import { ColumnChooser } from '@/components/data-table/ColumnChooser';
import { useChosenColumns } from './chosen-columns';
import { useListKeys } from './list-keys';
import { sortValueOf } from './columns';
import { ExportButton } from './ExportButton';
import { filterGroups } from './ListFilters';
import { ListToolbar } from './ListToolbar';
import { getSettingsQuery } from '@/generated/api/bootstrap';
import { canOrderBy, effectiveList, filterNames, offersWaitingForMe, toListQuery, toSearchValue, type ListDeclaration } from './list-query';
import type { ListSearch } from './list-search';

/**
 * The first column opens the record. A plain anchor that hands plain clicks to the router: 75 rows
 * of react-aria or router links (each subscribing to press, hover or router state) made a page
 * change measurably slower. Pointing at it or focusing it preloads the details (the screen's code
 * and the record together), as the router's own links do.
 */
function RowLink({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  const preload = () => void router.preloadRoute({ to: href }).catch(() => undefined);
  return (
    <a
      href={href}
      className="link"
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}

/**
 * Once a row shows and the browser is idle, the details screen's code loads (no record is asked for):
 * a click on a row then waits for its record only, not for the code and then the record. Pointing at a
 * row still preloads that record too (RowLink).
 */
function usePreloadDetailsCode(detailsHref: string | undefined) {
  const router = useRouter();
  useEffect(() => {
    if (!detailsHref) return undefined;
    return onIdle(() => {
      const [routes] = router.getMatchedRoutes(detailsHref);
      for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
    });
  }, [router, detailsHref]);
}

function buildColumns<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>(
  section: SectionDefinition<Row, Detail, Input>,
  sortable: boolean,
): ColumnDef<Row>[] {
  return section.list.columns.map((spec: ColumnSpec<Row>, index): ColumnDef<Row> => {
    if (typeof spec !== 'string') return spec;
    const meta = section.list.meta.fields[spec];
    return {
      id: spec,
      accessorFn: (row) => sortValueOf(row[spec], meta),
      header: meta?.label ?? spec,
      enableSorting: sortable && canOrderBy(section.list.params, spec),
      cell: ({ row }) => {
        // An id its field looks up (a day off's absence reason) shows the looked-up name.
        const value = row.original[spec];
        const content = <DetailValue value={value} meta={meta} name={spec} />;
        if (index !== 0) return content;
        // A record without its first column's value (a commitment not yet registered) still needs a link text that says so, not '–'.
        const isEmpty = value === null || value === undefined || value === '';
        return <RowLink href={section.routes.details(row.original.id)}>{isEmpty ? `${meta?.label ?? spec} nélkül` : content}</RowLink>;
      },
    };
  });
}

export interface RecordListScreenProps<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>> {
  section: SectionDefinition<Row, Detail, Input>;
  search: ListSearch;
}

/** The generic list screen: title ribbon, search, filters, 'waiting for me', table, pagination and export. */
export function RecordListScreen<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>({
  section,
  search,
}: RecordListScreenProps<Row, Detail, Input>) {
  const navigate = useNavigate();
  const settings = useQuery({ ...getSettingsQuery(), enabled: Boolean(section.list.extraFieldFilters) });
  const listDeclaration = useMemo(() => effectiveList(section.list, settings.data), [section, settings.data]);
  const names = useMemo(() => filterNames(listDeclaration), [listDeclaration]);
  const query = toListQuery(search, listDeclaration);
  // Another view's call takes no search, filters or paging: while it is shown, none is offered.
  const view = chosenView(section.list.views, search.view);
  // The route's loader has just tried: a failure it met is shown, not fetched again on mount.
  const listOptions = view ? view.list() : section.api.list({ query });
  const list = useQuery({ ...listOptions, placeholderData: (previous) => previous, retryOnMount: false });
  // Bulk work on the ticked rows of the page, where the section decides or deletes (not on another view's list).
  const bulk = view ? undefined : bulkCapabilities(section);
  const { selected, onChange: onSelectionChange, used: ticked } = useRowSelection(JSON.stringify(listOptions.queryKey));
  const { BulkActions, load: loadBulkActions } = useBulkActions();
  const onTick = (ids: ReadonlySet<string>) => {
    loadBulkActions();
    onSelectionChange(ids);
  };
  const selection = bulk ? { selected, onChange: onTick, rowName: (row: Row) => rowName(section, row) } : undefined;
  // Every record's details are one route: any id names it, and the same one keeps the preload from running again on another page.
  usePreloadDetailsCode(list.data?.data.length ? section.routes.details(1) : undefined);
  const filterOptions = useQuery({
    ...(section.api.filterOptions?.() ?? { queryKey: ['noFilterOptions'], queryFn: () => ({}) }),
    enabled: Boolean(section.api.filterOptions && names.length && !view),
  });
  const pageSize = search.limit ?? DEFAULT_PAGE_SIZE;
  const page = search.page ?? 1;
  const columns = useMemo(() => buildColumns(section, !view), [section, view]);
  const chosen = useChosenColumns(section.id, columns);
  const rowsRef = useListKeys<HTMLDivElement>();
  const { choosable, choice, setChoice } = chosen;
  // A server that takes no order: a result that fits on the page sorts here, by any column.
  const serverOrders = !view && Boolean(listDeclaration.params?.orderBy);
  const sortOnPage = !serverOrders && Boolean(list.data && list.data.total <= list.data.data.length);
  const orderBy = search.order_by;
  const sorting: SortingState = useMemo(() => (orderBy ? [{ id: orderBy.replace(/^-/, ''), desc: orderBy.startsWith('-') }] : []), [orderBy]);

  const update = (changes: Partial<ListSearch>, { resetPage = true, replace = false } = {}) => {
    // From the search of the navigation under way, not of this render: a second filter set before the first
    // one's navigation has rendered (one end of a range, then the other) keeps the first.
    const nextSearch = (current: ListSearch): ListSearch => {
      const next: ListSearch = { ...current, ...(resetPage ? { page: undefined } : {}), ...changes };
      // A yes/no filter's 'Nem' (false) is a value, kept when another filter changes; an unticked 'Rám vár' is none.
      for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '' || (next[key] === false && !names.includes(key))) delete next[key];
      for (const name of names) if (name in next) next[name] = toSearchValue(paramMeta(section, listDeclaration, name), next[name]);
      return next;
    };
    void navigate({ to: '.', search: (current: ListSearch) => nextSearch(current), replace });
  };

  // The toolbar and the pagination keep their identity across page changes, so changing the page
  // re-renders the rows and not the filters' comboboxes.
  const latestUpdate = useRef(update);
  useLayoutEffect(() => {
    latestUpdate.current = update;
  });
  const stableUpdate = useCallback((changes: Partial<ListSearch>, options?: { resetPage?: boolean; replace?: boolean }) => latestUpdate.current(changes, options), []);
  // Recomputed only when a filter value changes (the key holds every value), not on each page change.
  const shownValue = (name: string) => (search[name] === undefined ? listDeclaration.defaults?.[name] : String(search[name]));
  const filterKey = JSON.stringify(Object.fromEntries(names.map((name) => [name, shownValue(name)])));
  const filterValues = useMemo(() => v.parse(filterValuesSchema, JSON.parse(filterKey)), [filterKey]);
  const groups = useMemo(() => filterGroups(names, (name) => paramMeta(section, listDeclaration, name)), [names, section, listDeclaration]);
  const q = search.q;
  const searchBox = useMemo(() => ({ value: q, onSearch: (text: string | undefined) => stableUpdate({ q: text }) }), [q, stableUpdate]);
  const onPageChange = useCallback((p: number) => stableUpdate({ page: p > 1 ? p : undefined }, { resetPage: false }), [stableUpdate]);
  const onPageSizeChange = useCallback((size: PageSize) => stableUpdate({ limit: size === DEFAULT_PAGE_SIZE ? undefined : size }), [stableUpdate]);

  // When the rows shrink under the current page (a filter, a deletion elsewhere), go to the last page that exists.
  const correct = view ? undefined : pageToCorrect(page, pageSize, list.data?.total);
  useEffect(() => {
    if (correct !== undefined) update({ page: correct > 1 ? correct : undefined }, { resetPage: false, replace: true });
  });
  // The export asks for the list as it is at the press (no paging); read then, so a page change leaves the toolbar alone.
  const latestQuery = useRef(query);
  useLayoutEffect(() => {
    latestQuery.current = query;
  });
  const latestSearch = useRef(search);
  useLayoutEffect(() => {
    latestSearch.current = search;
  });
  const router = useRouter();
  const savedViews = useMemo(
    () => (
      <SavedViews
        listKey={section.id}
        currentSearch={() => latestSearch.current}
        columns={choice}
        // The view's link opens its search; its columns come with it.
        onApply={(saved) => setChoice(saved.columns)}
        hrefOf={(saved) => router.buildLocation({ to: '.', search: saved }).href}
      />
    ),
    [section.id, choice, setChoice, router],
  );
  const exportFile = section.api.export;
  const exportAction = useMemo(
    () => (
      <>
        <ColumnChooser columns={choosable} choice={choice} onChange={setChoice} />
        {exportFile ? (
          <ExportButton download={() => exportFile({ query: { ...latestQuery.current, page: undefined, limit: undefined } })} fileName={`${section.id}.xlsx`} />
        ) : null}
      </>
    ),
    [exportFile, section.id, choosable, choice, setChoice],
  );

  return (
    <Page
      title={section.title}
      actions={
        section.routes.create ? (
          <Link href={section.routes.create} className="button button--primary">
            + Új {section.recordName.toLocaleLowerCase('hu')}
          </Link>
        ) : null
      }
    >
      {section.list.views ? <ListViews listPath={section.routes.list} main={section.list.views.main} views={section.list.views.others} current={view?.id} /> : null}
      {view ? null : (
        <ListToolbar
          key={section.id}
          search={searchBox}
          groups={groups}
          options={filterOptions.data}
          optionsLoading={filterOptions.isPending && filterOptions.fetchStatus !== 'idle'}
          values={filterValues}
          waitingForMe={offersWaitingForMe(listDeclaration) ? Boolean(search.waiting_for_me) : undefined}
          onChange={stableUpdate}
          actions={exportAction}
          besideSearch={savedViews}
        />
      )}
      {list.isError && !list.isFetching ? (
        <ListLoadError list={list} />
      ) : (
        <>
          {bulk && ticked && BulkActions ? (
            <BulkActions
              section={section}
              capabilities={bulk}
              rows={list.data?.data ?? []}
              selected={selected}
              onSelectionChange={onSelectionChange}
              listKey={listOptions.queryKey}
            />
          ) : null}
          <div ref={rowsRef} className="list-rows">
            <DataTable
              label={section.title}
              rows={list.data?.data ?? []}
              columns={columns}
              rowId={(row) => String(row.id)}
              sorting={sorting}
              sortOnPage={sortOnPage}
              columnOrder={chosen.columnOrder}
              columnVisibility={chosen.columnVisibility}
              onSortingChange={(next) => {
                update({ order_by: next[0] ? `${next[0].desc ? '-' : ''}${next[0].id}` : undefined }, { resetPage: false });
              }}
              query={list}
              selection={selection}
            />
            {view ? null : (
              <Pagination page={page} pageSize={pageSize} total={list.data?.total ?? 0} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />
            )}
          </div>
        </>
      )}
    </Page>
  );
}

const filterValuesSchema = v.record(v.string(), v.optional(v.string()));

/** A filter's meta from the spec; a section without generated params gets a select labelled from its row meta. */
function paramMeta<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>(
  section: SectionDefinition<Row, Detail, Input>,
  list: ListDeclaration,
  name: string,
): ListParamMeta {
  return list.params?.filters[name] ?? { label: section.list.meta.fields[name]?.label ?? name, kind: 'string' };
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form, Input, Label, SearchField } from 'react-aria-components';
import { DataTable } from '@/components/data-table/DataTable';
import { Pagination } from '@/components/data-table/Pagination';
import { DEFAULT_PAGE_SIZE, lastPage, type PageSize } from '@/components/data-table/pagination';
import { SelectField } from '@/components/form/SelectField';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';
import { saveFile } from '@/lib/download';
import { toast } from '@/lib/toasts';
import type { FilterOptions } from '@/generated/models';
import { displayValue } from '../display';
import type { ColumnSpec, RecordDetail, RecordRow, SectionDefinition } from '../section';
import { toListQuery, type ListSearch } from './list-search';

/**
 * The first column opens the record. A plain anchor that hands plain clicks to the router: 75 rows
 * of react-aria or router links (each subscribing to press, hover or router state) made a page
 * change measurably slower.
 */
function RowLink({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <a
      href={href}
      className="link"
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

function buildColumns<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>(
  section: SectionDefinition<Row, Detail, Input>,
): ColumnDef<Row>[] {
  return section.list.columns.map((spec: ColumnSpec<Row>, index): ColumnDef<Row> => {
    if (typeof spec !== 'string') return spec;
    const meta = section.list.meta.fields[spec];
    return {
      id: spec,
      accessorFn: (row) => row[spec],
      header: meta?.label ?? spec,
      sortingFn: 'auto',
      cell: ({ row }) => {
        const content = displayValue(row.original[spec], meta, spec);
        return index === 0 ? <RowLink href={section.routes.details(row.original.id)}>{content}</RowLink> : content;
      },
    };
  });
}

interface ListToolbarProps {
  filters: readonly string[];
  labels: Record<string, string>;
  options: FilterOptions | undefined;
  values: Record<string, string | null>;
  q: string | undefined;
  /** Undefined when the section offers no 'waiting for me' filter. */
  waitingForMe: boolean | undefined;
  onUpdate: (changes: Partial<ListSearch>) => void;
}

/** Search (applied on submit), the filters from szurok/ and 'Rám vár'. */
const ListToolbar = memo(function ListToolbar({ filters, labels, options, values, q, waitingForMe, onUpdate }: ListToolbarProps) {
  const [searchText, setSearchText] = useState(q ?? '');
  const choices = useMemo(
    () => Object.fromEntries(filters.map((name) => [name, (options?.[name] ?? []).map((o) => ({ id: String(o.value), label: o.label }))])),
    [filters, options],
  );
  return (
    <div className="list-toolbar">
      <Form
        role="search"
        className="list-toolbar__search"
        onSubmit={(event) => {
          event.preventDefault();
          onUpdate({ q: searchText.trim() || undefined });
        }}
      >
        <SearchField value={searchText} onChange={setSearchText} onClear={() => onUpdate({ q: undefined })} className="field" aria-label="Keresés">
          <Label className="visually-hidden">Keresés</Label>
          <Input placeholder="Keresés" className="field__input" />
        </SearchField>
        <Button type="submit" variant="secondary">
          Keresés
        </Button>
      </Form>
      {filters.map((name) => (
        <SelectField key={name} label={labels[name] ?? name} options={choices[name] ?? []} value={values[name] ?? null} onChange={(value) => onUpdate({ [name]: value ?? undefined })} />
      ))}
      {waitingForMe === undefined ? null : (
        <Checkbox isSelected={waitingForMe} onChange={(selected) => onUpdate({ waiting_for_me: selected || undefined })}>
          Rám vár
        </Checkbox>
      )}
    </div>
  );
});

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
  const filters = section.list.filters ?? [];
  const query = toListQuery(search, filters);
  const list = useQuery({ ...section.api.list({ query }), placeholderData: (previous) => previous });
  const filterOptions = useQuery({ ...(section.api.filterOptions?.() ?? { queryKey: ['noFilterOptions'], queryFn: () => ({}) }), enabled: Boolean(section.api.filterOptions && filters.length) });
  const pageSize = search.limit ?? DEFAULT_PAGE_SIZE;
  const page = search.page ?? 1;
  const columns = useMemo(() => buildColumns(section), [section]);
  const sorting: SortingState = useMemo(() => (search.sort ? [{ id: search.sort, desc: Boolean(search.desc) }] : []), [search.sort, search.desc]);

  const update = (changes: Partial<ListSearch>, { resetPage = true, replace = false } = {}) => {
    const next: ListSearch = { ...search, ...(resetPage ? { page: undefined } : {}), ...changes };
    for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '' || next[key] === false) delete next[key];
    void navigate({ search: next, replace } as never);
  };

  // The toolbar and the pagination keep their identity across page changes, so changing the page
  // re-renders the rows and not the filters' comboboxes.
  const latestUpdate = useRef(update);
  useLayoutEffect(() => {
    latestUpdate.current = update;
  });
  const stableUpdate = useCallback((changes: Partial<ListSearch>, options?: { resetPage?: boolean; replace?: boolean }) => latestUpdate.current(changes, options), []);
  // Recomputed only when a filter value changes (the key lists every value), not on each page change.
  const filterKey = filters.map((name) => `${name}=${search[name] ?? ''}`).join('&');
  const filterValues = useMemo(() => Object.fromEntries(filters.map((name) => [name, search[name] === undefined ? null : String(search[name])])), [filterKey]);
  const filterLabels = useMemo(() => Object.fromEntries(filters.map((name) => [name, section.list.meta.fields[name]?.label ?? name])), [filters, section]);
  const onPageChange = useCallback((p: number) => stableUpdate({ page: p > 1 ? p : undefined }, { resetPage: false }), [stableUpdate]);
  const onPageSizeChange = useCallback((size: PageSize) => stableUpdate({ limit: size === DEFAULT_PAGE_SIZE ? undefined : size }), [stableUpdate]);

  // When the rows shrink under the current page (a filter, a deletion elsewhere), go to the last page that exists.
  const total = list.data?.total;
  useEffect(() => {
    if (total !== undefined && page > lastPage(total, pageSize)) update({ page: lastPage(total, pageSize) }, { resetPage: false, replace: true });
  });

  const exportList = useMutation({
    mutationFn: () => section.api.export!({ query: { ...query, page: undefined, limit: undefined } }),
    onSuccess: (file) => saveFile(file, `${section.id}.xlsx`),
    onError: () => toast.error('Az exportálás nem sikerült.'),
  });

  return (
    <Page
      title={section.title}
      actions={
        <>
          {section.routes.create ? (
            <Link href={section.routes.create} className="button button--primary">
              + Új {section.recordName.toLocaleLowerCase('hu')}
            </Link>
          ) : null}
          {section.api.export ? (
            <Button variant="secondary" isPending={exportList.isPending} onPress={() => exportList.mutate()}>
              Exportálás (xlsx)
            </Button>
          ) : null}
        </>
      }
    >
      <ListToolbar
        filters={filters}
        labels={filterLabels}
        options={filterOptions.data}
        values={filterValues}
        q={search.q}
        waitingForMe={section.list.waitingForMe ? Boolean(search.waiting_for_me) : undefined}
        onUpdate={stableUpdate}
      />
      {list.isError ? <Alert tone="error">A lista betöltése nem sikerült.</Alert> : null}
      <DataTable
        label={section.title}
        rows={list.data?.data ?? []}
        columns={columns}
        rowId={(row) => String(row.id)}
        sorting={sorting}
        onSortingChange={(updater) => {
          const next = typeof updater === 'function' ? updater(sorting) : updater;
          update({ sort: next[0]?.id, desc: next[0]?.desc || undefined }, { resetPage: false });
        }}
        emptyText={list.isPending ? 'Betöltés…' : 'Nincs találat.'}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={list.data?.total ?? 0}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </Page>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/DataTable';
import { DEFAULT_PAGE_SIZE } from '@/components/data-table/pagination';
import { SearchPagination, type PagedSearch } from '@/components/data-table/SearchPagination';
import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';
import { listSurveysQuery } from '@/generated/api/surveys';
import type { Survey } from '@/generated/models';
import { formatDate } from '@/lib/format';


export type SurveyListSearch = PagedSearch;

/** The `kerdoivek/` call of a list page (pages start at 1, section 9). */
export const surveysQuery = (search: SurveyListSearch) => listSurveysQuery({ query: { page: search.page ?? 1, limit: search.limit ?? DEFAULT_PAGE_SIZE } });

const columns: ColumnDef<Survey>[] = [
  { id: 'name', header: 'Kérdőív neve', cell: ({ row }) => row.original.name },
  { id: 'open_from', header: 'Kitölthető ettől', cell: ({ row }) => formatDate(row.original.open_from) },
  { id: 'deadline', header: 'Határidő', cell: ({ row }) => formatDate(row.original.deadline) },
  { id: 'questions', header: 'Kérdések', cell: ({ row }) => row.original.questions.length },
  { id: 'note', header: 'Megjegyzés', cell: ({ row }) => row.original.note ?? '–' },
];

/**
 * Kérdőívek (/kerdoivek/lista.html): the surveys of `kerdoivek/` as a paged list. Surveys have no
 * details call, so this is a list screen of its own rather than a section; the surveys are answered
 * as survey results, which the link opens.
 */
export function SurveysScreen({ search, onSearchChange }: { search: SurveyListSearch; onSearchChange: (search: SurveyListSearch) => void }) {
  const { data, isFetching } = useQuery({ ...surveysQuery(search), placeholderData: keepPreviousData });
  return (
    <Page title="Kérdőívek" actions={<Link href="/kerdoivek/kitoltes/lista.html">Kitöltések</Link>}>
      <section className="card" aria-label="Kérdőívek listája">
        <DataTable
          label="Kérdőívek"
          rows={data?.data ?? []}
          columns={columns}
          rowId={(survey) => String(survey.id)}
          emptyText="Nincs kérdőív."
          isLoading={!data}
          isFetching={isFetching}
        />
        <SearchPagination search={search} total={data?.total ?? 0} onSearchChange={onSearchChange} />
      </section>
    </Page>
  );
}

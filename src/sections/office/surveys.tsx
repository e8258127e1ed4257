import type { QueryClient } from '@tanstack/react-query';
import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';
import { column, metaColumns } from '@/features/records/list/columns';
import type { ListSearch } from '@/features/records/list/list-search';
import { SearchList, sourceQuery, type ListSource } from '@/features/records/list/SearchList';
import type { SearchScreenProps } from '@/features/special-screens/special-screen';
import { listSurveysQuery } from '@/generated/api/surveys';
import { listSurveysParams } from '@/generated/list-params/surveys';
import type { Survey } from '@/generated/models';
import { SurveyMeta } from '@/generated/meta/surveys';
import { screenHref } from '../screen-addresses';

const SOURCE: ListSource<Survey> = { list: listSurveysQuery, params: listSurveysParams };

export const loadSurveys = (queryClient: QueryClient, search: ListSearch) => queryClient.ensureQueryData(sourceQuery(SOURCE, search));

const columns = [
  ...metaColumns<Survey>(SurveyMeta, ['name', 'open_from', 'deadline']),
  column<Survey>('questions', 'Kérdések', (survey) => survey.questions.length),
  ...metaColumns<Survey>(SurveyMeta, ['note']),
];

/**
 * Kérdőívek (/kerdoivek/lista.html): the surveys of `kerdoivek/` as a searched, paged list. Surveys
 * have no details call, so this is a list screen of its own rather than a section; the surveys are
 * answered as survey results, which the link opens.
 */
export function SurveysScreen({ search, onSearchChange }: SearchScreenProps<ListSearch>) {
  return (
    <Page title="Kérdőívek" actions={<Link href={screenHref('survey-results')}>Kitöltések</Link>}>
      <SearchList
        source={SOURCE}
        label="Kérdőívek"
        search={search}
        onSearchChange={onSearchChange}
        columns={columns}
        rowId={(survey) => String(survey.id)}
        emptyText="Nincs kérdőív."
      />
    </Page>
  );
}

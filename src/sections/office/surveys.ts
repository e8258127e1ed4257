import { column, metaColumns } from '@/features/records/list/columns';
import { searchListScreen } from '@/features/records/list/list-screen';
import { listSurveysQuery } from '@/generated/api/surveys';
import { listSurveysParams } from '@/generated/list-params/surveys';
import type { Survey } from '@/generated/models';
import { SurveyMeta } from '@/generated/meta/surveys';
import { siteMapPath } from '@/config/site-map';

/**
 * Kérdőívek (/kerdoivek/lista.html): the surveys of `kerdoivek/` as a searched, paged list. Surveys
 * have no details call, so this is a list screen of its own rather than a section; the surveys are
 * answered as survey results, which the link opens (/kerdoivek/kitoltes/ stays the generic section).
 */
export const surveys = searchListScreen<Survey>({
  title: 'Kérdőívek',
  source: { list: listSurveysQuery, params: listSurveysParams },
  columns: [
    ...metaColumns<Survey>(SurveyMeta, ['name', 'open_from', 'deadline']),
    column<Survey>('questions', 'Kérdések', (survey) => survey.questions.length),
    ...metaColumns<Survey>(SurveyMeta, ['note']),
  ],
  emptyText: 'Nincs kérdőív.',
  links: [{ text: 'Kitöltések', href: siteMapPath('survey-results') }],
});

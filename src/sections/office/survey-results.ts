import { defineSection } from '@/features/records/section';
import { listSurveyResultsParams } from '@/generated/list-params/surveys';
import { SurveyResultMeta } from '@/generated/meta/surveys';
import { surveyResultApi } from '@/generated/records/surveys';
import { SurveyResultAnswers } from './survey-result-answers';

/** Kitöltések (/kerdoivek/kitoltes, list and details): the institution's answers to a survey, saved, closed (lezaras/) and reopened (ujranyitas/). */
export const surveyResultsSection = defineSection({
  id: 'survey-results',
  title: 'Kitöltések',
  recordName: 'Kitöltés',
  api: surveyResultApi,
  list: {
    meta: SurveyResultMeta,
    columns: ['id', 'survey', 'institution', 'closed', 'closed_at'],
    params: listSurveyResultsParams,
    filters: ['institution'],
  },
  details: {
    title: (result) => `${result.survey.name} – ${result.institution.name}`,
    meta: SurveyResultMeta,
    summary: ['id', 'survey', 'institution', 'closed', 'closed_at'],
    panels: {},
    blocks: [SurveyResultAnswers],
  },
});

import * as v from 'valibot';
import { monthSearchEntries } from '@/components/month-stepper/month-search';
import { pageSizeSearch, positiveSearchNumber, searchText } from '@/features/records/list/list-search';
import { defineSpecialScreen, noParams, noSearch } from '@/features/special-screens/special-screen';
import { parseRecordId } from '@/features/records/routes';
import { RecordDetailsScreen } from '@/features/records/screens/RecordDetailsScreen';
import { applicationApi } from '@/generated/records/job-portal';
import { applicationSection } from './applications';
import { CommuteHistoryScreen, CommuteListScreen, loadCommuteHistory, loadCommuteList } from './commutes';
import { loadOpenJob, loadOpenJobs, OpenJobListScreen, OpenJobScreen } from './job-portal';
import { loadTimesheet, loadTimesheetList, TimesheetDetailsScreen, TimesheetListScreen } from './timesheets';

const monthSearch = v.object(monthSearchEntries);

const commuteListSearch = v.object({
  ...monthSearchEntries,
  institution: positiveSearchNumber,
  page: positiveSearchNumber,
  limit: pageSizeSearch,
  type: v.fallback(v.optional(v.picklist(['car', 'public_transport', 'monthly_pass'])), undefined),
  q: searchText,
});

/** `/hr/munkabajaras/lista.html`: the month's commuting per employment (section 7). */
export const commuteList = defineSpecialScreen({
  params: noParams,
  search: (raw) => v.parse(commuteListSearch, raw),
  load: (queryClient, _params, search) => loadCommuteList(queryClient, search),
  Component: ({ search, onSearchChange }) => <CommuteListScreen search={search} onSearchChange={onSearchChange} />,
});

/** `/hr/munkabajaras/{employmentId}.html`: one employment's commuting in a month. */
export const commuteHistory = defineSpecialScreen({
  params: ({ employmentId }) => ({ employmentId: parseRecordId(employmentId ?? '') }),
  search: (raw) => v.parse(monthSearch, raw),
  load: (queryClient, { employmentId }, search) => loadCommuteHistory(queryClient, employmentId, search),
  Component: ({ params, search, onSearchChange }) => <CommuteHistoryScreen employmentId={params.employmentId} search={search} onSearchChange={onSearchChange} />,
});

const timesheetListSearch = v.object({ ...monthSearchEntries, institution: positiveSearchNumber, page: positiveSearchNumber, limit: pageSizeSearch });

/** `/hr/munkaido-nyilvantartas/lista.html`: the month's timesheets. */
export const timesheetList = defineSpecialScreen({
  params: noParams,
  search: (raw) => v.parse(timesheetListSearch, raw),
  load: (queryClient, _params, search) => loadTimesheetList(queryClient, search),
  Component: ({ search, onSearchChange }) => <TimesheetListScreen search={search} onSearchChange={onSearchChange} />,
});

/** `/hr/munkaido-nyilvantartas/{userId}.html`: a user's timesheet for a month. */
export const timesheet = defineSpecialScreen({
  params: ({ userId }) => ({ userId: parseRecordId(userId ?? '') }),
  search: (raw) => v.parse(monthSearch, raw),
  load: (queryClient, { userId }, search) => loadTimesheet(queryClient, userId, search),
  Component: ({ params, search, onSearchChange }) => <TimesheetDetailsScreen userId={params.userId} search={search} onSearchChange={onSearchChange} />,
});

const openJobSearch = v.object({
  q: searchText,
  page: positiveSearchNumber,
  limit: pageSizeSearch,
  job: positiveSearchNumber,
  institution: positiveSearchNumber,
  city: searchText,
  contract_type: v.fallback(v.optional(v.picklist(['public_education_employee', 'labour_code', 'assignment'])), undefined),
  working_hours: v.fallback(v.optional(v.picklist(['full_time', 'part_time'])), undefined),
});

/** `/allaskeresoportal/lista.html`: the public list of open jobs (section 2), no account needed. */
export const openJobList = defineSpecialScreen({
  params: noParams,
  search: (raw) => v.parse(openJobSearch, raw),
  load: (queryClient, _params, search) => loadOpenJobs(queryClient, search),
  Component: ({ search, onSearchChange }) => <OpenJobListScreen search={search} onSearchChange={onSearchChange} />,
});

/** `/allaskeresoportal/{openJobId}.html`: an open job and the application to it (section 7), signed out. */
export const openJob = defineSpecialScreen({
  params: ({ openJobId }) => ({ id: parseRecordId(openJobId ?? '') }),
  search: noSearch,
  // A job that cannot be loaded is said on the page itself.
  load: (queryClient, { id }) => loadOpenJob(queryClient, id).catch(() => undefined),
  Component: ({ params }) => <OpenJobScreen id={params.id} />,
});

/** `/hr/allashelyek/{positionId}/jelentkezes-{applicationId}.html`: one application to a position, read and decided by HR. */
export const application = defineSpecialScreen({
  params: ({ positionId, applicationId }) => ({ positionId: parseRecordId(positionId ?? ''), applicationId: parseRecordId(applicationId ?? '') }),
  search: noSearch,
  load: (queryClient, { applicationId }) => queryClient.ensureQueryData(applicationApi.get({ path: { id: applicationId } })),
  Component: ({ params }) => <RecordDetailsScreen section={applicationSection(params.positionId)} id={params.applicationId} />,
});

import * as v from 'valibot';
import { monthSearchEntries } from '@/components/month-stepper/month-search';
import { listSearchSchema, specialListSearchSchema } from '@/features/records/list/list-search';
import { defineSpecialScreen, noParams, noSearch } from '@/features/special-screens/special-screen';
import { parseRecordId } from '@/features/records/routes';
import { detailsScreen } from '@/features/records/screens/details-screen';
import { applicationSection } from './applications';
import { CommuteHistoryScreen } from './commute-month';
import { CommuteListScreen, loadCommuteHistory, loadCommuteList } from './commutes';
import { loadOpenJob, loadOpenJobs, OpenJobListScreen, OpenJobScreen } from './job-portal';
import { TimesheetDetailsScreen } from './timesheet';
import { loadTimesheet, loadTimesheetList, TimesheetListScreen } from './timesheets';

const monthSearch = v.object(monthSearchEntries);

const monthListSearch = specialListSearchSchema(monthSearchEntries);

/** `/hr/munkabajaras/lista.html`: the month's commuting per employment (section 7). */
export const commuteList = defineSpecialScreen({
  params: noParams,
  search: (raw) => v.parse(monthListSearch, raw),
  load: (queryClient, _params, search) => loadCommuteList(queryClient, search),
  Component: CommuteListScreen,
});

/** `/hr/munkabajaras/{employmentId}.html`: one employment's commuting in a month. */
export const commuteHistory = defineSpecialScreen({
  params: ({ employmentId }) => ({ employmentId: parseRecordId(employmentId ?? '') }),
  search: (raw) => v.parse(monthSearch, raw),
  load: (queryClient, { employmentId }, search) => loadCommuteHistory(queryClient, employmentId, search),
  Component: CommuteHistoryScreen,
});

/** `/hr/munkaido-nyilvantartas/lista.html`: the month's timesheets. */
export const timesheetList = defineSpecialScreen({
  params: noParams,
  search: (raw) => v.parse(monthListSearch, raw),
  load: (queryClient, _params, search) => loadTimesheetList(queryClient, search),
  Component: TimesheetListScreen,
});

/** `/hr/munkaido-nyilvantartas/{userId}.html`: a user's timesheet for a month. */
export const timesheet = defineSpecialScreen({
  params: ({ userId }) => ({ userId: parseRecordId(userId ?? '') }),
  search: (raw) => v.parse(monthSearch, raw),
  load: (queryClient, { userId }, search) => loadTimesheet(queryClient, userId, search),
  Component: TimesheetDetailsScreen,
});

/** `/allaskeresoportal/lista.html`: the public list of open jobs (section 2), no account needed. */
export const openJobList = defineSpecialScreen({
  params: noParams,
  search: (raw) => v.parse(listSearchSchema, raw),
  load: (queryClient, _params, search) => loadOpenJobs(queryClient, search),
  Component: OpenJobListScreen,
});

/** `/allaskeresoportal/{openJobId}.html`: an open job and the application to it (section 7), signed out. */
export const openJob = defineSpecialScreen({
  params: ({ openJobId }) => ({ id: parseRecordId(openJobId ?? '') }),
  search: noSearch,
  // A job that cannot be loaded is said on the page itself.
  load: (queryClient, { id }) => loadOpenJob(queryClient, id).catch(() => undefined),
  Component: OpenJobScreen,
});

/** `/hr/allashelyek/{positionId}/jelentkezes-{applicationId}.html`: one application to a position, read and decided by HR. */
export const application = detailsScreen({
  params: ({ positionId, applicationId }) => ({ positionId: parseRecordId(positionId ?? ''), applicationId: parseRecordId(applicationId ?? '') }),
  section: ({ positionId }) => applicationSection(positionId),
  id: ({ applicationId }) => applicationId,
});

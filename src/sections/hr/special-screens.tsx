import * as v from 'valibot';
import { PAGE_SIZES } from '@/components/data-table/pagination';
import { monthSearchEntries } from '@/components/month-stepper/month-search';
import { defineSpecialScreen, noParams, noSearch, positiveIdParam } from '@/features/special-screens/special-screen';
import { CommuteHistoryScreen, CommuteListScreen, loadCommuteHistory, loadCommuteList } from './commutes';
import { loadOpenJob, loadOpenJobs, OpenJobListScreen, OpenJobScreen } from './job-portal';
import { loadTimesheet, loadTimesheetList, TimesheetDetailsScreen, TimesheetListScreen } from './timesheets';

// Bad values are dropped rather than breaking the screen.
const positive = v.fallback(v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.integer(), v.minValue(1))), undefined);
const text = v.fallback(v.optional(v.string()), undefined);
const pageSize = v.fallback(v.optional(v.picklist(PAGE_SIZES)), undefined);
const monthSearch = v.object(monthSearchEntries);

const commuteListSearch = v.object({
  ...monthSearchEntries,
  institution: positive,
  page: positive,
  limit: pageSize,
  type: v.fallback(v.optional(v.picklist(['car', 'public_transport', 'monthly_pass'])), undefined),
  q: text,
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
  params: ({ employmentId }) => ({ employmentId: positiveIdParam(employmentId) }),
  search: (raw) => v.parse(monthSearch, raw),
  load: (queryClient, { employmentId }, search) => loadCommuteHistory(queryClient, employmentId, search),
  Component: ({ params, search, onSearchChange }) => <CommuteHistoryScreen employmentId={params.employmentId} search={search} onSearchChange={onSearchChange} />,
});

const timesheetListSearch = v.object({ ...monthSearchEntries, institution: positive, page: positive, limit: pageSize });

/** `/hr/munkaido-nyilvantartas/lista.html`: the month's timesheets. */
export const timesheetList = defineSpecialScreen({
  params: noParams,
  search: (raw) => v.parse(timesheetListSearch, raw),
  load: (queryClient, _params, search) => loadTimesheetList(queryClient, search),
  Component: ({ search, onSearchChange }) => <TimesheetListScreen search={search} onSearchChange={onSearchChange} />,
});

/** `/hr/munkaido-nyilvantartas/{userId}.html`: a user's timesheet for a month. */
export const timesheet = defineSpecialScreen({
  params: ({ userId }) => ({ userId: positiveIdParam(userId) }),
  search: (raw) => v.parse(monthSearch, raw),
  load: (queryClient, { userId }, search) => loadTimesheet(queryClient, userId, search),
  Component: ({ params, search, onSearchChange }) => <TimesheetDetailsScreen userId={params.userId} search={search} onSearchChange={onSearchChange} />,
});

const openJobSearch = v.object({
  q: text,
  page: positive,
  limit: pageSize,
  job: positive,
  institution: positive,
  city: text,
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
  params: ({ openJobId }) => ({ id: positiveIdParam(openJobId) }),
  search: noSearch,
  // A job that cannot be loaded is said on the page itself.
  load: (queryClient, { id }) => loadOpenJob(queryClient, id).catch(() => undefined),
  Component: ({ params }) => <OpenJobScreen id={params.id} />,
});

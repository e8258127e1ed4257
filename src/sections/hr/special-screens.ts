import * as v from 'valibot';
import { monthSearchEntries } from '@/components/month-stepper/month-search';
import { defineSpecialScreen, noSearch } from '@/features/special-screens/special-screen';
import { parseRecordId } from '@/features/records/routes';
import { detailsScreen } from '@/features/records/screens/details-screen';
import { applicationSection } from './applications';
import { CommuteHistoryScreen } from './commute-month';
import { loadCommuteHistory } from './commutes';
import { loadOpenJob, OpenJobScreen } from './job-portal';
import { TimesheetDetailsScreen } from './timesheet';
import { loadTimesheet } from './timesheets';

const monthSearch = v.object(monthSearchEntries);

export { commuteList } from './commutes';
export { timesheetList } from './timesheets';
export { openJobList } from './open-jobs';

/** `/hr/munkabajaras/{employmentId}.html`: one employment's commuting in a month. */
export const commuteHistory = defineSpecialScreen({
  params: ({ employmentId }) => ({ employmentId: parseRecordId(employmentId ?? '') }),
  search: (raw) => v.parse(monthSearch, raw),
  load: (queryClient, { employmentId }, search) => loadCommuteHistory(queryClient, employmentId, search),
  Component: CommuteHistoryScreen,
});

/** `/hr/munkaido-nyilvantartas/{userId}.html`: a user's timesheet for a month. */
export const timesheet = defineSpecialScreen({
  params: ({ userId }) => ({ userId: parseRecordId(userId ?? '') }),
  search: (raw) => v.parse(monthSearch, raw),
  load: (queryClient, { userId }, search) => loadTimesheet(queryClient, userId, search),
  Component: TimesheetDetailsScreen,
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

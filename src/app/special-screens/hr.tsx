import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MonthSearch } from '@/components/month-stepper/month-search';
import type { ListSearch } from '@/features/records/list/list-search';
import type { MonthListSearch } from '@/features/records/list/MonthList';
import { application } from '@/sections/hr/application-screen';
import { CommuteHistoryScreen } from '@/sections/hr/commute-month';
import { commuteList, loadCommuteHistory } from '@/sections/hr/commutes';
import { loadOpenJob, OpenJobScreen } from '@/sections/hr/job-portal';
import { openJobList } from '@/sections/hr/open-jobs';
import { TimesheetDetailsScreen } from '@/sections/hr/timesheet';
import { loadTimesheet, timesheetList } from '@/sections/hr/timesheets';
import { GatedScreen, loadSpecialScreen, type ScreenAccess, type ScreenLoaderContext } from '../section-routes/special';

// The hr module's special screens (section 2, section 7), loaded and rendered for their routes.

type Loader<P, D> = ScreenLoaderContext & { params: P; deps: D };

const commutesRoute = getRouteApi('/_signedIn/_shell/hr/munkabajaras/lista.html');
export const loadCommuteList = (match: Loader<unknown, { search: MonthListSearch }>): Promise<ScreenAccess> =>
  loadSpecialScreen(match, () => commuteList.load(match.context.queryClient, undefined, match.deps.search));
export function CommuteListRoute(): ReactNode {
  const navigate = commutesRoute.useNavigate();
  return (
    <GatedScreen access={commutesRoute.useLoaderData()}>
      <commuteList.Component
        params={undefined}
        search={commutesRoute.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
      />
    </GatedScreen>
  );
}

const commuteMonthRoute = getRouteApi('/_signedIn/_shell/hr/munkabajaras/{$employmentId}.html');
export const loadCommuteMonth = (match: Loader<{ employmentId: number }, MonthSearch>): Promise<ScreenAccess> =>
  loadSpecialScreen(match, () => loadCommuteHistory(match.context.queryClient, match.params.employmentId, match.deps));
export function CommuteMonthRoute(): ReactNode {
  const navigate = commuteMonthRoute.useNavigate();
  return (
    <GatedScreen access={commuteMonthRoute.useLoaderData()}>
      <CommuteHistoryScreen
        params={commuteMonthRoute.useParams()}
        search={commuteMonthRoute.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
      />
    </GatedScreen>
  );
}

const timesheetsRoute = getRouteApi('/_signedIn/_shell/hr/munkaido-nyilvantartas/lista.html');
export const loadTimesheetList = (match: Loader<unknown, { search: MonthListSearch }>): Promise<ScreenAccess> =>
  loadSpecialScreen(match, () => timesheetList.load(match.context.queryClient, undefined, match.deps.search));
export function TimesheetListRoute(): ReactNode {
  const navigate = timesheetsRoute.useNavigate();
  return (
    <GatedScreen access={timesheetsRoute.useLoaderData()}>
      <timesheetList.Component
        params={undefined}
        search={timesheetsRoute.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
      />
    </GatedScreen>
  );
}

const timesheetMonthRoute = getRouteApi('/_signedIn/_shell/hr/munkaido-nyilvantartas/{$userId}.html');
export const loadTimesheetMonth = (match: Loader<{ userId: number }, MonthSearch>): Promise<ScreenAccess> =>
  loadSpecialScreen(match, () => loadTimesheet(match.context.queryClient, match.params.userId, match.deps));
export function TimesheetMonthRoute(): ReactNode {
  const navigate = timesheetMonthRoute.useNavigate();
  return (
    <GatedScreen access={timesheetMonthRoute.useLoaderData()}>
      <TimesheetDetailsScreen
        params={timesheetMonthRoute.useParams()}
        search={timesheetMonthRoute.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
      />
    </GatedScreen>
  );
}

const applicationRoute = getRouteApi('/_signedIn/_shell/hr/allashelyek/$positionId/jelentkezes-{$applicationId}.html');
export const loadApplication = (match: Loader<{ positionId: number; applicationId: number }, unknown>): Promise<ScreenAccess> =>
  loadSpecialScreen(match, () => application.load(match.context.queryClient, match.params, undefined));
export function ApplicationRoute(): ReactNode {
  return (
    <GatedScreen access={applicationRoute.useLoaderData()}>
      <application.Component params={applicationRoute.useParams()} search={undefined} onSearchChange={() => undefined} />
    </GatedScreen>
  );
}

// The public job portal (section 2): no account needed, so no gate.

const openJobsRoute = getRouteApi('/allaskeresoportal/lista.html');
export const loadOpenJobs = (match: Loader<unknown, { search: ListSearch }>): Promise<unknown> =>
  openJobList.load(match.context.queryClient, undefined, match.deps.search);
export function OpenJobsRoute(): ReactNode {
  const navigate = openJobsRoute.useNavigate();
  return (
    <openJobList.Component
      params={undefined}
      search={openJobsRoute.useSearch()}
      onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
    />
  );
}

const openJobRoute = getRouteApi('/allaskeresoportal/{$openJobId}.html');
// A job that cannot be loaded is said on the page itself.
export const loadOpenJobRoute = (match: Loader<{ openJobId: number }, unknown>): Promise<unknown> =>
  loadOpenJob(match.context.queryClient, match.params.openJobId).catch(() => undefined);
export function OpenJobRoute(): ReactNode {
  const { openJobId } = openJobRoute.useParams();
  return <OpenJobScreen params={{ id: openJobId }} />;
}

import { screenPath } from './screen-addresses';
import { matchPathPattern, type AnySpecialScreen } from '@/features/special-screens/special-screen';

/**
 * Every special screen of the signed-in portal and the public pages (section 2), by address (`screenPath`:
 * the site map's for a menu entry, else `screen-addresses.ts`). The
 * generic routes look an address up here before the section registry; this table and each screen's
 * code load only when a route needs them, so screens added here do not grow the first load.
 */
interface SpecialScreenEntry {
  path: string;
  screen: () => Promise<AnySpecialScreen>;
  /**
   * The menu entry whose permission (section 6) guards the screen; by default its own address, when
   * it is a menu entry. `false`: none (a screen the specification shows to anyone signed in).
   */
  guardedBy?: string | false;
}

const hr = () => import('./hr/special-screens');
const finance = () => import('./finance/special-screens');
const education = () => import('./education/special-screens');
const office = () => import('./office/special-screens');
const store = () => import('./store/special-screens');

export const SIGNED_IN_SCREENS: readonly SpecialScreenEntry[] = [
  { path: screenPath('commutes'), screen: () => hr().then((m) => m.commuteList) },
  { path: screenPath('commute-month'), screen: () => hr().then((m) => m.commuteHistory), guardedBy: screenPath('commutes') },
  {
    path: screenPath('application'),
    screen: () => hr().then((m) => m.application),
    guardedBy: screenPath('positions'),
  },
  { path: screenPath('timesheets'), screen: () => hr().then((m) => m.timesheetList) },
  { path: screenPath('timesheet-month'), screen: () => hr().then((m) => m.timesheet), guardedBy: screenPath('timesheets') },
  { path: screenPath('financial-overview'), screen: () => finance().then((m) => m.financialOverview) },
  { path: screenPath('planner-years'), screen: () => finance().then((m) => m.plannerYears) },
  { path: screenPath('planner-menu'), screen: () => finance().then((m) => m.plannerMenu), guardedBy: false },
  { path: screenPath('school-breakdown'), screen: () => finance().then((m) => m.schoolBreakdown), guardedBy: false },
  { path: screenPath('yearly-reports-summary'), screen: () => education().then((m) => m.yearlyReportSummary) },
  { path: screenPath('budget'), screen: () => office().then((m) => m.budget), guardedBy: false },
  { path: screenPath('statistics'), screen: () => office().then((m) => m.statistics), guardedBy: false },
  { path: screenPath('surveys'), screen: () => office().then((m) => m.surveys), guardedBy: false },
  { path: screenPath('store-basket'), screen: () => store().then((m) => m.ownBasket) },
  { path: screenPath('hazard-documents'), screen: () => store().then((m) => m.hazardDocumentLibrary), guardedBy: false },
  { path: screenPath('document-library'), screen: () => store().then((m) => m.documentLibrary), guardedBy: false },
];

const quiz = () => import('./office/public/dev-quiz-screens');
const complaints = () => import('./office/public/dev-complaint-screens');

/** The signed-out screens of the main host: the job portal, and the public sites under /dev on a local host. */
export const PUBLIC_SCREENS: readonly SpecialScreenEntry[] = [
  { path: screenPath('open-jobs'), screen: () => hr().then((m) => m.openJobList) },
  { path: screenPath('open-job'), screen: () => hr().then((m) => m.openJob) },
  { path: screenPath('dev-quiz-login'), screen: () => quiz().then((m) => m.devQuizLogin) },
  { path: screenPath('dev-quiz-fill'), screen: () => quiz().then((m) => m.devQuizFill) },
  { path: screenPath('dev-complaint-login'), screen: () => complaints().then((m) => m.devComplaintLogin) },
  { path: screenPath('dev-complaint-create'), screen: () => complaints().then((m) => m.devComplaintCreate) },
  { path: screenPath('dev-complaint'), screen: () => complaints().then((m) => m.devComplaint) },
];

export interface SpecialScreenMatch {
  entry: SpecialScreenEntry;
  params: Record<string, string>;
}

/** The special screen at `pathname` among `entries`, with its address's parts; a fixed address wins over a pattern. */
export function findSpecialScreen(entries: readonly SpecialScreenEntry[], pathname: string): SpecialScreenMatch | undefined {
  let best: SpecialScreenMatch | undefined;
  for (const entry of entries) {
    const params = matchPathPattern(entry.path, pathname);
    if (params && (!best || Object.keys(params).length < Object.keys(best.params).length)) best = { entry, params };
  }
  return best;
}

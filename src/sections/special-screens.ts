import { matchPathPattern, type AnySpecialScreen } from '@/features/special-screens/special-screen';

/**
 * Every special screen of the signed-in portal and the public pages (section 2), by address. The
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
  { path: '/hr/munkabajaras/lista.html', screen: () => hr().then((m) => m.commuteList) },
  { path: '/hr/munkabajaras/{employmentId}.html', screen: () => hr().then((m) => m.commuteHistory), guardedBy: '/hr/munkabajaras/lista.html' },
  {
    path: '/hr/allashelyek/{positionId}/jelentkezes-{applicationId}.html',
    screen: () => hr().then((m) => m.application),
    guardedBy: '/hr/allashelyek/lista.html',
  },
  { path: '/hr/munkaido-nyilvantartas/lista.html', screen: () => hr().then((m) => m.timesheetList) },
  { path: '/hr/munkaido-nyilvantartas/{userId}.html', screen: () => hr().then((m) => m.timesheet), guardedBy: '/hr/munkaido-nyilvantartas/lista.html' },
  { path: '/penzugy/attekinto.html', screen: () => finance().then((m) => m.financialOverview) },
  { path: '/penzugy/tervezo/evek.html', screen: () => finance().then((m) => m.plannerYears) },
  { path: '/penzugy/tervezo/{year}/menu.html', screen: () => finance().then((m) => m.plannerMenu), guardedBy: false },
  { path: '/penzugy/tervezo/{year}/iskolai_lebontas.html', screen: () => finance().then((m) => m.schoolBreakdown), guardedBy: false },
  { path: '/tanugy/eves-beszamolok/osszesito.html', screen: () => education().then((m) => m.yearlyReportSummary) },
  { path: '/profil/koltsegvetes.html', screen: () => office().then((m) => m.budget), guardedBy: false },
  { path: '/profil/statisztikak.html', screen: () => office().then((m) => m.statistics), guardedBy: false },
  { path: '/kerdoivek/lista.html', screen: () => office().then((m) => m.surveys), guardedBy: false },
  { path: '/keszlet/kosarak/sajat.html', screen: () => store().then((m) => m.ownBasket) },
  { path: '/munkavedelem/dokumentumok.html', screen: () => store().then((m) => m.hazardDocumentLibrary), guardedBy: false },
  { path: '/dokumentumtar/{library}-dokumentumok.html', screen: () => store().then((m) => m.documentLibrary), guardedBy: false },
];

const quiz = () => import('./office/public/dev-quiz-screens');
const complaints = () => import('./office/public/dev-complaint-screens');

/** The signed-out screens of the main host: the job portal, and the public sites under /dev on a local host. */
export const PUBLIC_SCREENS: readonly SpecialScreenEntry[] = [
  { path: '/allaskeresoportal/lista.html', screen: () => hr().then((m) => m.openJobList) },
  { path: '/allaskeresoportal/{openJobId}.html', screen: () => hr().then((m) => m.openJob) },
  { path: '/dev/kviz/belepes.html', screen: () => quiz().then((m) => m.devQuizLogin) },
  { path: '/dev/kviz/kitoltes.html', screen: () => quiz().then((m) => m.devQuizFill) },
  { path: '/dev/panasz/belepes.html', screen: () => complaints().then((m) => m.devComplaintLogin) },
  { path: '/dev/panasz/uj.html', screen: () => complaints().then((m) => m.devComplaintCreate) },
  { path: '/dev/panasz/{entityId}.html', screen: () => complaints().then((m) => m.devComplaint) },
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

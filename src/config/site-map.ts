/**
 * The portal's navigation: the nine main-menu modules of product-spec.md
 * section 1, each with the sections of section 2 that belong to it, and the
 * permission gates of section 6.
 *
 * Every path is a screen of ../shared/checklists/routes.txt (checked by
 * site-map.test.ts). A section without `permission` has no gate in section 6.
 */

/** A permission string of product-spec.md section 6, e.g. 'commitments.can_use_commitment_module'. */
export type Permission = string;

export interface MenuSection {
  /** Stable English id in kebab-case, unique across the whole menu. */
  id: string;
  /** Hungarian menu label. */
  label: string;
  /** The screen the item opens, exactly as in routes.txt. */
  path: string;
  /** Shown but disabled unless the user holds it; omitted when the entry has no gate. */
  permission?: Permission;
  /** Always shown disabled, whatever the user's permissions. */
  alwaysDisabled?: true;
  /**
   * The section's URL base, where its list (`lista.html`), new (`uj.html`) and details (`{id}.html`)
   * screens live; given only where `path` is not `<base>/lista.html` (a calendar entry point).
   */
  base?: string;
}

export interface MenuGroup {
  id: string;
  label: string;
  children: readonly MenuNode[];
}

export type MenuNode = MenuSection | MenuGroup;

export function isMenuGroup(node: MenuNode): node is MenuGroup {
  return 'children' in node;
}

export function isSectionEnabled(section: MenuSection, permissions: ReadonlySet<string>): boolean {
  if (section.alwaysDisabled) return false;
  return section.permission === undefined || permissions.has(section.permission);
}

/** Every section under `nodes` (the whole main menu by default), depth-first in menu order. */
export function flattenSections(nodes: readonly MenuNode[] = mainMenu): MenuSection[] {
  return nodes.flatMap((node) => (isMenuGroup(node) ? flattenSections(node.children) : [node]));
}

const LIST_SUFFIX = '/lista.html' as const;

/** The URL base of a record section (`/hr/dolgozok`), or undefined for a special screen (calendar, planner, …). */
export function sectionBase(section: MenuSection): string | undefined {
  if (section.base !== undefined) return section.base;
  return section.path.endsWith(LIST_SUFFIX) ? section.path.slice(0, -LIST_SUFFIX.length) : undefined;
}

const requestForms = <Module extends 'finance' | 'hr' | 'education' | 'technical' | 'profile'>(module: Module) => {
  const base = { finance: '/penzugy', hr: '/hr', education: '/tanugy', technical: '/muszak', profile: '/profil' }[module];
  return {
    id: `${module}-request-forms`,
    label: 'Kérvények',
    path: `${base}/kervenyek/lista.html`,
    permission: `request_forms.can_see_request_forms_${module}`,
  } as const satisfies MenuSection;
};

// Kept literal (`as const`) so that the ids and addresses are types: a declaration or a link names its entry by id.
const menuTree = [
  {
    id: 'finance',
    label: 'Pénzügy',
    children: [
      {
        id: 'commitments',
        label: 'Kötelezettségvállalás',
        path: '/kotelezettsegvallalas/lista.html',
        permission: 'commitments.can_use_commitment_module',
      },
      {
        id: 'financial-budgets',
        label: 'Pénzügyi keretek',
        path: '/penzugyi-keretek/lista.html',
        permission: 'financial_budgets.can_use_financial_budgets_module',
      },
      { id: 'invoices', label: 'Számlázás', path: '/penzugy/szamlazas/lista.html' },
      { id: 'partners', label: 'Partnerek', path: '/penzugy/partnerek/lista.html' },
      { id: 'tenders', label: 'Pályázatok', path: '/penzugy/palyazatok/lista.html' },
      {
        id: 'planner',
        label: 'Tervező',
        children: [
          { id: 'planner-years', label: 'Éves tervezés', path: '/penzugy/tervezo/evek.html' },
          { id: 'financial-overview', label: 'Pénzügyi áttekintő', path: '/penzugy/attekinto.html' },
        ],
      },
      requestForms('finance'),
    ],
  },
  {
    id: 'hr',
    label: 'HR',
    children: [
      { id: 'employees', label: 'Dolgozók', path: '/hr/dolgozok/lista.html', permission: 'hr.can_use_hr_module' },
      { id: 'positions', label: 'Álláshelyek', path: '/hr/allashelyek/lista.html' },
      {
        id: 'absence-management',
        label: 'Távollétek',
        children: [
          {
            id: 'absences',
            label: 'Távollétjelentő',
            path: '/hr/tavolletjelento/naptar.html',
            base: '/hr/tavolletjelento',
            permission: 'absences.can_use_absences_module',
          },
          {
            id: 'absence-budgets',
            label: 'Szabadságkeretek',
            path: '/hr/szabadsag-keretek/lista.html',
            permission: 'absences.can_use_absence_budgets_module',
          },
          {
            id: 'day-offs',
            label: 'Szabadságok',
            path: '/hr/szabadsagok/lista.html',
            permission: 'day_offs.can_use_day_offs_module',
          },
        ],
      },
      {
        id: 'commuting',
        label: 'Munkába járás',
        children: [
          { id: 'commutes', label: 'Munkába járási adatok', path: '/hr/munkabajaras/lista.html' },
          {
            id: 'commute-verifications',
            label: 'Munkába járás engedélyezése',
            path: '/hr/munkabajaras-engedelyezes/lista.html',
            permission: 'commute_verifications.can_use_commute_verifications_module',
          },
        ],
      },
      { id: 'timesheets', label: 'Munkaidő-nyilvántartás', path: '/hr/munkaido-nyilvantartas/lista.html' },
      requestForms('hr'),
    ],
  },
  {
    id: 'education',
    label: 'Tanügy',
    children: [
      {
        id: 'education-contracts',
        label: 'Szerződések és megbízások',
        children: [
          {
            id: 'lecturer-assignment-contracts',
            label: 'Óraadói megbízások',
            path: '/tanugy/uj-oraadoi-megbizasok/lista.html',
            permission: 'lecturer_assignment_contracts.can_use_lecturer_assignment_contracts_module',
          },
          {
            id: 'education-other-contracts',
            label: 'Egyéb tanügyi szerződések',
            path: '/tanugy/tanugy-egyeb-szerzodesek/lista.html',
            permission: 'education_other_contracts.can_use_education_other_contracts_module',
          },
          {
            id: 'graduation-assignments',
            label: 'Érettségi megbízások',
            path: '/tanugy/erettsegi-megbizasok/lista.html',
            permission: 'graduation.can_use_graduation_module',
          },
          {
            id: 'study-contracts',
            label: 'Tanulmányi szerződések',
            path: '/tanugy/tanulmanyi-szerzodesek/lista.html',
            permission: 'study_contracts.can_use_study_contracts_module',
          },
          {
            id: 'extra-teaching-contracts',
            label: 'Többlettanítási szerződések',
            path: '/tanugy/tobblettanitasi-szerzodesek/lista.html',
            permission: 'extra_teaching.can_use_extra_teaching_module',
          },
          {
            id: 'extra-teaching-summaries',
            label: 'Többlettanítási összesítők',
            path: '/tanugy/tobblettanitasi-szerzodes-osszesitok/lista.html',
          },
          {
            id: 'complex-exam-assignments',
            label: 'Komplexvizsga-megbízások',
            path: '/tanugy/komplexvizsga-megbizasok/lista.html',
            permission: 'complex_exams.can_use_complex_exams_module',
          },
          {
            id: 'preliminary-exam-assignments',
            label: 'Felvételi megbízások',
            path: '/tanugy/felveteli-megbizasok/lista.html',
            permission: 'preliminary_exams.can_use_preliminary_exams_module',
          },
        ],
      },
      {
        id: 'education-reports',
        label: 'Beszámolók',
        children: [
          { id: 'yearly-reports', label: 'Éves beszámolók', path: '/tanugy/eves-beszamolok/lista.html' },
          {
            id: 'yearly-reports-summary',
            label: 'Éves beszámolók összesítő',
            path: '/tanugy/eves-beszamolok/osszesito.html',
          },
          { id: 'monthly-reports', label: 'Havi beszámolók', path: '/tanugy/havi-beszamolok/lista.html' },
        ],
      },
      {
        id: 'extraordinary-events',
        label: 'Rendkívüli események',
        path: '/tanugy/rendkivuli-esemeny/lista.html',
        permission: 'extraordinary_events.can_use_extraordinary_events_module',
      },
      {
        id: 'extraordinary-ordainments',
        label: 'Rendkívüli elrendelések',
        path: '/tanugy/rendkivuli-elrendeles/lista.html',
        permission: 'extraordinary_ordainments.can_use_extraordinary_ordainments_module',
      },
      {
        id: 'recognitions',
        label: 'Felterjesztések',
        path: '/tanugy/felterjesztesek/lista.html',
        permission: 'recognitions.can_use_recognitions_module',
      },
      requestForms('education'),
    ],
  },
  {
    id: 'operations',
    label: 'Műszaki ügyek',
    children: [
      {
        id: 'error-reports',
        label: 'Hibabejelentés',
        path: '/muszak/hibabejelentes/lista.html',
        permission: 'error_reports.can_use_error_report_module',
      },
      {
        id: 'utilities',
        label: 'Közművek',
        path: '/muszak/kozmuvek/lista.html',
        permission: 'utilities.can_use_utilities_module',
      },
      {
        id: 'printers',
        label: 'Nyomtatók',
        path: '/muszak/nyomtatok/lista.html',
        permission: 'printers.can_use_printers_module',
      },
      {
        id: 'rooms-and-rentals',
        label: 'Termek és bérlések',
        children: [
          // Section 6 lists the rooms list among the entries without a gate.
          { id: 'rooms', label: 'Termek', path: '/muszak/termek/lista.html' },
          {
            id: 'room-bookings',
            label: 'Teremberlés',
            path: '/muszak/teremberles/lista.html',
            permission: 'rooms.can_use_rooms_module',
          },
          {
            id: 'room-bookings-calendar',
            label: 'Teremberlés – naptár',
            path: '/muszak/teremberles/naptar.html',
            permission: 'rooms.can_use_rooms_module',
          },
          {
            id: 'rents',
            label: 'Egyéb bérlések',
            path: '/muszak/berles/lista.html',
            permission: 'rents.can_use_rents_module',
          },
          {
            id: 'room-reservations',
            label: 'Teremfoglalások',
            path: '/muszak/teremfoglalasok/lista.html',
            permission: 'room_reservations.can_use_room_reservations_module',
          },
          {
            id: 'room-reservations-calendar',
            label: 'Teremfoglalások – naptár',
            path: '/muszak/teremfoglalasok/naptar.html',
            permission: 'room_reservations.can_use_room_reservations_module',
          },
        ],
      },
      {
        id: 'authority-inspections',
        label: 'Hatósági ellenőrzések',
        path: '/muszak/hatosagiellenorzes/lista.html',
      },
      {
        id: 'authority-inspections-calendar',
        label: 'Hatósági ellenőrzések – naptár',
        path: '/muszak/hatosagiellenorzes/naptar.html',
      },
      {
        id: 'technical-contracts',
        label: 'Szerződések',
        children: [
          {
            id: 'assignment-contracts',
            label: 'Megbízási szerződések',
            path: '/muszak/megbizasi-szerzodesek/lista.html',
            permission: 'assignment_contracts.can_use_assignment_contracts_module',
          },
          {
            id: 'other-contracts',
            label: 'Egyéb szerződések',
            path: '/muszak/egyeb-szerzodesek/lista.html',
            permission: 'other_contracts.can_use_other_contracts_module',
          },
        ],
      },
      {
        id: 'bus-rentals',
        label: 'Buszbérlés',
        path: '/muszak/buszberles/lista.html',
        permission: 'bus_rentals.can_use_bus_rentals_module',
      },
      {
        id: 'car-bookings',
        label: 'Gépjárműigénylés',
        path: '/muszak/gepjarmuigeny/lista.html',
        permission: 'cars.can_use_car_bookings_module',
      },
      {
        id: 'car-bookings-calendar',
        label: 'Gépjárműigénylés – naptár',
        path: '/muszak/gepjarmuigeny/naptar.html',
        permission: 'cars.can_use_car_bookings_module',
      },
      requestForms('technical'),
      {
        id: 'stock-keeping',
        label: 'Leltár',
        children: [
          {
            id: 'stock-imports',
            label: 'Importálás',
            path: '/leltar/importalas/lista.html',
            permission: 'stock_keeping.can_use_stock_keeping_module',
          },
          {
            id: 'stock-items',
            label: 'Készlet',
            path: '/leltar/keszlet/lista.html',
            permission: 'stock_keeping.can_use_stock_keeping_module',
          },
          {
            id: 'stock-extra-items',
            label: 'Többlet',
            path: '/leltar/tobblet/lista.html',
            permission: 'stock_keeping.can_use_stock_keeping_module',
          },
        ],
      },
      {
        id: 'store',
        label: 'Raktár',
        children: [
          {
            id: 'store-products',
            label: 'Termékek',
            path: '/keszlet/termekek/lista.html',
            permission: 'store.can_use_store_module',
          },
          {
            id: 'store-orders',
            label: 'Rendelések',
            path: '/keszlet/rendelesek/lista.html',
            permission: 'store.can_use_store_module',
          },
          {
            id: 'store-categories',
            label: 'Kategóriák',
            path: '/keszlet/kategoriak/lista.html',
            permission: 'store.can_use_store_module',
          },
          {
            id: 'store-basket',
            label: 'Saját kosár',
            path: '/keszlet/kosarak/sajat.html',
            permission: 'store.can_use_store_module',
          },
        ],
      },
    ],
  },
  {
    id: 'document-library',
    label: 'Dokumentumtár',
    children: [
      { id: 'own-documents', label: 'Saját dokumentumok', path: '/dokumentumtar/sajat-dokumentumok.html' },
      { id: 'shared-documents', label: 'Megosztott dokumentumok', path: '/dokumentumtar/megosztott-dokumentumok.html' },
      { id: 'export-documents', label: 'Exportált dokumentumok', path: '/dokumentumtar/export-dokumentumok.html' },
    ],
  },
  {
    id: 'contract-library',
    label: 'Szerződéstár',
    children: [
      {
        id: 'contracts',
        label: 'Szerződéstár',
        path: '/szerzodestar/lista.html',
        permission: 'contracts.can_use_contract_module',
      },
    ],
  },
  {
    id: 'data-reporting',
    label: 'Adatszolgáltatás',
    children: [
      { id: 'surveys', label: 'Kérdőívek', path: '/kerdoivek/lista.html' },
      { id: 'survey-results', label: 'Kitöltések', path: '/kerdoivek/kitoltes/lista.html' },
    ],
  },
  {
    id: 'office-affairs',
    label: 'Hivatali ügyek',
    children: [
      { id: 'budget', label: 'Költségvetés', path: '/profil/koltsegvetes.html', alwaysDisabled: true },
      { id: 'statistics', label: 'Statisztikák', path: '/profil/statisztikak.html', alwaysDisabled: true },
      {
        id: 'office-users',
        label: 'Felhasználók',
        path: '/profil/felhasznalok/lista.html',
        permission: 'users.can_use_office_users_module',
      },
      { id: 'tasks', label: 'Feladatok', path: '/profil/feladatok/lista.html', permission: 'tasks.can_use_tasks_module' },
      {
        id: 'tasks-calendar',
        label: 'Feladatok – naptár',
        path: '/profil/feladatok/naptar.html',
        permission: 'tasks.can_use_tasks_module',
      },
      { id: 'inbox', label: 'Érkeztető', path: '/profil/erkezteto/lista.html', permission: 'inbox.can_use_inbox_module' },
      { id: 'cars', label: 'Gépjárművek', path: '/profil/gepjarmuvek/lista.html', permission: 'cars.can_use_car_module' },
      requestForms('profile'),
      { id: 'news', label: 'Faliújság', path: '/profil/faliujsag/lista.html' },
      {
        id: 'complaints',
        label: 'Panaszbejelentések',
        path: '/profil/panaszbejelento/lista.html',
        permission: 'complaints.can_use_complaints_module',
      },
    ],
  },
  {
    id: 'occupational-safety',
    label: 'Munkavédelem és tűzvédelem',
    children: [
      {
        id: 'accident-reports',
        label: 'Balesetbejelentések',
        path: '/munkavedelem/baleset/lista.html',
        permission: 'accident_reports.can_use_accident_reports_module',
      },
      { id: 'quizzes', label: 'Kvízek', path: '/munkavedelem/kviz/lista.html' },
      { id: 'hazard-documents', label: 'Munkavédelmi dokumentumok', path: '/munkavedelem/dokumentumok.html' },
    ],
  },
] as const satisfies readonly MenuGroup[];

export const mainMenu: readonly MenuGroup[] = menuTree;

const otherTree = [
  { id: 'system-error-reports', label: 'Rendszerhiba bejelentések', path: '/rendszerhibak.html', base: '/rendszerhibak' },
] as const satisfies readonly MenuSection[];

/** Sections reached from outside the main menu: the profile menu's system error reports (section 2, Common). */
export const otherSections: readonly MenuSection[] = otherTree;

type Leaves<Node> = Node extends { readonly children: readonly (infer Child)[] } ? Leaves<Child> : Node;
type SiteMapEntry = Leaves<(typeof menuTree)[number]> | (typeof otherTree)[number];

/** The id of a site-map entry (a menu item or another section). */
export type SiteMapId = SiteMapEntry['id'];

/** The id of an entry with a URL base (its path is `<base>/lista.html`, or it declares `base`): a section's list, new and details screens live there. */
export type RecordSectionId = Extract<SiteMapEntry, { readonly path: `${string}${typeof LIST_SUFFIX}` } | { readonly base: string }>['id'];

/** A section's screens, from its site-map entry: the list (the entry's own path), the new and the details screens under its base. */
export interface SectionAddresses {
  list: string;
  create: string;
  details: (id: number) => string;
}

/** The screen a site-map entry opens (`siteMapPath('room-bookings-calendar')` is `/muszak/teremberles/naptar.html`). */
export function siteMapPath(id: SiteMapId): string {
  return siteMapEntry(id).path;
}

function siteMapEntry(id: SiteMapId): MenuSection {
  const entry = allSections().find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No site-map entry: ${id}`);
  return entry;
}

/** The screens of the section `id` (`sectionAddresses('commitments').details(7)` is `/kotelezettsegvallalas/7.html`). */
export function sectionAddresses(id: RecordSectionId): SectionAddresses {
  const entry = siteMapEntry(id);
  const base = sectionBase(entry);
  if (base === undefined) throw new Error(`No site-map section with a URL base: ${id}`);
  return { list: entry.path, create: `${base}/uj.html`, details: (recordId) => `${base}/${recordId}.html` };
}

/** The details address of a record of the section `id`, as a function of the record's id: a typed link to another section's records. */
export function recordLink(id: RecordSectionId): (recordId: number) => string {
  return sectionAddresses(id).details;
}

/** Every section of the portal: the main menu's, then the others, each once. */
export function allSections(): MenuSection[] {
  return [...flattenSections(), ...otherSections];
}

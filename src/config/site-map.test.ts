import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it, expect } from 'vitest';
import {
  allSections,
  flattenSections,
  isMenuGroup,
  isSectionEnabled,
  mainMenu,
  otherSections,
  recordLink,
  sectionAddresses,
  sectionBase,
  siteMapPath,
  type MenuNode,
  type MenuSection,
} from './site-map';

// ---------------------------------------------------------------------------
// Sources of truth: ../shared/checklists/routes.txt and product-spec.md §1, §6.
// ---------------------------------------------------------------------------

const routesText = readFileSync(resolve(process.cwd(), '../shared/checklists/routes.txt'), 'utf8');

/** Routes of routes.txt grouped by their '# ...' heading; a redirect line counts by its source path. */
function parseRoutes(text: string): Map<string, string[]> {
  const byHeading = new Map<string, string[]>();
  let heading = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      heading = line.slice(1).trim();
      byHeading.set(heading, []);
      continue;
    }
    const path = line.split('->')[0]!.trim();
    byHeading.get(heading)?.push(path);
  }
  return byHeading;
}

const routesByHeading = parseRoutes(routesText);
const signedInRoutes = routesByHeading.get('Signed-in app') ?? [];
const allRoutes = [...routesByHeading.values()].flat();

/** Module labels of §1, in menu order, with the URL prefixes whose screens belong to each. */
const MODULES: ReadonlyArray<{ label: string; prefixes: readonly string[] }> = [
  { label: 'Pénzügy', prefixes: ['/penzugy/', '/kotelezettsegvallalas/', '/penzugyi-keretek/'] },
  { label: 'HR', prefixes: ['/hr/'] },
  { label: 'Tanügy', prefixes: ['/tanugy/'] },
  { label: 'Műszaki ügyek', prefixes: ['/muszak/', '/leltar/', '/keszlet/'] },
  { label: 'Dokumentumtár', prefixes: ['/dokumentumtar/'] },
  { label: 'Szerződéstár', prefixes: ['/szerzodestar/'] },
  { label: 'Adatszolgáltatás', prefixes: ['/kerdoivek/'] },
  { label: 'Hivatali ügyek', prefixes: ['/profil/'] },
  { label: 'Munkavédelem és tűzvédelem', prefixes: ['/munkavedelem/'] },
];
const MODULE_PREFIXES = MODULES.flatMap((m) => m.prefixes);

/** Screens under the module prefixes that deliberately have no menu item. */
const NOT_IN_MENU: ReadonlyMap<string, string> = new Map([
  ['/tanugy/oraadoi-megbizasok/lista.html', 'old section; redirects to /tanugy/uj-oraadoi-megbizasok/lista.html'],
]);

/** Every permission of product-spec.md §6. */
const SECTION_6_PERMISSIONS: ReadonlySet<string> = new Set([
  'commitments.can_use_commitment_module',
  'financial_budgets.can_use_financial_budgets_module',
  'request_forms.can_see_request_forms_finance',
  'request_forms.can_see_request_forms_hr',
  'request_forms.can_see_request_forms_education',
  'request_forms.can_see_request_forms_technical',
  'request_forms.can_see_request_forms_profile',
  'hr.can_use_hr_module',
  'commute_verifications.can_use_commute_verifications_module',
  'absences.can_use_absences_module',
  'absences.can_use_absence_budgets_module',
  'day_offs.can_use_day_offs_module',
  'lecturer_assignment_contracts.can_use_lecturer_assignment_contracts_module',
  'graduation.can_use_graduation_module',
  'study_contracts.can_use_study_contracts_module',
  'extra_teaching.can_use_extra_teaching_module',
  'complex_exams.can_use_complex_exams_module',
  'preliminary_exams.can_use_preliminary_exams_module',
  'extraordinary_ordainments.can_use_extraordinary_ordainments_module',
  'extraordinary_events.can_use_extraordinary_events_module',
  'recognitions.can_use_recognitions_module',
  'education_other_contracts.can_use_education_other_contracts_module',
  'assignment_contracts.can_use_assignment_contracts_module',
  'other_contracts.can_use_other_contracts_module',
  'utilities.can_use_utilities_module',
  'printers.can_use_printers_module',
  'error_reports.can_use_error_report_module',
  'rooms.can_use_rooms_module',
  'rents.can_use_rents_module',
  'room_reservations.can_use_room_reservations_module',
  'bus_rentals.can_use_bus_rentals_module',
  'cars.can_use_car_bookings_module',
  'cars.can_use_car_module',
  'stock_keeping.can_use_stock_keeping_module',
  'store.can_use_store_module',
  'contracts.can_use_contract_module',
  'users.can_use_office_users_module',
  'tasks.can_use_tasks_module',
  'inbox.can_use_inbox_module',
  'complaints.can_use_complaints_module',
  'accident_reports.can_use_accident_reports_module',
  'users.can_change_password',
]);
/** Not a menu gate: it guards the password change of the profile menu. */
const NOT_MENU_PERMISSIONS = new Set(['users.can_change_password']);

/** §6 "Entries without a permission gate", by the screen each opens. */
const UNGATED_PATHS = [
  '/penzugy/partnerek/lista.html', // partners
  '/penzugy/palyazatok/lista.html', // tenders
  '/penzugy/szamlazas/lista.html', // invoices
  '/hr/allashelyek/lista.html', // positions
  '/hr/munkabajaras/lista.html', // commute info
  '/hr/munkaido-nyilvantartas/lista.html', // timesheets
  '/tanugy/havi-beszamolok/lista.html', // monthly reports
  '/tanugy/tobblettanitasi-szerzodes-osszesitok/lista.html', // extra teaching summaries
  '/muszak/termek/lista.html', // rooms list
  '/dokumentumtar/sajat-dokumentumok.html', // documents
  '/dokumentumtar/megosztott-dokumentumok.html',
  '/dokumentumtar/export-dokumentumok.html',
  '/kerdoivek/lista.html', // surveys
  '/kerdoivek/kitoltes/lista.html',
  '/profil/faliujsag/lista.html', // news
  '/munkavedelem/kviz/lista.html', // quiz
  '/munkavedelem/dokumentumok.html', // hazard documents
];

// ---------------------------------------------------------------------------

const sections = flattenSections();
const menuPaths = new Set(sections.map((s) => s.path));

function walk(nodes: readonly MenuNode[], depth: number, visit: (node: MenuNode, depth: number) => void): void {
  for (const node of nodes) {
    visit(node, depth);
    if (isMenuGroup(node)) walk(node.children, depth + 1, visit);
  }
}

function sectionById(id: string): MenuSection {
  const found = sections.find((s) => s.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
}

describe('routes.txt fixture', () => {
  it('is read and has the signed-in screens', () => {
    expect(signedInRoutes.length).toBeGreaterThan(100);
    expect(signedInRoutes).toContain('/kotelezettsegvallalas/lista.html');
  });
});

describe('mainMenu modules', () => {
  it('has exactly the nine modules of section 1, in order', () => {
    expect(mainMenu.map((m) => m.label)).toEqual(MODULES.map((m) => m.label));
  });

  it('puts every section under the URL prefixes of its own module', () => {
    mainMenu.forEach((module, i) => {
      const prefixes = MODULES[i]!.prefixes;
      for (const section of flattenSections(module.children)) {
        expect(
          prefixes.some((p) => section.path.startsWith(p)),
          `${module.label} › ${section.path}`,
        ).toBe(true);
      }
    });
  });

  it('has no empty groups', () => {
    walk(mainMenu, 1, (node) => {
      if (isMenuGroup(node)) expect(node.children.length, node.id).toBeGreaterThan(0);
    });
  });
});

describe('paths', () => {
  it('every section path is a signed-in screen of routes.txt', () => {
    for (const section of sections) {
      expect(signedInRoutes, section.id).toContain(section.path);
    }
  });

  it('no path is a parameterised, new-item, common, auth or public screen', () => {
    for (const section of sections) {
      expect(section.path, section.id).not.toMatch(/[{}]|\/uj\.html$/);
      expect(
        MODULE_PREFIXES.some((p) => section.path.startsWith(p)),
        section.path,
      ).toBe(true);
    }
  });

  it('no two sections open the same screen', () => {
    expect(menuPaths.size).toBe(sections.length);
  });

  it('every list and calendar screen under the module prefixes is reachable from the menu', () => {
    const expected = allRoutes.filter((r) => MODULE_PREFIXES.some((p) => r.startsWith(p)) && /\/(lista|naptar)\.html$/.test(r) && !NOT_IN_MENU.has(r));
    expect(expected.length).toBeGreaterThan(60);
    expect(expected.filter((r) => !menuPaths.has(r))).toEqual([]);
  });

  it('every other parameter-free entry screen under the module prefixes is reachable too', () => {
    const expected = allRoutes.filter(
      (r) =>
        MODULE_PREFIXES.some((p) => r.startsWith(p)) &&
        r.endsWith('.html') && // a bare section root only redirects to its list
        !/[{}]/.test(r) &&
        !r.endsWith('/uj.html') &&
        !NOT_IN_MENU.has(r),
    );
    expect(expected.filter((r) => !menuPaths.has(r))).toEqual([]);
  });

  it('the deliberate exceptions really are routes and really are left out', () => {
    for (const path of NOT_IN_MENU.keys()) {
      expect(allRoutes).toContain(path);
      expect(menuPaths.has(path)).toBe(false);
    }
  });

  it('opens the screens the brief names for the special sections', () => {
    expect(sectionById('absences').path).toBe('/hr/tavolletjelento/naptar.html');
    expect(sectionById('planner-years').path).toBe('/penzugy/tervezo/evek.html');
    expect(sectionById('financial-overview').path).toBe('/penzugy/attekinto.html');
    expect(sectionById('yearly-reports').path).toBe('/tanugy/eves-beszamolok/lista.html');
    expect(sectionById('yearly-reports-summary').label).toBe('Éves beszámolók összesítő');
    expect(sectionById('store-basket').path).toBe('/keszlet/kosarak/sajat.html');
    expect(menuPaths.has('/dokumentumtar/{product}-dokumentumok.html')).toBe(false);
  });

  it('calendar items sit next to their list, with the same gate and a "– naptár" label', () => {
    walk(mainMenu, 1, (node) => {
      if (!isMenuGroup(node)) return;
      for (const child of node.children) {
        if (isMenuGroup(child) || !child.path.endsWith('/naptar.html') || child.id === 'absences') continue;
        expect(child.label, child.id).toMatch(/ – naptár$/);
        const listPath = child.path.replace(/naptar\.html$/, 'lista.html');
        const list = node.children.find((c): c is MenuSection => !isMenuGroup(c) && c.path === listPath);
        expect(list, child.id).toBeDefined();
        expect(child.permission).toBe(list?.permission);
        expect(child.label).toBe(`${list?.label} – naptár`);
      }
    });
  });
});

describe('ids and labels', () => {
  it('ids are unique across modules, groups and sections', () => {
    const ids: string[] = [];
    walk(mainMenu, 1, (node) => ids.push(node.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('ids are kebab-case and labels are non-empty', () => {
    walk(mainMenu, 1, (node) => {
      expect(node.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(node.label.trim(), node.id).not.toBe('');
    });
  });

  it('the tree is at most three levels deep', () => {
    let max = 0;
    walk(mainMenu, 1, (_node, depth) => {
      max = Math.max(max, depth);
    });
    expect(max).toBeLessThanOrEqual(3);
    expect(max).toBe(3); // Operations › Leltár › Importálás and the like
  });
});

describe('permissions', () => {
  const used = new Set(sections.flatMap((s) => (s.permission === undefined ? [] : [s.permission])));

  it('every permission used is one of section 6', () => {
    expect([...used].filter((p) => !SECTION_6_PERMISSIONS.has(p))).toEqual([]);
  });

  it('every module permission of section 6 gates at least one item', () => {
    const unused = [...SECTION_6_PERMISSIONS].filter((p) => !NOT_MENU_PERMISSIONS.has(p) && !used.has(p));
    expect(unused).toEqual([]);
  });

  it('entries without a gate in section 6 have no permission', () => {
    for (const path of UNGATED_PATHS) {
      const section = sections.find((s) => s.path === path);
      expect(section, path).toBeDefined();
      expect(section?.permission, path).toBeUndefined();
    }
  });

  it('request forms are gated by their module', () => {
    const expected: Record<string, string> = {
      '/penzugy/kervenyek/lista.html': 'finance',
      '/hr/kervenyek/lista.html': 'hr',
      '/tanugy/kervenyek/lista.html': 'education',
      '/muszak/kervenyek/lista.html': 'technical',
      '/profil/kervenyek/lista.html': 'profile',
    };
    for (const [path, module] of Object.entries(expected)) {
      expect(sections.find((s) => s.path === path)?.permission).toBe(`request_forms.can_see_request_forms_${module}`);
    }
  });

  it('only the budget and statistics screens are always disabled', () => {
    expect(sections.filter((s) => s.alwaysDisabled).map((s) => s.path)).toEqual(['/profil/koltsegvetes.html', '/profil/statisztikak.html']);
  });
});

describe('isSectionEnabled', () => {
  const gated = sectionById('commitments');
  const ungated = sectionById('partners');

  it('is false without the permission and true with it', () => {
    expect(gated.permission).toBe('commitments.can_use_commitment_module');
    expect(isSectionEnabled(gated, new Set())).toBe(false);
    expect(isSectionEnabled(gated, new Set(['hr.can_use_hr_module']))).toBe(false);
    expect(isSectionEnabled(gated, new Set(['commitments.can_use_commitment_module']))).toBe(true);
  });

  it('is true for an ungated entry', () => {
    expect(isSectionEnabled(ungated, new Set())).toBe(true);
  });

  it('is false for always-disabled entries, whatever the permissions', () => {
    const all = new Set(SECTION_6_PERMISSIONS);
    for (const id of ['budget', 'statistics']) {
      expect(isSectionEnabled(sectionById(id), all), id).toBe(false);
    }
    expect(isSectionEnabled({ id: 'x', label: 'X', path: '/x', permission: 'p', alwaysDisabled: true }, new Set(['p']))).toBe(false);
  });

  it('with every permission, all but the always-disabled entries are enabled', () => {
    const all = new Set(SECTION_6_PERMISSIONS);
    expect(sections.filter((s) => !isSectionEnabled(s, all)).map((s) => s.id)).toEqual(['budget', 'statistics']);
  });
});

describe('isMenuGroup and flattenSections', () => {
  it('tells groups from sections', () => {
    expect(isMenuGroup(mainMenu[0]!)).toBe(true);
    expect(isMenuGroup(sectionById('commitments'))).toBe(false);
  });

  it('flattens the whole menu by default, in menu order', () => {
    expect(flattenSections()).toEqual(flattenSections(mainMenu));
    expect(sections[0]?.id).toBe('commitments');
    expect(sections.at(-1)?.id).toBe('hazard-documents');
  });

  it('flattens a subtree and nothing else', () => {
    const operations = mainMenu.find((m) => m.id === 'operations')!;
    const stock = operations.children.find((c) => c.id === 'stock-keeping')!;
    expect(flattenSections([stock]).map((s) => s.label)).toEqual(['Importálás', 'Készlet', 'Többlet']);
    expect(flattenSections([])).toEqual([]);
  });
});

describe('section URL bases', () => {
  it('a list entry has the base its list lives under; a calendar or special screen has none unless declared', () => {
    expect(sectionBase(sectionById('employees'))).toBe('/hr/dolgozok');
    expect(sectionBase(sectionById('commitments'))).toBe('/kotelezettsegvallalas');
    expect(sectionBase(sectionById('room-bookings-calendar'))).toBeUndefined();
    expect(sectionBase(sectionById('planner-years'))).toBeUndefined();
    expect(sectionBase(sectionById('absences'))).toBe('/hr/tavolletjelento');
  });

  it('every base is the prefix of new and details screens of routes.txt, where the section has them', () => {
    for (const section of allSections()) {
      const base = sectionBase(section);
      if (base === undefined) continue;
      const own = allRoutes.filter((r) => r.startsWith(`${base}/`) && !r.slice(base.length + 1).includes('/'));
      expect(own.length, section.id).toBeGreaterThan(0);
      for (const route of own) expect(route, section.id).toMatch(/\/(lista|uj|naptar|osszesito|\{id\})\.html$/);
    }
  });

  it('the sections outside the main menu are the system error reports, whose list has a special-shaped URL', () => {
    expect(otherSections.map((s) => [s.id, s.path, sectionBase(s)])).toEqual([['system-error-reports', '/rendszerhibak.html', '/rendszerhibak']]);
    expect(allSections()).toEqual([...flattenSections(), ...otherSections]);
  });
});

describe('addresses by site-map id', () => {
  it("a section's list is its entry's path, its new and details screens are under its base", () => {
    const bookings = sectionAddresses('room-bookings');
    expect([bookings.list, bookings.create, bookings.details(7)]).toEqual([
      '/muszak/teremberles/lista.html',
      '/muszak/teremberles/uj.html',
      '/muszak/teremberles/7.html',
    ]);
    const absences = sectionAddresses('absences');
    expect([absences.list, absences.details(3)]).toEqual(['/hr/tavolletjelento/naptar.html', '/hr/tavolletjelento/3.html']);
    expect(sectionAddresses('system-error-reports').list).toBe('/rendszerhibak.html');
    expect(sectionAddresses('profile-request-forms').create).toBe('/profil/kervenyek/uj.html');
  });

  it("links to another section's record and opens any entry's screen", () => {
    expect(recordLink('commitments')(42)).toBe('/kotelezettsegvallalas/42.html');
    expect(siteMapPath('room-bookings-calendar')).toBe('/muszak/teremberles/naptar.html');
  });
});

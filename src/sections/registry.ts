import { allSections, sectionBase, type MenuSection } from '@/config/site-map';
import { anySection, type AnySection, type SectionLoaders } from './any-section';
import { educationLoaders } from './education/loaders';
import { financeLoaders } from './finance/loaders';
import { hrLoaders } from './hr/loaders';
import { officeLoaders } from './office/loaders';
import { operationsLoaders } from './operations/loaders';
import { storeLoaders } from './store/loaders';

export { anySection, type AnySection };

/**
 * The built sections, by their site-map id (src/config/site-map.ts, which declares each section's
 * URL base, menu label and permission once for the menu and the routes). Adding a section is one
 * line here; its declaration, generated API, labels and validators load with its screen's chunk.
 */
const loaders: SectionLoaders = {
  commitments: () => import('./commitments').then((m) => anySection(m.commitmentsSection)),
  absences: () => import('./absences').then((m) => anySection(m.absencesSection)),
  'room-bookings': () => import('./room-bookings').then((m) => anySection(m.roomBookingsSection)),
  'system-error-reports': () => import('./system-error-reports').then((m) => anySection(m.systemErrorReportsSection)),
  employees: () => import('./employees').then((m) => anySection(m.employeesSection)),
  // One request-form declaration, parametrised by the menu's module.
  'finance-request-forms': () => import('./request-forms').then((m) => anySection(m.requestFormsSection('finance'))),
  'hr-request-forms': () => import('./request-forms').then((m) => anySection(m.requestFormsSection('hr'))),
  'education-request-forms': () => import('./request-forms').then((m) => anySection(m.requestFormsSection('education'))),
  'technical-request-forms': () => import('./request-forms').then((m) => anySection(m.requestFormsSection('technical'))),
  'profile-request-forms': () => import('./request-forms').then((m) => anySection(m.requestFormsSection('profile'))),
  ...hrLoaders,
  ...financeLoaders,
  ...operationsLoaders,
  ...educationLoaders,
  ...officeLoaders,
  ...storeLoaders,
};

/** A site-map section with its lazily loaded declaration. */
export interface RegisteredSection {
  entry: MenuSection;
  base: string;
  load: () => Promise<AnySection>;
}

function register(): Map<string, RegisteredSection> {
  const byBase = new Map<string, RegisteredSection>();
  for (const entry of allSections()) {
    const base = sectionBase(entry);
    const load = loaders[entry.id];
    if (base !== undefined && load) byBase.set(base, { entry, base, load });
  }
  return byBase;
}

const registry = register();

/** The ids the registry loads; each must be a site-map section with a URL base (checked by registry.test.ts). */
export const registeredIds: readonly string[] = Object.keys(loaders);

/** The built section whose screens live under `base` (`/hr/dolgozok`, `/kotelezettsegvallalas`), if any. */
export function findSection(base: string): RegisteredSection | undefined {
  return registry.get(base);
}

/** Every built section. */
export function registeredSections(): RegisteredSection[] {
  return [...registry.values()];
}

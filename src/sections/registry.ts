import { allSections, sectionBase, type MenuSection } from '@/config/site-map';
import { anySection, type AnySection, type RegistryEntries } from './any-section';
import { commonEntries } from './common/registry-entries';
import { educationEntries } from './education/registry-entries';
import { financeEntries } from './finance/registry-entries';
import { hrEntries } from './hr/registry-entries';
import { officeEntries } from './office/registry-entries';
import { operationsEntries } from './operations/registry-entries';
import { storeEntries } from './store/registry-entries';

export { anySection, type AnySection };

/**
 * The built sections, by their site-map id (src/config/site-map.ts, which declares each section's
 * URL base, menu label and permission once for the menu, the routes and the declaration's screens). Adding a section is one
 * line in its module's `registry-entries.ts`; its declaration, generated API, labels and validators load with its screen's chunk.
 */
const loaders: RegistryEntries = {
  ...commonEntries,
  ...hrEntries,
  ...financeEntries,
  ...operationsEntries,
  ...educationEntries,
  ...officeEntries,
  ...storeEntries,
};

/** A site-map section with its lazily loaded declaration. */
export interface RegisteredSection {
  entry: MenuSection;
  base: string;
  load: () => Promise<AnySection>;
}

function register(): Map<string, RegisteredSection> {
  const byBase = new Map<string, RegisteredSection>();
  const byId = new Map<string, () => Promise<AnySection>>(Object.entries(loaders));
  for (const entry of allSections()) {
    const base = sectionBase(entry);
    const load = byId.get(entry.id);
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

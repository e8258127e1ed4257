import { anySection, type RegistryEntries } from '../any-section';

/**
 * This module's sections by site-map id, one lazy line each (src/sections/README.md, "Register it"):
 * `'some-id': () => import('./some-section').then((m) => anySection(m.someSection)),`
 */
export const financeEntries: RegistryEntries = {
  commitments: () => import('./commitments').then((m) => anySection(m.commitmentsSection)),
  partners: () => import('./partners').then((m) => anySection(m.partnersSection)),
  tenders: () => import('./tenders').then((m) => anySection(m.tendersSection)),
  contracts: () => import('./contracts').then((m) => anySection(m.contractsSection)),
  invoices: () => import('./invoices').then((m) => anySection(m.invoicesSection)),
  'financial-budgets': () => import('./budgets').then((m) => anySection(m.budgetsSection)),
};

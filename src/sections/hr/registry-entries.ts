import { anySection, type RegistryEntries } from '../any-section';

/**
 * This module's sections by site-map id, one lazy line each (src/sections/README.md, "Register it"):
 * `'some-id': () => import('./some-section').then((m) => anySection(m.someSection)),`
 */
export const hrEntries: RegistryEntries = {
  employees: () => import('./employees').then((m) => anySection(m.employeesSection)),
  absences: () => import('./absences').then((m) => anySection(m.absencesSection)),
  positions: () => import('./positions').then((m) => anySection(m.positionsSection)),
  'absence-budgets': () => import('./absence-budgets').then((m) => anySection(m.absenceBudgetsSection)),
  'commute-verifications': () => import('./commute-verifications').then((m) => anySection(m.commuteVerificationsSection)),
  'day-offs': () => import('./day-offs').then((m) => anySection(m.dayOffsSection)),
};

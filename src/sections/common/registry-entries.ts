import { anySection, type RegistryEntries } from '../any-section';

/**
 * The sections that belong to no one module, by site-map id (src/sections/README.md, "Register it"):
 * the system error reports and the one request-form declaration behind the five `…/kervenyek` menus.
 */
export const commonEntries: RegistryEntries = {
  'system-error-reports': () => import('./system-error-reports').then((m) => anySection(m.systemErrorReportsSection)),
  // One request-form declaration, parametrised by the menu's module.
  'finance-request-forms': () => import('./request-forms').then((m) => anySection(m.requestFormsSection('finance'))),
  'hr-request-forms': () => import('./request-forms').then((m) => anySection(m.requestFormsSection('hr'))),
  'education-request-forms': () => import('./request-forms').then((m) => anySection(m.requestFormsSection('education'))),
  'technical-request-forms': () => import('./request-forms').then((m) => anySection(m.requestFormsSection('technical'))),
  'profile-request-forms': () => import('./request-forms').then((m) => anySection(m.requestFormsSection('profile'))),
};

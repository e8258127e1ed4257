import { anySection, type RegistryEntries } from '../any-section';

/**
 * This module's sections by site-map id, one lazy line each (src/sections/README.md, "Register it"):
 * `'some-id': () => import('./some-section').then((m) => anySection(m.someSection)),`
 */
export const educationEntries: RegistryEntries = {
  'extraordinary-events': () => import('./extraordinary-events').then((m) => anySection(m.extraordinaryEventsSection)),
  'extraordinary-ordainments': () => import('./extraordinary-ordainments').then((m) => anySection(m.extraordinaryOrdainmentsSection)),
  recognitions: () => import('./recognitions').then((m) => anySection(m.recognitionsSection)),
  'yearly-reports': () => import('./yearly-reports').then((m) => anySection(m.yearlyReportsSection)),
  'monthly-reports': () => import('./monthly-reports').then((m) => anySection(m.monthlyReportsSection)),
  'complex-exam-assignments': () => import('./complex-exam-assignments').then((m) => anySection(m.complexExamAssignmentsSection)),
  'preliminary-exam-assignments': () => import('./preliminary-exam-assignments').then((m) => anySection(m.preliminaryExamAssignmentsSection)),
  'graduation-assignments': () => import('./graduation-assignments').then((m) => anySection(m.graduationAssignmentsSection)),
  'lecturer-assignment-contracts': () => import('./lecturer-contracts').then((m) => anySection(m.lecturerContractsSection)),
  'education-other-contracts': () => import('./education-other-contracts').then((m) => anySection(m.educationOtherContractsSection)),
  'study-contracts': () => import('./study-contracts').then((m) => anySection(m.studyContractsSection)),
  'extra-teaching-contracts': () => import('./extra-teaching-contracts').then((m) => anySection(m.extraTeachingContractsSection)),
  'extra-teaching-summaries': () => import('./extra-teaching-summaries').then((m) => anySection(m.extraTeachingSummariesSection)),
};

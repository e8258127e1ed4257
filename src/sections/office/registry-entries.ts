import { anySection, type RegistryEntries } from '../any-section';

/**
 * This module's sections by site-map id, one lazy line each (src/sections/README.md, "Register it"):
 * office affairs (/profil), occupational safety (/munkavedelem) and surveys (/kerdoivek).
 */
export const officeEntries: RegistryEntries = {
  complaints: () => import('./complaints').then((m) => anySection(m.complaintsSection)),
  'office-users': () => import('./office-users').then((m) => anySection(m.officeUsersSection)),
  tasks: () => import('./tasks').then((m) => anySection(m.tasksSection)),
  quizzes: () => import('./quizzes').then((m) => anySection(m.quizzesSection)),
  'survey-results': () => import('./survey-results').then((m) => anySection(m.surveyResultsSection)),
  news: () => import('./news').then((m) => anySection(m.newsSection)),
  cars: () => import('./cars').then((m) => anySection(m.carsSection)),
  inbox: () => import('./inbox').then((m) => anySection(m.inboxSection)),
  'accident-reports': () => import('./accident-reports').then((m) => anySection(m.accidentReportsSection)),
};

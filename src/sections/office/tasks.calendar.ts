import { sectionAddresses, siteMapPath } from '@/config/site-map';
import { defineCalendar } from '@/features/records/calendar/calendar';
import { getTaskCalendarQuery } from '@/generated/api/office';

/** Feladatok naptár (section 2, calendars): GET /api/feladatok/naptar/?year&month, a task or subtask on the day of its deadline. */
export const taskCalendar = defineCalendar({
  id: 'tasks-calendar',
  title: 'Feladatok – naptár',
  route: siteMapPath('tasks-calendar'),
  links: sectionAddresses('tasks'),
  query: ({ month }) => getTaskCalendarQuery({ query: month }),
  entry: (task) => ({
    id: task.id,
    title: task.subtask === null ? task.title : `${task.title} (részfeladat)`,
    note: [task.institution_reference_number, task.supervisor?.name, task.finished ? 'Elvégezve' : null].filter(Boolean).join(', '),
    start: task.deadline,
  }),
});

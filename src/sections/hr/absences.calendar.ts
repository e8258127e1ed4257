import { sectionAddresses, siteMapPath } from '@/config/site-map';
import { calendarFilter, defineCalendar, integerFilter } from '@/features/records/calendar/calendar';
import { listInstitutionsQuery } from '@/generated/api/bootstrap';
import { exportAbsences, getAbsenceCalendarQuery } from '@/generated/api/hr';
import { exportAbsencesParams } from '@/generated/list-params/hr';

const addresses = sectionAddresses('absences');

/**
 * Távollétjelentő (section 2, HR; its calendar): GET /api/hr/tavolletjelento/naptar/ with institution, year and month (section 7);
 * the export (GET export/ with start_date, end_date and institution) is asked for from here, the absences having no list screen.
 */
export const absenceCalendar = defineCalendar({
  id: 'absences',
  title: 'Távollétjelentő',
  route: siteMapPath('absences'),
  links: { details: addresses.details, create: addresses.create },
  filters: [calendarFilter('institution', 'Intézmény', listInstitutionsQuery(), (institutions) => institutions.map((i) => ({ id: String(i.id), label: i.name })))],
  query: ({ month, filters }) => getAbsenceCalendarQuery({ query: { ...month, institution: integerFilter(filters.institution) } }),
  entry: (absence) => ({ id: absence.id, title: absence.user.name, note: absence.institution.name, start: absence.start_date, end: absence.end_date }),
  export: {
    params: exportAbsencesParams,
    download: ({ start_date = '', end_date = '', institution }) => exportAbsences({ query: { start_date, end_date, institution: integerFilter(institution) } }),
    fileName: 'tavollet.xlsx',
  },
});

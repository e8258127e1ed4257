import { sectionAddresses, siteMapPath } from '@/config/site-map';
import { defineCalendar } from '@/features/records/calendar/calendar';
import { getAuthorityInspectionCalendarQuery } from '@/generated/api/operations';

/** Hatósági ellenőrzések naptár (section 2, Operations): GET /api/hatosagi-ellenorzesek/naptar/?year&month; an entry carries its institution's code (section 3). */
export const authorityInspectionCalendar = defineCalendar({
  id: 'authority-inspections-calendar',
  title: 'Hatósági ellenőrzések – naptár',
  route: siteMapPath('authority-inspections-calendar'),
  links: sectionAddresses('authority-inspections'),
  query: ({ month }) => getAuthorityInspectionCalendarQuery({ query: month }),
  entry: (inspection) => ({
    id: inspection.id,
    title: `${inspection.institution_code}: ${inspection.regulation_issuer}`,
    note: [inspection.institution.name, inspection.institution_reference_number].filter(Boolean).join(', '),
    start: inspection.inspection_date,
  }),
});

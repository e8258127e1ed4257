import { recordLink } from '@/config/site-map';
import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { whenSettings } from '@/features/records/blocks/SettingsGate';
import { absenceDateRules, usesAbsenceBudgets } from './absence-rules';
import { absenceConflictsCheck, absenceLengthCheck } from './checks';
import { defineSection } from '@/features/records/section';
import { listAbsencesParams } from '@/generated/list-params/hr';
import { AbsenceDetailMeta, AbsenceInputMeta, AbsenceMeta } from '@/generated/meta/hr';
import { absenceApi } from '@/generated/records/hr';
import { AbsenceInputSchema } from '@/generated/validators/hr';
import { formatDate } from '@/lib/format';
import { absenceCalendar } from './absences.calendar';

/**
 * Távollétjelentő (section 2, HR): the calendar is the section's list (section 2 names no list
 * screen), so 'back to the list' and a deletion lead to /hr/tavolletjelento/naptar.html.
 */
export const absencesSection = defineSection({
  id: 'absences',
  title: 'Távollétjelentő',
  recordName: 'Távollét',
  api: absenceApi,
  calendar: absenceCalendar,
  list: {
    meta: AbsenceMeta,
    columns: ['user', 'employment', 'reason', 'start_date', 'end_date', 'state', 'waiting_for'],
    params: listAbsencesParams,
    filters: ['institution', 'state', 'absence_reason', 'waiting_for_me'],
  },
  form: {
    meta: AbsenceInputMeta,
    schema: AbsenceInputSchema,
    fields: ['employment', 'employments', 'reason', 'start_date', 'end_date', 'substitute', 'attachment'],
    checks: [absenceConflictsCheck, absenceLengthCheck],
    settingsRules: absenceDateRules,
  },
  details: {
    title: (absence) => `${absence.user.name}, ${formatDate(absence.start_date)} – ${formatDate(absence.end_date)}`,
    summary: [
      'id',
      'user',
      'employment',
      'employments',
      'institution',
      'reason',
      'start_date',
      'end_date',
      'substitute',
      'attachment',
      'day_off',
      'creator',
      'state',
      'waiting_for',
    ],
    meta: AbsenceDetailMeta,
    links: { day_off: recordLink('day-offs') },
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
    settings: 'absences',
    blocks: [
      // Section 9: the budgets only where the district uses absence budgets.
      whenSettings(
        itemsTable({
          field: 'budgets',
          meta: AbsenceDetailMeta,
          columns: ['year', 'absence_reason', 'total_days', 'used_days', 'remaining_days'],
          emptyText: 'Nincs szabadságkeret.',
        }),
        usesAbsenceBudgets,
      ),
    ],
  },
});

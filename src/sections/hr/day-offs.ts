import { recordLink } from '@/config/site-map';
import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { whenSettings } from '@/features/records/blocks/SettingsGate';
import { usesAbsenceBudgets } from './absence-rules';
import { dayOffConflictsCheck } from './checks';
import { defineSection } from '@/features/records/section';
import { listDayOffsParams } from '@/generated/list-params/hr';
import { DayOffDetailMeta, DayOffInputMeta, DayOffMeta } from '@/generated/meta/hr';
import { dayOffApi } from '@/generated/records/hr';
import { DayOffInputSchema } from '@/generated/validators/hr';
import { formatDate } from '@/lib/format';

/** Szabadságok (section 2, HR): the conflict check on the form, the budgets and the absence made from it on the details. */
export const dayOffsSection = defineSection({
  id: 'day-offs',
  title: 'Szabadságok',
  recordName: 'Szabadság',
  api: dayOffApi,
  list: {
    meta: DayOffMeta,
    columns: ['user_name', 'employment', 'absence_reason', 'start_date', 'end_date', 'state', 'waiting_for'],
    params: listDayOffsParams,
    filters: ['institution', 'state', 'absence_reason', 'waiting_for', 'has_unread_comment', 'has_unseen_attachment', 'waiting_for_me'],
  },
  form: {
    meta: DayOffInputMeta,
    schema: DayOffInputSchema,
    fields: ['employment', 'absence_reason', 'start_date', 'end_date', 'substitute', 'reason'],
    checks: [dayOffConflictsCheck],
  },
  details: {
    title: (dayOff) => `${dayOff.user_name}, ${formatDate(dayOff.start_date)} – ${formatDate(dayOff.end_date)}`,
    meta: DayOffDetailMeta,
    summary: [
      'id',
      'user_name',
      'employment',
      'institution',
      'absence_reason',
      'start_date',
      'end_date',
      'substitute',
      'reason',
      'absence',
      'creator',
      'state',
      'waiting_for',
    ],
    links: { absence: recordLink('absences') },
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
    blocks: [
      // Section 9: the budgets only where the district uses absence budgets.
      whenSettings(
        itemsTable({
          field: 'budgets',
          meta: DayOffDetailMeta,
          columns: ['year', 'absence_reason', 'total_days', 'used_days', 'remaining_days'],
          emptyText: 'Nincs szabadságkeret.',
        }),
        usesAbsenceBudgets,
      ),
    ],
  },
});

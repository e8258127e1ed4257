import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { defineSection } from '@/features/records/section';
import { listAbsenceBudgetsParams } from '@/generated/list-params/hr';
import { AbsenceBudgetEntityInputMeta, AbsenceBudgetEntityMeta, AbsenceBudgetInputMeta } from '@/generated/meta/hr';
import { absenceBudgetApi } from '@/generated/records/hr';
import { AbsenceBudgetEntityInputSchema } from '@/generated/validators/hr';

/** Szabadságkeretek (section 2, HR; list and details): a user's yearly budgets per absence reason at an institution, edited as lines and saved with PUT. */
export const absenceBudgetsSection = defineSection({
  id: 'absence-budgets',
  title: 'Szabadságkeretek',
  recordName: 'Szabadságkeret',
  api: absenceBudgetApi,
  list: {
    meta: AbsenceBudgetEntityMeta,
    columns: ['user', 'institution'],
    params: listAbsenceBudgetsParams,
    filters: ['institution', 'year'],
  },
  form: {
    meta: AbsenceBudgetEntityInputMeta,
    schema: AbsenceBudgetEntityInputSchema,
    fields: ['absence_budgets'],
    lines: {
      absence_budgets: { itemMeta: AbsenceBudgetInputMeta, columns: ['year', 'absence_reason', 'total_days'], addLabel: 'Új szabadságkeret' },
    },
  },
  details: {
    title: (entity) => `${entity.user.name}, ${entity.institution.name}`,
    meta: AbsenceBudgetEntityMeta,
    summary: ['id', 'user', 'institution'],
    panels: {},
    blocks: [
      itemsTable({
        field: 'absence_budgets',
        meta: AbsenceBudgetEntityMeta,
        columns: ['year', 'absence_reason', 'total_days', 'used_days', 'remaining_days'],
        emptyText: 'Nincs szabadságkeret.',
      }),
    ],
  },
});

import type { LineRow } from '@/features/records/lines/lines';
import { defineSection } from '@/features/records/section';
import { listCommuteVerificationsParams } from '@/generated/list-params/hr';
import { CommuteInfoInputMeta, CommuteVerificationDetailMeta, CommuteVerificationInputMeta, CommuteVerificationMeta } from '@/generated/meta/hr';
import { commuteVerificationApi } from '@/generated/records/hr';
import { CommuteVerificationInputSchema } from '@/generated/validators/hr';

/** While 'Oda és vissza azonos' is ticked (the default), the distance back is the distance there. */
export function sameBothWays(row: LineRow): LineRow {
  return row.towards_backwards_is_same === true ? { ...row, mileage_backwards: row.mileage_towards ?? null } : row;
}

/** Munkába járás engedélyezése (section 2, HR): an employment's commute infos as lines, approved through the flow. */
export const commuteVerificationsSection = defineSection({
  id: 'commute-verifications',
  title: 'Munkába járás engedélyezése',
  recordName: 'Munkábajárás-engedélyezés',
  api: commuteVerificationApi,
  list: {
    meta: CommuteVerificationMeta,
    columns: ['employment', 'state', 'waiting_for'],
    params: listCommuteVerificationsParams,
    filters: ['employment_institution', 'state', 'waiting_for', 'has_unread_comment', 'has_unseen_attachment', 'waiting_for_me'],
  },
  form: {
    meta: CommuteVerificationInputMeta,
    schema: CommuteVerificationInputSchema,
    fields: ['employment', 'commute_infos', 'extra_field_answers'],
    lines: {
      commute_infos: {
        itemMeta: CommuteInfoInputMeta,
        columns: ['institution', 'type', 'mileage_towards', 'towards_backwards_is_same', 'mileage_backwards', 'monthly_cost', 'sap_code'],
        addLabel: 'Új munkábajárási adat',
        derive: sameBothWays,
        disabledWhen: { mileage_backwards: (row) => row.towards_backwards_is_same === true },
      },
    },
    extraFields: 'commute_verifications',
  },
  details: {
    title: (verification) => verification.employment.name,
    meta: CommuteVerificationDetailMeta,
    summary: ['id', 'employment', 'state', 'waiting_for'],
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
  },
});

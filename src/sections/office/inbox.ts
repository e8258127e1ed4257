import { defineSection } from '@/features/records/section';
import { listIncomingRegisterEntriesParams } from '@/generated/list-params/office';
import { IncomingRegisterEntryInputMeta, IncomingRegisterEntryMeta } from '@/generated/meta/office';
import { incomingRegisterEntryApi } from '@/generated/records/office';
import { IncomingRegisterEntryInputSchema } from '@/generated/validators/office';

const groups = [
  { title: 'Irat', fields: ['type', 'subject', 'name', 'external_id', 'invoice_id', 'handler'] },
  { title: 'Küldő', fields: ['sender_type', 'sender_institution', 'sender_partner', 'sender_private'] },
] as const;

/** Érkeztető (sections 2, 3, 7): list with the sender, creator, type, state, approval date range and waiting-for filters, new and details with the approval flow, comments and attachments. */
export const inboxSection = defineSection({
  id: 'inbox',
  title: 'Érkeztető',
  recordName: 'Érkeztetett irat',
  api: incomingRegisterEntryApi,
  list: {
    meta: IncomingRegisterEntryMeta,
    columns: ['id', 'reference_number', 'subject', 'type', 'sender_institution', 'sender_partner', 'sender_private', 'creator', 'state', 'waiting_for'],
    params: listIncomingRegisterEntriesParams,
    filters: ['sender_institution', 'sender_partner', 'creator', 'type', 'state', 'verified_from', 'waiting_for'],
  },
  form: {
    meta: IncomingRegisterEntryInputMeta,
    schema: IncomingRegisterEntryInputSchema,
    fields: groups.flatMap((group) => group.fields),
    groups,
    // The sender is the one field of its type (the input's description): the others are hidden and sent empty.
    shownWhen: {
      sender_institution: (values) => values.sender_type === 'institution',
      sender_partner: (values) => values.sender_type === 'partner',
      sender_private: (values) => values.sender_type === 'private',
    },
  },
  details: {
    title: (entry) => entry.subject,
    meta: IncomingRegisterEntryMeta,
    summary: [
      'id',
      'reference_number',
      'state',
      'waiting_for',
      'current_step',
      'verified_at',
      'institution',
      'creator',
      'type',
      'handler',
      'sender_type',
      'sender_institution',
      'sender_partner',
      'sender_private',
      'name',
      'external_id',
      'invoice_id',
    ],
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true },
  },
});

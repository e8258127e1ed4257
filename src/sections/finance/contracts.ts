import { recordLink } from '@/config/site-map';
import { defineSection } from '@/features/records/section';
import { registerContractApi } from '@/generated/records/contract-register';
import { RegisterContractDetailMeta, RegisterContractInputMeta, RegisterContractMeta } from '@/generated/meta/contract-register';
import { RegisterContractInputSchema } from '@/generated/validators/contract-register';
import { listRegisterContractsParams } from '@/generated/list-params/contract-register';

const groups = [
  { title: 'Alapadatok', fields: ['title', 'reference_number', 'arrival_date', 'type', 'handler', 'income_contract', 'school_can_see'] },
  { title: 'Intézmények és szerződő felek', fields: ['institution', 'institutions', 'partners', 'contractors_name', 'contractors_workplace', 'pod_id'] },
  { title: 'Időtartam', fields: ['signing_date', 'duration', 'start_date', 'end_date'] },
  { title: 'Pénzügyi adatok', fields: ['currency', 'vat', 'price', 'occurrence_unit', 'number_of_occurrences', 'cost', 'payment_method'] },
  { title: 'Megjegyzés', fields: ['note'] },
] as const;

/** Szerződéstár (sections 2, 3, 6, 7): list with every §7 filter, new, details with attachments, copy (opens the copy) and delete; the yearly five-million flag shown in the list and the summary. */
export const contractsSection = defineSection({
  id: 'contracts',
  title: 'Szerződéstár',
  recordName: 'Szerződés',
  api: registerContractApi,
  list: {
    meta: RegisterContractMeta,
    columns: ['reference_number', 'title', 'type', 'institution', 'partners', 'signing_date', 'end_date', 'total_price', 'exceeds_five_million_per_year'],
    params: listRegisterContractsParams,
    filters: [
      'institution',
      'type',
      'partner',
      'five_million_limit',
      'min_total_price',
      'income_contract',
      'handler',
      'creator',
      'has_unseen_attachment',
      'min_signing_date',
      'min_start_date',
      'min_end_date',
    ],
  },
  form: {
    meta: RegisterContractInputMeta,
    schema: RegisterContractInputSchema,
    fields: groups.flatMap((group) => group.fields),
    groups,
  },
  details: {
    title: (contract) => contract.title,
    meta: RegisterContractDetailMeta,
    summary: ['id', 'reference_number', 'exceeds_five_million_per_year', 'creator', 'type', 'total_price', 'net_price', 'vat_price', 'school_can_see'],
    // Every saved field is readable where the edit form is not offered (a read-only user).
    groups: [
      {
        title: 'Szerződés adatai',
        fields: [
          'arrival_date',
          'handler',
          'income_contract',
          'institution',
          'institutions',
          'partners',
          'contractors_name',
          'contractors_workplace',
          'pod_id',
          'note',
        ],
      },
      {
        title: 'Időtartam és díjazás',
        fields: [
          'signing_date',
          'duration',
          'start_date',
          'end_date',
          'currency',
          'vat',
          'price',
          'occurrence_unit',
          'number_of_occurrences',
          'cost',
          'payment_method',
        ],
      },
    ],
    links: { partners: recordLink('partners') },
    panels: { attachments: true },
  },
});

import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { linkedRecord } from '@/features/records/blocks/LinkedRecord';
import { defineSection } from '@/features/records/section';
import { listLecturerContractsParams } from '@/generated/list-params/education';
import {
  ExternalLecturerContractDetailMeta,
  LecturerContractDetailMeta,
  LecturerContractInputMeta,
  LecturerContractMeta,
  LecturerTaskMeta,
} from '@/generated/meta/education';
import { externalLecturerContractApi, lecturerContractApi } from '@/generated/records/education';
import { LecturerContractInputSchema } from '@/generated/validators/education';

const groups = [
  { title: 'Megbízás', fields: ['institution', 'affected_institution', 'reference_number', 'type', 'source_contract', 'hr_referent', 'start_date', 'end_date'] },
  { title: 'Személyes adatok', fields: ['name', 'birth_name', 'mothers_name', 'birth_date', 'birth_place', 'address', 'mail_address'] },
  { title: 'Számfejtés és adózás', fields: ['tax_id', 'social_security_number', 'payment', 'payment_unit', 'bank_name', 'bank_account_number'] },
  { title: 'Munkakör és feladatok', fields: ['primary_job', 'job', 'lays', 'feor_number', 'tasks'] },
] as const;

/** The former (old) contract in the fieldsets a reader expects: every field of section 3's external lecturer contract. */
const formerContract = linkedRecord({
  field: 'original_contract',
  title: 'Eredeti (régi) megbízás',
  api: externalLecturerContractApi,
  meta: ExternalLecturerContractDetailMeta,
  groups: [
    {
      title: 'Alapadatok',
      fields: [
        'reference_number',
        'state',
        'institution',
        'school_year',
        'type',
        'start_date',
        'end_date',
        'termination_date',
        'source_contract',
        'has_extension',
        'first_point_extension',
        'verification_date_on_pdf',
        'hr_referent',
      ],
    },
    {
      title: 'Személyes adatok',
      fields: ['name', 'birth_name', 'mothers_name', 'birth_date', 'birth_place', 'nationality', 'address', 'mailing_address', 'phone', 'email_address'],
    },
    {
      title: 'Számfejtés és adózás',
      fields: ['payroll_type', 'tax_number', 'tax_id', 'social_security_number', 'bank_name', 'bank_account_number', 'hourly_wage', 'base_salary', 'exam_base_salary'],
    },
    {
      title: 'Munkakör és óraszámok',
      fields: [
        'assignment_job_name',
        'job',
        'feor_number',
        'lays',
        'primary_job_name',
        'job_location',
        'primary_job_weekly_hours',
        'om_code',
        'weekly_workhour_count',
        'weekly_workday_count',
        'weekly_36_hours_employment',
        'part_employment_hours',
        'has_no_employer',
      ],
    },
    {
      title: 'Nyugdíj',
      fields: [
        'retired',
        'retired_since',
        'retirement_government_request_date',
        'retirement_government_request_reference_number',
        'women_retired_after_40',
        'fulfilled_work_after_retirement_request',
        'allowed_to_work_after_retirement',
        'allowed_to_work_after_retirement_number',
      ],
    },
    {
      title: 'Cég',
      fields: [
        'company_name',
        'company_hq',
        'company_tax_number',
        'company_bank_account_number',
        'company_registration_number',
        'company_ksh_number',
        'business_license_number',
        'ksh_number',
      ],
    },
    { title: 'Erkölcsi bizonyítvány', fields: ['criminal_record_state', 'criminal_record_code', 'criminal_record_date'] },
    {
      title: 'Munkába járás és költségek',
      fields: ['commute_type', 'daily_distance', 'daily_ticket_cost', 'monthly_ticket_cost', 'travel_cost', 'cost_ratio', 'cost_deduction'],
    },
    { title: 'Megjegyzések és dokumentumok', fields: ['reason', 'note', 'verification_document', 'generated_contract', 'cancellation_document', 'summary_document'] },
  ],
  tables: [{ field: 'tasks', columns: ['subject', 'class_name', 'hours', 'location', 'type'] }],
  actions: { delete: { hidden: true } },
  // About sixty fields the reader of the new contract seldom needs: folded, the page keeps to the new contract.
  collapsed: true,
});

/** Óraadói megbízások (sections 2–4, 7): the new lecturer contract with its tasks as lines; its former contract shown and extended by the old calls. */
export const lecturerContractsSection = defineSection({
  id: 'lecturer-assignment-contracts',
  title: 'Óraadói megbízások',
  recordName: 'Óraadói megbízás',
  api: lecturerContractApi,
  list: {
    meta: LecturerContractMeta,
    columns: ['reference_number', 'name', 'institution', 'type', 'payment', 'start_date', 'end_date', 'state', 'waiting_for'],
    params: listLecturerContractsParams,
    filters: ['state', 'institution', 'waiting_for', 'has_unread_comment', 'has_unseen_attachment', 'waiting_for_me'],
  },
  form: {
    meta: LecturerContractInputMeta,
    schema: LecturerContractInputSchema,
    fields: [...groups.flatMap((group) => group.fields), 'extra_field_answers'],
    groups,
    extraFields: 'lecturer_assignment_contracts',
    lines: { tasks: { itemMeta: LecturerTaskMeta, columns: ['subject', 'class_name', 'hours', 'location', 'type'], addLabel: 'Új feladat' } },
  },
  details: {
    title: (contract) => contract.name,
    meta: LecturerContractDetailMeta,
    summary: [
      'id',
      'reference_number',
      'state',
      'waiting_for',
      'institution',
      'creator',
      'source_contract',
      'original_contract',
      'school_should_reply',
      'waiting_for_attachment',
    ],
    groups: [
      { title: 'Megbízás', fields: ['type', 'affected_institution', 'hr_referent', 'start_date', 'end_date'] },
      { title: 'Személyes adatok', fields: ['name', 'birth_name', 'mothers_name', 'birth_date', 'birth_place', 'address', 'mail_address'] },
      { title: 'Számfejtés és adózás', fields: ['tax_id', 'social_security_number', 'payment', 'payment_unit', 'bank_name', 'bank_account_number'] },
      { title: 'Munkakör', fields: ['primary_job', 'job', 'lays', 'feor_number'] },
    ],
    panels: { approval: true, comments: { allowAttachment: true }, attachments: true, documents: true },
    blocks: [
      itemsTable({ field: 'tasks', meta: LecturerContractDetailMeta, columns: ['subject', 'class_name', 'hours', 'location', 'type'], emptyText: 'Nincs feladat.' }),
      formerContract,
    ],
  },
});

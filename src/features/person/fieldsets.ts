/**
 * The fieldsets of a person's data (section 3) that an HR employee and an education extra-teaching
 * contract both hold, in the same order: spread into a section's `groups`.
 */
export const personFieldsets = [
  { title: 'Címek', fields: ['permanent_address', 'temporary_address'] },
  { title: 'Bankszámla', fields: ['bank_name', 'bank_account_number'] },
  {
    title: 'Munkaképesség és nyugdíj',
    fields: [
      'work_ability_test_date',
      'disability_name',
      'disability_since',
      'retirement_type',
      'allowed_to_work_after_retirement_since',
      'allowed_to_work_after_retirement_number',
    ],
  },
  { title: 'Erkölcsi bizonyítvány', fields: ['criminal_record_code', 'criminal_record_date', 'criminal_record_place', 'criminal_record_issuer'] },
] as const;

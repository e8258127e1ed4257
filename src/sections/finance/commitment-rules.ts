import type { SettingsFieldRules } from '@/features/records/form/declaration';
import type { Settings } from '@/generated/models';

/**
 * Section 9, the commitments group: `financial_entry_required` makes the financial entry mandatory
 * (CommitmentInput.financial_entry says so); with `auto_generated_reference_number` the server numbers
 * the commitment, so the form neither offers nor sends a reference number (otherwise it is typed by hand).
 */
export function commitmentSettingsRules(settings: Settings): SettingsFieldRules {
  const group = settings.commitments;
  return {
    required: group.financial_entry_required === true ? ['financial_entry'] : [],
    hidden: group.auto_generated_reference_number === true ? ['reference_number'] : [],
  };
}

import type { SettingsFieldRules } from '@/features/records/form/declaration';
import type { Settings } from '@/generated/models';

/**
 * Section 9, the commitments group: `financial_entry_required` makes the financial entry mandatory
 * (CommitmentInput.financial_entry says so).
 */
export function commitmentSettingsRules(settings: Settings): SettingsFieldRules {
  const group = settings.commitments;
  return { required: group.financial_entry_required === true ? ['financial_entry'] : [] };
}

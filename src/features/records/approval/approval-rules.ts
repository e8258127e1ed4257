import type { CurrentStep, CurrentUser, Decision, DecisionOption } from '@/generated/models';

/**
 * Section 6: the decision buttons show only to a user who is not read-only and is the step's
 * assigned user, one of that user's substitutors, or a member of the assigned group.
 */
export function canDecide(user: Pick<CurrentUser, 'id' | 'is_readonly' | 'groups'>, step: CurrentStep | null | undefined): step is CurrentStep {
  if (!step || user.is_readonly) return false;
  if (step.user?.id === user.id) return true;
  if (step.substitutors.some((s) => s.id === user.id)) return true;
  return step.group !== null && user.groups.some((g) => g.id === step.group?.id);
}

/** Section 4: an option that asks for it is confirmed first when a negative decision already exists. */
export function needsConfirmation(option: DecisionOption, decisions: readonly Decision[]): boolean {
  return option.confirm_with_negative_history && decisions.some((d) => d.decision === 'negative');
}

export const DECISION_TONES = { negative: 'negative', neutral: 'neutral', positive: 'positive' } as const;

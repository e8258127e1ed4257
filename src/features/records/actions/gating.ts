import type { CurrentStep, CurrentUser } from '@/generated/models';
import type { RecordActionDeclaration, RecordActionVisibility } from '@/generated/records/types';
import { canDecide } from '../approval/approval-rules';

/** What the gates read of a record; the other fields an action's `when` names are read by name. */
export interface GatedRecord {
  id: number;
  state?: string | null;
  current_step?: CurrentStep | null;
}

export type GatedUser = Pick<CurrentUser, 'id' | 'is_readonly' | 'groups' | 'permissions'>;

/** A section's change to one of its record's actions, by action id (`details.actions` of a section). */
export interface RecordActionOverride {
  /** Not offered on this section's screens. */
  hidden?: boolean;
  /** Another label than the spec's. */
  label?: string;
  /** Where an action that creates another entity's record (opens) leads: that record's details. */
  opens?: (id: number) => string;
}

/** States after which a record's data is no longer changed: rolled back, ended, closed. */
const FINAL_STATES: readonly string[] = ['rolled_back', 'cancelled', 'closed'];

const fieldsOf = (record: GatedRecord) => new Map<string, unknown>(Object.entries(record));

/** Whether the record's verification step (where it has one) lets its details be edited. */
function detailsEditable(fields: ReadonlyMap<string, unknown>): boolean {
  const step = fields.get('verification_step');
  return !(typeof step === 'object' && step !== null && 'can_edit_details' in step && step.can_edit_details === false);
}

/**
 * Why the edit form is not offered on a record a user could otherwise change, in Hungarian: the
 * verification step that locks its details (naming the step), or its final or closed state. None
 * for a read-only user (they edit nothing anywhere) or when editing is allowed.
 */
export function editLockReason(record: GatedRecord, user: GatedUser, stateLabel?: string): string | undefined {
  if (user.is_readonly) return undefined;
  const fields = fieldsOf(record);
  if (isFinal(record, fields))
    return stateLabel ? `A tétel „${stateLabel}” állapotú, az adatai már nem módosíthatók.` : 'A tétel lezárult, az adatai már nem módosíthatók.';
  if (!detailsEditable(fields)) {
    const step = fields.get('verification_step');
    const name = typeof step === 'object' && step !== null && 'name' in step && typeof step.name === 'string' ? step.name : '';
    return name ? `Az adatok a(z) „${name}” ellenőrzési lépésben nem szerkeszthetők.` : 'Az adatok a jelenlegi ellenőrzési lépésben nem szerkeszthetők.';
  }
  return undefined;
}

const isFinal = (record: GatedRecord, fields: ReadonlyMap<string, unknown>) =>
  (typeof record.state === 'string' && FINAL_STATES.includes(record.state)) || fields.get('closed') === true;

/** States in which a record's flow has ended: decided either way, rolled back, ended, closed. */
const CLOSED_STATES: readonly string[] = ['closed_positive', 'closed_negative', ...FINAL_STATES];

/** Whether the record's flow has ended (a closed state or the closed flag): what `can_upload_after_closed` speaks of. */
export function isClosed(record: GatedRecord): boolean {
  return (typeof record.state === 'string' && CLOSED_STATES.includes(record.state)) || fieldsOf(record).get('closed') === true;
}

/** What the parent screen allows beyond the user's rights (section 6: its flags; section 9: its module's settings). */
export interface ScreenFlags {
  /** The module settings' `can_upload_after_closed`: attachments and regenerated documents also on a closed record. */
  canUploadAfterClosed?: boolean;
}

/**
 * Section 6 on one record's details: which controls a user gets. A read-only user changes nothing
 * (no edit form, comment form, upload, regeneration, decision or action); the edit form also hides
 * once the record is in a final state or closed, and while its verification step does not let its
 * details be edited. An attachment upload and a document regeneration are offered on a closed record
 * only where the module's settings allow uploads after closing.
 */
export function recordGates(record: GatedRecord, user: GatedUser, flags: ScreenFlags = {}) {
  const writable = !user.is_readonly;
  const fields = fieldsOf(record);
  const afterClose = !isClosed(record) || flags.canUploadAfterClosed === true;
  return {
    edit: writable && !isFinal(record, fields) && detailsEditable(fields),
    comment: writable,
    upload: writable && afterClose,
    regenerate: writable && afterClose,
    decide: canDecide(user, record.current_step),
  };
}

/** Section 6: a read-only user creates nothing ('Új' on a list, the new screen). */
export function canCreate(user: Pick<CurrentUser, 'is_readonly'>): boolean {
  return !user.is_readonly;
}

/** Whether an action's visibility rules (x-record-action `visible`) let the user see it on this record. */
export function isActionVisible(visible: RecordActionVisibility, record: GatedRecord, user: GatedUser): boolean {
  if (user.is_readonly) return false;
  const fields = fieldsOf(record);
  if (visible.states && !(typeof record.state === 'string' && visible.states.includes(record.state))) return false;
  if (visible.when && !Object.entries(visible.when).every(([name, value]) => fields.get(name) === value)) return false;
  if (visible.permission && !user.permissions.includes(visible.permission)) return false;
  if (visible.assignee && !canDecide(user, record.current_step)) return false;
  if (visible.canEditDetails && !detailsEditable(fields)) return false;
  return true;
}

/** The actions offered on the record, with the section's labels; hidden ones left out. */
export function visibleActions(
  actions: readonly RecordActionDeclaration[],
  record: GatedRecord,
  user: GatedUser,
  overrides: Readonly<Record<string, RecordActionOverride>> = {},
): RecordActionDeclaration[] {
  return actions
    .filter((action) => !overrides[action.id]?.hidden && isActionVisible(action.visible, record, user))
    .map((action) => {
      const label = overrides[action.id]?.label;
      return label ? { ...action, label } : action;
    });
}

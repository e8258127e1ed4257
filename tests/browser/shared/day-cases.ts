// What the shared checks of a staff member's day (issue 35) read of each section, from its declaration:
// whether its list offers a selection (it decides or deletes), the record's delete that waits behind
// 'Visszavonás', and the record fields that make that delete offered (its visibility rules).
import type { RecordActionDeclaration } from '@/generated/records/types';
import { registeredSections } from '@/sections/registry';

export interface DayCase {
  id: string;
  /** The list has a selection column (bulkCapabilities: the section decides on its details, or deletes). */
  selects: boolean;
  /** The details' delete, held back behind 'Törölve' / 'Visszavonás' (an action that leads back to the list). */
  undoableDelete?: {
    label: string;
    /** Record fields under which the action is offered (its `visible` states and conditions). */
    offeredWith: Record<string, unknown>;
    /** The user must be the one the record waits for: the check cannot make that so on any record. */
    needsAssignee: boolean;
  };
}

function offeredWith(action: RecordActionDeclaration): Record<string, unknown> {
  const visible = action.visible;
  return { ...(visible.states?.length ? { state: visible.states[0] } : {}), ...(visible.when ?? {}) };
}

export async function dayCases(): Promise<Map<string, DayCase>> {
  const cases = new Map<string, DayCase>();
  for (const registered of registeredSections()) {
    const section = await registered.load();
    section((d) => {
      const remove = d.api.actions?.find((action) => action.id === 'delete' && !d.details.actions?.[action.id]?.hidden);
      const undoable = d.api.actions?.find((action) => action.then === 'list' && !d.details.actions?.[action.id]?.hidden);
      cases.set(registered.entry.id, {
        id: registered.entry.id,
        selects: Boolean(d.api.decide && d.details.panels.approval) || Boolean(remove),
        undoableDelete: undoable
          ? {
              label: d.details.actions?.[undoable.id]?.label ?? undoable.label,
              offeredWith: offeredWith(undoable),
              needsAssignee: Boolean(undoable.visible.assignee),
            }
          : undefined,
      });
    });
  }
  return cases;
}

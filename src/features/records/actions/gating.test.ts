import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@/generated/models';
import { commitmentApi } from '@/generated/records/finance';
import { carApi, errorReportApi } from '@/generated/records/operations';
import { systemErrorReportApi } from '@/generated/records/system-error-reports';
import { canCreate, editLockReason, isActionVisible, recordGates, visibleActions } from './gating';

const user: Pick<CurrentUser, 'id' | 'is_readonly' | 'groups' | 'permissions'> = {
  id: 12,
  is_readonly: false,
  groups: [{ id: 3 }],
  permissions: ['cars.can_use_car_module'],
};
const readOnly = { ...user, is_readonly: true };
const ids = (actions: readonly { id: string }[]) => actions.map((a) => a.id);

describe('which actions a record offers (x-record-action visible)', () => {
  it('by state: storno and cancel on an approved record, delete before the flow decides, clone always', () => {
    expect(ids(visibleActions(systemErrorReportApi.actions, { id: 1, state: 'closed_positive' }, user))).toEqual(['storno', 'cancel', 'clone']);
    expect(ids(visibleActions(systemErrorReportApi.actions, { id: 1, state: 'pending' }, user))).toEqual(['delete', 'clone']);
    expect(ids(visibleActions(systemErrorReportApi.actions, { id: 1, state: 'rolled_back' }, user))).toEqual(['clone']);
  });

  it('never to a read-only user', () => {
    expect(visibleActions(systemErrorReportApi.actions, { id: 1, state: 'closed_positive' }, readOnly)).toEqual([]);
    expect(isActionVisible({}, { id: 1 }, readOnly)).toBe(false);
  });

  it("by the record's fields: a car still in use is closed, a report without a commitment generates one", () => {
    const car = (is_active: boolean) => ({ id: 1, is_active });
    expect(ids(visibleActions(carApi.actions, car(true), user))).toEqual(['close']);
    expect(ids(visibleActions(carApi.actions, car(false), user))).toEqual([]);
    const report = (commitment: unknown) => ({ id: 5, state: 'closed_positive', commitment });
    expect(ids(visibleActions(errorReportApi.actions, report(null), user))).toEqual(['generateCommitment']);
    expect(ids(visibleActions(errorReportApi.actions, report({ id: 2310, name: 'KV-2310' }), user))).toEqual([]);
  });

  it('assignee: only to who decides the current step (return to referent)', () => {
    const step = (id: number) => ({ name: 'Ellenőrzés', user: { id, name: 'X' }, group: null, substitutors: [], options: [] });
    expect(ids(visibleActions(commitmentApi.actions, { id: 9, state: 'under_checking', current_step: step(12) }, user))).toContain('returnToReferent');
    expect(ids(visibleActions(commitmentApi.actions, { id: 9, state: 'under_checking', current_step: step(99) }, user))).not.toContain('returnToReferent');
  });

  it('permission and the verification step', () => {
    expect(isActionVisible({ permission: 'cars.can_use_car_module' }, { id: 1 }, user)).toBe(true);
    expect(isActionVisible({ permission: 'store.can_use_store_module' }, { id: 1 }, user)).toBe(false);
    const booking = (can_edit_details: boolean) => ({ id: 1, verification_step: { name: 'Ellenőrzés', user: null, group: null, can_edit_details } });
    expect(isActionVisible({ canEditDetails: true }, booking(true), user)).toBe(true);
    expect(isActionVisible({ canEditDetails: true }, booking(false), user)).toBe(false);
    expect(isActionVisible({ canEditDetails: true }, { id: 1 }, user)).toBe(true);
  });
});

describe("the details screen's controls (section 6)", () => {
  it('a read-only user creates nothing', () => {
    expect(canCreate(user)).toBe(true);
    expect(canCreate(readOnly)).toBe(false);
  });

  it('a read-only user gets no edit form, comment form, upload, regeneration or decision', () => {
    const step = { name: 'Ellenőrzés', user: { id: 12, name: 'Kovács Anna' }, group: null, substitutors: [], options: [] };
    expect(recordGates({ id: 1, state: 'saved', current_step: step }, user)).toEqual({ edit: true, comment: true, upload: true, regenerate: true, decide: true });
    expect(recordGates({ id: 1, state: 'saved', current_step: step }, readOnly)).toEqual({
      edit: false,
      comment: false,
      upload: false,
      regenerate: false,
      decide: false,
    });
  });

  it('hides the edit form while the verification step does not let the details be edited, and on a final or closed record', () => {
    const booking = (can_edit_details: boolean) => ({
      id: 1,
      state: 'under_checking',
      verification_step: { name: 'Ellenőrzés', user: null, group: null, can_edit_details },
    });
    expect(recordGates(booking(true), user).edit).toBe(true);
    expect(recordGates(booking(false), user).edit).toBe(false);
    expect(recordGates(booking(false), user).comment).toBe(true);
    expect(recordGates({ id: 1, state: 'rolled_back' }, user).edit).toBe(false);
    expect(recordGates({ id: 1, state: 'cancelled' }, user).edit).toBe(false);
    const closedTender = { id: 1, closed: true };
    expect(recordGates(closedTender, user).edit).toBe(false);
    expect(recordGates({ id: 1, state: 'closed_positive' }, user).edit).toBe(true);
  });

  it("offers upload and regeneration on a closed record only where the module's can_upload_after_closed allows it", () => {
    for (const closed of [
      { id: 1, state: 'closed_positive' },
      { id: 1, state: 'closed_negative' },
      { id: 1, state: 'rolled_back' },
      { id: 1, closed: true },
    ]) {
      expect(recordGates(closed, user)).toMatchObject({ upload: false, regenerate: false });
      expect(recordGates(closed, user, { canUploadAfterClosed: false })).toMatchObject({ upload: false, regenerate: false });
      expect(recordGates(closed, user, { canUploadAfterClosed: true })).toMatchObject({ upload: true, regenerate: true });
      expect(recordGates(closed, readOnly, { canUploadAfterClosed: true })).toMatchObject({ upload: false, regenerate: false });
    }
    expect(recordGates({ id: 1, state: 'under_checking' }, user, { canUploadAfterClosed: false })).toMatchObject({ upload: true, regenerate: true });
  });

  it('says why the edit form is missing: the locking verification step by name, or the final state', () => {
    const booking = (can_edit_details: boolean) => ({
      id: 1,
      state: 'under_checking',
      verification_step: { name: 'Pénzügyi ellenőrzés', user: null, group: null, can_edit_details },
    });
    expect(editLockReason(booking(false), user)).toBe('Az adatok a(z) „Pénzügyi ellenőrzés” ellenőrzési lépésben nem szerkeszthetők.');
    expect(editLockReason(booking(true), user)).toBeUndefined();
    expect(editLockReason({ id: 1, state: 'rolled_back' }, user, 'Sztornózott')).toBe('A tétel „Sztornózott” állapotú, az adatai már nem módosíthatók.');
    const closedTender = { id: 1, closed: true };
    expect(editLockReason(closedTender, user)).toBe('A tétel lezárult, az adatai már nem módosíthatók.');
    // A read-only user edits nothing anywhere; no per-record reason is given.
    expect(editLockReason(booking(false), readOnly)).toBeUndefined();
  });
});

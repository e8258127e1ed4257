import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog, Modal } from '@/components/ui/Modal';
import type { RecordActionDeclaration, RecordActionVars } from '@/generated/records/types';
import { ApiError } from '@/generated/runtime';
import { failureText } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import { useUndoableCall } from '@/lib/undoable';
import { ACTION_FAILED, ActionForm } from './ActionForm';
import { visibleActions, type GatedRecord, type GatedUser, type RecordActionOverride } from './gating';
import { isRecordAnswer, mergeRecordAnswer, type CachedRecordApi } from './record-cache';
import './RecordActions.css';

/** More actions than this go into one 'Műveletek' menu, so the title ribbon stays one line. */
const MAX_BUTTONS = 3;

export interface RecordActionsProps {
  record: GatedRecord;
  user: GatedUser;
  /** The record's API object: its declared actions and the queries the follow-up updates. */
  api: CachedRecordApi & { actions?: readonly RecordActionDeclaration[] };
  /** The section's list and details addresses (after a delete; after a clone or supplement). */
  routes: { list: string; details: (id: number) => string };
  /** The section's changes to its actions, by id. */
  overrides?: Readonly<Record<string, RecordActionOverride>>;
}

interface Call {
  action: RecordActionDeclaration;
  vars: RecordActionVars;
}

/** The record a failed call answered instead of field messages (a 400 whose body has the record's id), if it did. */
function keptRecord(error: unknown) {
  return error instanceof ApiError && error.status === 400 && isRecordAnswer(error.body) ? error.body : undefined;
}

/** A failure's message; a record answered back is not a list of messages. */
const actionFailure = (error: unknown) => (keptRecord(error) ? ACTION_FAILED : failureText(error, ACTION_FAILED));

/** 401 and 403 the API middleware announces. */
const announcedElsewhere = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** An action after which the record is gone (a delete): it waits behind 'Törölve' and 'Visszavonás' before it is sent. */
const isUndoable = (action: RecordActionDeclaration) => action.then === 'list';

/**
 * The record's extra calls (section 4) in the details screen's title ribbon: one button per action
 * the user may take now, a confirmation or a small form where the action asks for one, then its
 * follow-up (the answer merged into the record and its list rows, the created record opened, or back
 * to the list) and its toast. A failure shows its message in the dialog, which stays open.
 */
export function RecordActions({ record, user, api, routes, overrides = {} }: RecordActionsProps) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [active, setActive] = useState<RecordActionDeclaration | null>(null);
  const mutation = useMutation({
    mutationKey: ['recordAction'],
    mutationFn: ({ action, vars }: Call) => action.mutation().mutationFn(vars),
    meta: { invalidates: ({ action, vars }: Call) => action.mutation().meta.invalidates(vars) },
    onSuccess: (answer, { action }) => {
      setActive(null);
      toast.success(action.toast);
      if (action.then === 'merge' && isRecordAnswer(answer)) mergeRecordAnswer(queryClient, api, answer);
      else if (action.then === 'list') void router.navigate({ href: routes.list });
      else if (action.then === 'open-created' && isRecordAnswer(answer)) {
        const href = action.opens ? overrides[action.id]?.opens?.(answer.id) : routes.details(answer.id);
        if (href) void router.navigate({ href });
      }
    },
    onError: (error, { action }) => {
      // Section 8: a failed call that answers the record as the server now holds it (a task's failed completion) keeps that on the record.
      const kept = keptRecord(error);
      if (kept && action.then === 'merge') mergeRecordAnswer(queryClient, api, kept);
      // An action without a dialog tells its failure in a toast; 401 and 403 the API middleware announces.
      if (action.confirm || action.input || announcedElsewhere(error)) return;
      toast.error(actionFailure(error));
    },
  });
  // A delete is sent after the undo time, its dialog long closed (perhaps the screen too): its outcome is a toast.
  // Back to the list only while the record is still shown (a callback of mutate() runs only then).
  const removal = useMutation({
    mutationKey: ['recordAction'],
    mutationFn: ({ action, vars }: Call) => action.mutation().mutationFn(vars),
    meta: { invalidates: ({ action, vars }: Call) => action.mutation().meta.invalidates(vars) },
    onSuccess: (_answer, { action }) => toast.success(action.toast),
    onError: (error) => {
      if (!announcedElsewhere(error)) toast.error(actionFailure(error));
    },
  });
  const undoable = useUndoableCall(record.id);

  const actions = visibleActions(api.actions ?? [], record, user, overrides);
  if (!actions.length) return null;

  const busy = mutation.isPending || removal.isPending || undoable.isScheduled;
  /** Sends an action; `failed` hears its failure (an action form shows it by its fields). */
  const run = (action: RecordActionDeclaration, body?: Record<string, unknown>, failed?: (error: unknown) => void) => {
    if (busy) return;
    const call = { action, vars: body ? { path: { id: record.id }, body } : { path: { id: record.id } } };
    if (!isUndoable(action)) return mutation.mutate(call, { onError: failed });
    setActive(null);
    undoable.schedule({
      message: 'Törölve',
      send: () => removal.mutate(call, { onSuccess: () => void router.navigate({ href: routes.list }) }),
    });
  };
  const start = (action: RecordActionDeclaration) => {
    if (busy) return;
    mutation.reset();
    if (action.confirm || action.input) setActive(action);
    else run(action);
  };
  const close = () => {
    if (mutation.isPending) return;
    setActive(null);
    mutation.reset();
  };
  const pendingId = mutation.isPending ? mutation.variables.action.id : removal.isPending ? removal.variables.action.id : null;

  return (
    <>
      {actions.length > MAX_BUTTONS ? (
        <MenuTrigger>
          <AriaButton className="button button--secondary">Műveletek ▾</AriaButton>
          <Popover className="popover menu-popover" placement="bottom end">
            <Menu
              className="menu"
              aria-label="Műveletek"
              items={actions}
              onAction={(id) => {
                const action = actions.find((a) => a.id === id);
                if (action) start(action);
              }}
            >
              {(action) => (
                <MenuItem id={action.id} textValue={action.label} className={`menu__item${action.tone === 'danger' ? ' record-actions__danger' : ''}`}>
                  {action.label}
                </MenuItem>
              )}
            </Menu>
          </Popover>
        </MenuTrigger>
      ) : (
        actions.map((action) => (
          <Button
            key={action.id}
            variant={action.tone === 'danger' ? 'danger' : 'secondary'}
            className="record-actions__button"
            isPending={pendingId === action.id}
            isDisabled={undoable.isScheduled || (pendingId !== null && pendingId !== action.id)}
            onPress={() => start(action)}
          >
            {action.label}
          </Button>
        ))
      )}
      {active && !active.input ? (
        <ConfirmDialog
          isOpen
          title={active.label}
          message={<p>{active.confirm}</p>}
          confirmLabel="Igen"
          tone={active.tone === 'danger' ? 'danger' : 'primary'}
          isPending={mutation.isPending}
          errorMessage={mutation.isError ? actionFailure(mutation.error) : null}
          onConfirm={() => run(active)}
          onCancel={close}
        />
      ) : null}
      {active?.input ? (
        <Modal title={active.label} isOpen onOpenChange={(open) => (open ? undefined : close())} isDismissable={!mutation.isPending}>
          {active.confirm ? <p>{active.confirm}</p> : null}
          <ActionForm
            key={active.id}
            recordId={record.id}
            input={active.input}
            submitLabel={active.label}
            tone={active.tone}
            isPending={mutation.isPending}
            onSubmit={(body, failed) => run(active, body, failed)}
            onCancel={close}
          />
        </Modal>
      ) : null}
    </>
  );
}

import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '@/components/ui/Modal';
import { LOGIN_PATH } from '@/lib/session';
import { drafts } from './drafts';

interface FormState {
  isDirty: boolean;
  isSubmitting: boolean;
  values: Record<string, unknown>;
}

/**
 * Asks before leaving a form with unsaved input; when the session expired (the way to the sign-in
 * page) it keeps what was typed for when the user returns. A draft put back counts as unsaved.
 */
export function useLeaveGuard({
  state,
  isReadOnly,
  isDirty,
  restored,
  draftKey,
}: {
  state: () => FormState;
  isReadOnly?: boolean;
  isDirty: boolean;
  restored: boolean;
  draftKey: string;
}) {
  return useBlocker({
    shouldBlockFn: ({ next }) => {
      const current = state();
      if (next.pathname === LOGIN_PATH) {
        if (current.isDirty || restored) drafts.set(draftKey, current.values);
        return false;
      }
      return !isReadOnly && (current.isDirty || restored) && !current.isSubmitting;
    },
    enableBeforeUnload: () => !isReadOnly && isDirty,
    withResolver: true,
  });
}

/** The question the guard asks. */
export function LeaveDialog({ blocker }: { blocker: ReturnType<typeof useLeaveGuard> }) {
  return (
    <ConfirmDialog
      isOpen={blocker.status === 'blocked'}
      title="Nem mentett módosítások"
      message="Az űrlapon mentetlen módosítások vannak. Ha elhagyja az oldalt, elvesznek. Biztosan elhagyja?"
      confirmLabel="Elhagyom az oldalt"
      cancelLabel="Maradok"
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

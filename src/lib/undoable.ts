import { useEffect, useRef, useState } from 'react';
import { toast } from './toasts';

/** How long 'Visszavonás' is offered before the call is sent (issue 35). */
export const UNDO_DELAY_MS = 5000;

export interface UndoableCall {
  /** What the toast says meanwhile: 'Törölve'. */
  message: string;
  /** The call, sent when the time is up or the screen is left; not at all when the user takes it back. */
  send: () => void;
  /** After 'Visszavonás'. */
  onUndo?: () => void;
}

interface Scheduled {
  /** Sends now (the time is up, or the screen is left). */
  flush: () => void;
}

/**
 * A call held back for UNDO_DELAY_MS behind a toast with 'Visszavonás' (react-admin's undoable delete):
 * 'Visszavonás' drops it (nothing is sent), the time running out sends it, and so does leaving the
 * screen (the component unmounting, or `scope` changing: another record in the same screen). One at a time.
 */
export function useUndoableCall(scope?: unknown) {
  const scheduled = useRef<Scheduled | null>(null);
  const [isScheduled, setScheduled] = useState(false);

  // Leaving sends at once: what the user was told is deleted must not come back because they moved on.
  useEffect(() => () => scheduled.current?.flush(), [scope]);

  const schedule = ({ message, send, onUndo }: UndoableCall) => {
    if (scheduled.current) return;
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      handle.close();
      scheduled.current = null;
      setScheduled(false);
      return true;
    };
    const handle = toast.withAction('info', message, {
      label: 'Visszavonás',
      onAction: () => {
        if (settle()) onUndo?.();
      },
    });
    const flush = () => {
      if (settle()) send();
    };
    const timer = setTimeout(flush, UNDO_DELAY_MS);
    scheduled.current = { flush };
    setScheduled(true);
  };

  return { schedule, isScheduled };
}

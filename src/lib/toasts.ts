import { forgetOnSignOut } from './session-memory';
import type { ToastAction, ToastContent, ToastType } from './toast-queue';

export type { ToastAction, ToastContent, ToastType };

export const TOAST_TIMEOUT_MS = 2500;

/** Every toast of this page's life, newest first: the 'Üzenetek' screen lists them. */
let history: readonly ToastContent[] = [];
const listeners = new Set<() => void>();
let nextId = 1;

function show(type: ToastType, message: string, action?: ToastAction): Promise<string> {
  const content: ToastContent = action ? { id: nextId++, type, message, action } : { id: nextId++, type, message };
  history = [content, ...history];
  listeners.forEach((l) => l());
  // react-aria's queue comes with the first toast (as its region does), not with the first page.
  // A toast with an action stays until its owner closes it: it must not vanish while the user reaches for the button.
  return import('./toast-queue').then(({ toastQueue }) => toastQueue.add(content, action ? {} : { timeout: TOAST_TIMEOUT_MS }));
}

/** A shown toast that its owner takes away. */
export interface ToastHandle {
  close(): void;
}

export const toast = {
  info: (message: string) => void show('info', message),
  success: (message: string) => void show('success', message),
  warning: (message: string) => void show('warning', message),
  error: (message: string) => void show('error', message),
  /** A toast with a button ('Törölve' with 'Visszavonás'), shown until `close()`; pressing the button closes it too. */
  withAction(type: ToastType, message: string, action: ToastAction): ToastHandle {
    let closed = false;
    const key = show(type, message, {
      label: action.label,
      onAction: () => {
        handle.close();
        action.onAction();
      },
    });
    const handle = {
      close() {
        if (closed) return;
        closed = true;
        void Promise.all([key, import('./toast-queue')]).then(([shown, { toastQueue }]) => toastQueue.close(shown));
      },
    };
    return handle;
  },
};

/** Forgets this page's toasts (the 'Üzenetek' list): a test's toasts must not show in another's. Those shown now stay in react-aria's queue. */
export function forgetToasts(): void {
  history = [];
  nextId = 1;
  listeners.forEach((l) => l());
}

export const toastHistory = {
  get: (): readonly ToastContent[] => history,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// A sign-out forgets the session's messages, those shown now too (react-aria's queue exists once a toast has shown).
forgetOnSignOut(() => {
  const shown = nextId > 1;
  forgetToasts();
  if (shown) void import('./toast-queue').then(({ toastQueue }) => toastQueue.clear());
});

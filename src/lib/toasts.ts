import { forgetOnSignOut } from './session-memory';
import type { ToastContent, ToastType } from './toast-queue';

export type { ToastContent, ToastType };

export const TOAST_TIMEOUT_MS = 2500;

/** Every toast of this page's life, newest first: the 'Üzenetek' screen lists them. */
let history: readonly ToastContent[] = [];
const listeners = new Set<() => void>();
let nextId = 1;

function show(type: ToastType, message: string): void {
  const content = { id: nextId++, type, message };
  history = [content, ...history];
  listeners.forEach((l) => l());
  // react-aria's queue comes with the first toast (as its region does), not with the first page.
  void import('./toast-queue').then(({ toastQueue }) => toastQueue.add(content, { timeout: TOAST_TIMEOUT_MS }));
}

export const toast = {
  info: (message: string) => show('info', message),
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
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

import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
export type ToastType = 'info' | 'success' | 'warning' | 'error';
export interface ToastAction {
  label: string;
  onAction: () => void;
}
export interface ToastContent {
  id: number;
  type: ToastType;
  message: string;
  /** A button on the toast ('Visszavonás'). */
  action?: ToastAction;
}

/** Toasts shown now; react-aria pauses their timers while hovered or focused. Loaded with the first toast. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

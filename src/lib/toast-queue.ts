import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { ToastContent } from './toasts';

/** Toasts shown now; react-aria pauses their timers while hovered or focused. Loaded with the first toast. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

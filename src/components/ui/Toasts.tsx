import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastHistory } from '@/lib/toasts';

// react-aria's toast region (a landmark, its strings) and queue are loaded with the first toast, not
// with the first page: the region renders nothing while the queue is empty anyway.
const ToastRegion = lazy(() => import('./ToastRegion').then((m) => ({ default: m.ToastRegion })));

const anyToastYet = () => toastHistory.get().length > 0;

/** Toasts from the shared queue; a click anywhere on one dismisses it. */
export function Toasts() {
  const needed = useSyncExternalStore(toastHistory.subscribe, anyToastYet, anyToastYet);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

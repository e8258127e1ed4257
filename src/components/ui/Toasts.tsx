import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastQueue } from '@/lib/toasts';

// react-aria's toast region (a landmark, its strings) is loaded with the first toast, not with the
// first page: the region renders nothing while the queue is empty anyway.
const ToastRegion = lazy(() => import('./ToastRegion').then((m) => ({ default: m.ToastRegion })));

let shown = false;
const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const anyToastYet = () => (shown ||= toastQueue.visibleToasts.length > 0);

/** Toasts from the shared queue; a click anywhere on one dismisses it. */
export function Toasts() {
  const needed = useSyncExternalStore(subscribe, anyToastYet, anyToastYet);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

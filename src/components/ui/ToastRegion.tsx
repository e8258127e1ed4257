import { UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as ToastRegion, Text } from 'react-aria-components';
import { toastQueue } from '@/lib/toasts';

/** Toasts from the shared queue; a click anywhere on one dismisses it. */
export function Toasts() {
  return (
    <ToastRegion queue={toastQueue} className="toasts" aria-label="Értesítések">
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast--${toast.content.type}`} onClick={() => toastQueue.close(toast.key)}>
          <ToastContent>
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
        </Toast>
      )}
    </ToastRegion>
  );
}

import { Button, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as AriaToastRegion, Text } from 'react-aria-components';
import { toastQueue } from '@/lib/toast-queue';

/** Toasts from the shared queue; a click anywhere on one dismisses it. A toast's action ('Visszavonás') is a button of its own. */
export function ToastRegion() {
  return (
    <AriaToastRegion queue={toastQueue} className="toasts" aria-label="Értesítések">
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast--${toast.content.type}`} onClick={() => toastQueue.close(toast.key)}>
          <ToastContent>
            {/* Several server messages come joined by line breaks (section 8). */}
            <Text slot="title" className="preserve-lines">
              {toast.content.message}
            </Text>
          </ToastContent>
          {toast.content.action ? (
            <Button className="toast__action" onPress={toast.content.action.onAction}>
              {toast.content.action.label}
            </Button>
          ) : null}
        </Toast>
      )}
    </AriaToastRegion>
  );
}

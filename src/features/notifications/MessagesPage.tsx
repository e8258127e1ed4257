import { useSyncExternalStore } from 'react';
import { Page } from '@/components/ui/Page';
import { toastHistory, type ToastType } from '@/lib/toasts';

const TYPE_LABELS: Record<ToastType, string> = { info: 'Információ', success: 'Siker', warning: 'Figyelmeztetés', error: 'Hiba' };

/** The notifications (toasts) of this session, newest first, so a message that vanished can be read again. */
export function MessagesPage() {
  const items = useSyncExternalStore(toastHistory.subscribe, toastHistory.get);
  return (
    <Page title="Üzenetek">
      {items.length === 0 ? (
        <p>Ebben a munkamenetben még nem kapott üzenetet.</p>
      ) : (
        <ul className="plain-list message-list">
          {items.map((item) => (
            <li key={item.id} className={`card message message--${item.type}`}>
              <span className="badge">{TYPE_LABELS[item.type]}</span> <span className="preserve-lines">{item.message}</span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

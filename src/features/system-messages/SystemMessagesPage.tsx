import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/Button';
import { LinkifiedText } from '@/components/ui/LinkifiedText';
import { Page } from '@/components/ui/Page';
import { listSystemMessagesQuery, readSystemMessageMutation } from '@/generated/api/bootstrap';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toasts';

export function SystemMessagesPage() {
  const { data: messages } = useSuspenseQuery(listSystemMessagesQuery());
  const markRead = useMutation({ ...readSystemMessageMutation(), onSuccess: () => toast.success('Az üzenetet olvasottnak jelöltük.') });
  return (
    <Page title="Rendszerüzenetek">
      {messages.length === 0 ? <p>Nincs rendszerüzenet.</p> : null}
      <ul className="plain-list message-list">
        {messages.map((message) => (
          <li key={message.id} className={`card message message--${message.type ?? 'info'}${message.is_read ? ' message--read' : ''}`}>
            <h2 className="message__title">{message.title}</h2>
            <p className="muted">{formatDateTime(message.created_at)}</p>
            <p>
              <LinkifiedText text={message.message} />
            </p>
            {message.is_read ? (
              <p className="muted">Elolvasva</p>
            ) : (
              <Button
                variant="secondary"
                isPending={markRead.isPending && markRead.variables?.path.id === message.id}
                onPress={() => markRead.mutate({ path: { id: message.id } })}
              >
                Elolvastam
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Page>
  );
}

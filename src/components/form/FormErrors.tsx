import { Alert } from '@/components/ui/Alert';

/** Errors that belong to no single field, with server line breaks kept. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (!messages.length) return null;
  return (
    <Alert tone="error">
      {messages.map((m) => (
        <p key={m} className="preserve-lines">
          {m}
        </p>
      ))}
    </Alert>
  );
}

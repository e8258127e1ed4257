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

/** Errors beside a one-field form's button (a file's import, a quantity's call) that belong to no field, line breaks kept. */
export function InlineErrors({ messages }: { messages: readonly string[] }) {
  if (!messages.length) return null;
  return (
    <span className="field__error preserve-lines" role="alert">
      {messages.join('\n')}
    </span>
  );
}

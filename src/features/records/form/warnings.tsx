import { Alert } from '@/components/ui/Alert';

type Values = Readonly<Record<string, unknown>>;

/**
 * A mismatch the spec leaves to the server to judge, shown beside its field before saving and never
 * blocking the save (`form.warnings` of a section): invoice parts not adding up to the gross amount, a
 * payment deadline before the invoice date, a 0 Ft line.
 */
export interface FormWarning {
  /** The field it shows under. */
  field: string;
  /** What the values show amiss, or null when nothing. */
  message: (values: Values) => string | null;
}

const rowsOf = (value: unknown): Values[] => (Array.isArray(value) ? value.filter((row): row is Values => typeof row === 'object' && row !== null) : []);

/** A warning under a lines field naming its lines whose `column` is 0 ('0 Ft összegű rész: 2. sor.'); `what` says what such a line is. */
export function zeroLinesWarning(lines: string, column: string, what: string): FormWarning {
  return {
    field: lines,
    message: (values) => {
      const zero = rowsOf(values[lines]).flatMap((row, index) => (row[column] === 0 ? [`${index + 1}.`] : []));
      return zero.length ? `${what}: ${zero.join(', ')} sor.` : null;
    },
  };
}

/** What the warnings of one field say for the values as they are. */
export function warningMessages(warnings: readonly FormWarning[], field: string, values: Values): string[] {
  return warnings.filter((warning) => warning.field === field).flatMap((warning) => warning.message(values) ?? []);
}

/** The warnings of one field for the values as they are, each politely announced. */
export function FieldWarnings({ warnings, field, values }: { warnings: readonly FormWarning[]; field: string; values: Values }) {
  return <WarningList messages={warningMessages(warnings, field, values)} />;
}

/** Warnings already worked out (see warningMessages), each politely announced. */
export function WarningList({ messages }: { messages: readonly string[] }) {
  if (!messages.length) return null;
  return (
    <div className="record-form__warnings">
      {messages.map((message) => (
        <Alert key={message} tone="warning">
          {message}
        </Alert>
      ))}
    </div>
  );
}

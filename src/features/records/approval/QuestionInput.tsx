import { useSuspenseQuery } from '@tanstack/react-query';
import { SelectField } from '@/components/form/SelectField';
import { formatInputValue } from '@/components/form/inputs';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { DatePicker } from '@/components/ui/DatePicker';
import { FileField } from '@/components/ui/FileField';
import { NumberField } from '@/components/ui/NumberField';
import { TextField } from '@/components/ui/TextField';
import { getStaticDataQuery } from '@/generated/api/bootstrap';
import type { DecisionQuestion } from '@/generated/models';
import type { AnswerValue } from './approval-rules';

interface QuestionInputProps {
  question: DecisionQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  /** The answer was left: its message shows from now on. */
  onBlur?: () => void;
  errorMessage?: string;
}

/** A multi_column answer: one list per column; the rows are edited side by side. */
function MultiColumnInput({ question, value, onChange, onBlur, errorMessage }: QuestionInputProps) {
  const columns = question.choices ?? [];
  const lists = (Array.isArray(value) ? value : columns.map(() => [''])) as string[][];
  const rowCount = Math.max(1, ...lists.map((l) => l.length));
  const setCell = (column: number, row: number, text: string) =>
    onChange(columns.map((_, c) => Array.from({ length: rowCount }, (_, r) => (c === column && r === row ? text : (lists[c]?.[r] ?? '')))));
  return (
    <fieldset className="multi-column" onBlur={onBlur}>
      <legend className="field__label">{question.label}</legend>
      {errorMessage ? <p className="field__error">{errorMessage}</p> : null}
      {Array.from({ length: rowCount }, (_, row) => (
        <div key={row} className="multi-column__row">
          {columns.map((column, c) => (
            <TextField
              key={String(column.value)}
              label={`${column.label} (${row + 1}. sor)`}
              value={lists[c]?.[row] ?? ''}
              onChange={(text) => setCell(c, row, text)}
            />
          ))}
        </div>
      ))}
      <Button variant="quiet" onPress={() => onChange(columns.map((_, c) => [...Array.from({ length: rowCount }, (_, r) => lists[c]?.[r] ?? ''), '']))}>
        + Új sor
      </Button>
    </fieldset>
  );
}

/** Partners: chosen one by one from the static partner list (shown as name with note, or with tax id). */
function PartnersInput({ question, value, onChange, onBlur, errorMessage }: QuestionInputProps) {
  const { data } = useSuspenseQuery(getStaticDataQuery());
  const chosen = Array.isArray(value) ? (value as number[]) : [];
  const label = (p: { name: string; note: string | null; tax_id: string | null }) =>
    p.note ? `${p.name} (${p.note})` : p.tax_id ? `${p.name} (${p.tax_id})` : p.name;
  const options = data.partners.filter((p) => !chosen.includes(p.id)).map((p) => ({ id: String(p.id), label: label(p) }));
  return (
    <div className="partners-input">
      <SelectField
        label={question.label}
        options={options}
        value={null}
        onChange={(id) => (id ? onChange([...chosen, Number(id)]) : undefined)}
        onBlur={onBlur}
        isRequired={question.required}
        errorMessage={errorMessage}
      />
      <ul className="plain-list">
        {chosen.map((id) => {
          const partner = data.partners.find((p) => p.id === id);
          return (
            <li key={id}>
              {partner ? label(partner) : id}{' '}
              <Button variant="quiet" aria-label={`${partner?.name ?? id} eltávolítása`} onPress={() => onChange(chosen.filter((c) => c !== id))}>
                ✕
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One question of a decision option, by its type (section 3: eight types). */
export function QuestionInput(props: QuestionInputProps) {
  const { question, value, onChange, onBlur, errorMessage } = props;
  const common = { label: question.label, isRequired: question.required, errorMessage, onBlur };
  switch (question.type) {
    case 'text':
      return <TextField {...common} rows={3} value={formatInputValue(value)} onChange={onChange} />;
    case 'date':
      // The same picker as every date field; a typed day the calendar has not comes as typed, for the rules to refuse.
      return <DatePicker {...common} value={typeof value === 'string' && value ? value : null} onChange={onChange} />;
    case 'number':
      // The one number field: what is typed is kept, text that is no number is handed on as text for the rules to refuse.
      return (
        <NumberField
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : null}
          onChange={onChange}
          minValue={question.min_value ?? undefined}
        />
      );
    case 'bool':
      return (
        <Checkbox isSelected={value === true} onChange={onChange}>
          {question.label}
        </Checkbox>
      );
    case 'file':
      return (
        <FileField
          label={question.label}
          isRequired={question.required}
          errorMessage={errorMessage}
          file={value instanceof File ? value : null}
          onChange={(file) => {
            onChange(file);
            onBlur?.();
          }}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          options={(question.choices ?? []).map((c) => ({ id: String(c.value), label: c.label }))}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(next)}
        />
      );
    case 'multi_column':
      return <MultiColumnInput {...props} />;
    case 'partners':
      return <PartnersInput {...props} />;
  }
}

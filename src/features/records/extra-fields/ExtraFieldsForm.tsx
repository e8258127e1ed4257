import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LinkifiedText } from '@/components/ui/LinkifiedText';
import type { CurrentUser, ExtraFieldAnswer, ExtraFieldDefinition } from '@/generated/models';
import {
  addRepetition,
  childrenOf,
  currentValue,
  fieldError,
  isFieldShown,
  removeRepetition,
  repetitionCount,
  setAnswer,
  type ExtraFieldContext,
} from './extra-fields';
import { ExtraFieldInput } from './ExtraFieldInput';
import './ExtraFieldsForm.css';

export interface ExtraFieldsFormProps {
  definitions: readonly ExtraFieldDefinition[];
  answers: readonly ExtraFieldAnswer[];
  onChange: (answers: ExtraFieldAnswer[]) => void;
  /** For district_employee conditions and the institution-address default: only the institution is read (a signed-out form passes its visitor's). */
  user: Pick<CurrentUser, 'institution'>;
  /** The record's own fields, for conditions without a source_field. */
  record?: Readonly<Record<string, unknown>>;
  /** Lifts the minimum of date fields. */
  canEditAll?: boolean;
  /** Server errors keyed by codename. */
  errors?: Readonly<Record<string, string>>;
  isReadOnly?: boolean;
  /** Injectable for tests. */
  today?: Date;
}

/** Everything the field pieces need from the form, passed as one value. */
interface FormScope {
  definitions: readonly ExtraFieldDefinition[];
  answers: readonly ExtraFieldAnswer[];
  onChange: (answers: ExtraFieldAnswer[]) => void;
  ctx: ExtraFieldContext;
  user: Pick<CurrentUser, 'institution'>;
  errors: Readonly<Record<string, string>> | undefined;
  isReadOnly: boolean;
  validation: { today: Date; canEditAll: boolean };
  isTouched: (key: string) => boolean;
  /** `blurred` also shows the field's errors; an edit alone only keeps an inactive field on screen. */
  mark: (key: string, blurred: boolean) => void;
}

const slotKey = (field: number, sectionIndex: number | undefined) => `${field}:${sectionIndex ?? ''}`;

const addTo = (set: ReadonlySet<string>, key: string) => (set.has(key) ? set : new Set(set).add(key));

/**
 * The admin-defined custom fields of a record (spec sections 2, 3 and 5), controlled by the parent.
 * Seed the answers with `initialAnswers` and send `visibleAnswers` on save.
 */
export function ExtraFieldsForm({ definitions, answers, onChange, user, record, canEditAll = false, errors, isReadOnly = false, today }: ExtraFieldsFormProps) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());

  const scope: FormScope = {
    definitions,
    answers,
    onChange,
    user,
    errors,
    isReadOnly,
    ctx: { user, record, keepInactive: (field, sectionIndex) => edited.has(slotKey(field, sectionIndex)) },
    validation: { today: today ?? new Date(), canEditAll },
    isTouched: (key) => touched.has(key),
    mark: (key, blurred) => {
      setEdited((set) => addTo(set, key));
      if (blurred) setTouched((set) => addTo(set, key));
    },
  };

  return (
    <div className="extra-fields">
      {definitions
        .filter((d) => d.section == null)
        .map((d) => (d.type === 'section' ? <SectionGroup key={d.id} scope={scope} section={d} /> : <FieldSlot key={d.id} scope={scope} definition={d} />))}
    </div>
  );
}

function FieldSlot({ scope, definition, sectionIndex }: { scope: FormScope; definition: ExtraFieldDefinition; sectionIndex?: number }) {
  const { definitions, answers, ctx } = scope;
  if (!isFieldShown(definition, definitions, answers, ctx, sectionIndex)) return null;
  if (definition.type === 'label') {
    return (
      <p className="extra-fields__text">
        <LinkifiedText text={definition.label} />
      </p>
    );
  }
  const key = slotKey(definition.id, sectionIndex);
  const value = currentValue(definition, answers, scope.user, sectionIndex);
  const errorMessage = scope.errors?.[definition.codename] ?? (scope.isTouched(key) ? fieldError(definition, value, scope.validation) : null);
  // Ticking a box or picking an option is a finished answer; typed text is judged on leaving the field.
  const finishedOnChange = definition.type === 'boolean' || definition.type === 'multi_select';
  return (
    <ExtraFieldInput
      definition={definition}
      value={value}
      errorMessage={errorMessage}
      isReadOnly={scope.isReadOnly}
      onChange={(next) => {
        scope.mark(key, finishedOnChange);
        scope.onChange(setAnswer(answers, definition.id, sectionIndex, next));
      }}
      onBlur={() => scope.mark(key, true)}
    />
  );
}

function SectionGroup({ scope, section }: { scope: FormScope; section: ExtraFieldDefinition }) {
  const { definitions, answers, ctx, isReadOnly } = scope;
  if (!isFieldShown(section, definitions, answers, ctx)) return null;
  // Sections do not nest: section_index is a single level.
  const fields = childrenOf(definitions, section.id).filter((d) => d.type !== 'section');
  const count = repetitionCount(definitions, answers, section.id);
  const error = scope.errors?.[section.codename];
  return (
    <fieldset className="extra-fields__section">
      <legend className="extra-fields__legend">{section.label}</legend>
      {error ? <p className="field__error">{error}</p> : null}
      {Array.from({ length: count }, (_, index) => (
        <div key={index} role="group" aria-label={`${section.label} ${index + 1}.`} className="extra-fields__repetition">
          {isReadOnly ? null : (
            <Button
              variant="quiet"
              aria-label="Válasz törlése"
              className="extra-fields__remove"
              onPress={() => scope.onChange(removeRepetition(definitions, answers, section.id, index))}
            >
              X
            </Button>
          )}
          {fields.map((d) => (
            <FieldSlot key={d.id} scope={scope} definition={d} sectionIndex={index} />
          ))}
        </div>
      ))}
      {isReadOnly ? null : (
        <div>
          <Button variant="secondary" onPress={() => scope.onChange(addRepetition(definitions, answers, section.id, scope.user))}>
            Új válasz
          </Button>
        </div>
      )}
    </fieldset>
  );
}

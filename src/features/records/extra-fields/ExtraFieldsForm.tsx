import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LinkifiedText } from '@/components/ui/LinkifiedText';
import type { CurrentUser, ExtraFieldAnswer, ExtraFieldDefinition } from '@/generated/models';
import { addRepetition, childrenOf, currentValue, isFieldShown, removeRepetition, repetitionCount, setAnswer, type ExtraFieldContext } from './extra-fields';
import { ExtraFieldInput } from './ExtraFieldInput';
import './ExtraFieldsForm.css';

export interface ExtraFieldsFormProps {
  definitions: readonly ExtraFieldDefinition[];
  answers: readonly ExtraFieldAnswer[];
  /** The answers after an edit, and the codename of the field (or section) edited. */
  onChange: (answers: ExtraFieldAnswer[], codename: string) => void;
  /** For district_employee conditions and the institution-address default: only the institution is read (a signed-out form passes its visitor's). */
  user: Pick<CurrentUser, 'institution'>;
  /** The record's own fields, for conditions without a source_field. */
  record?: Readonly<Record<string, unknown>>;
  /** The messages shown now, keyed by codename: the form's model decides them (its rules once a field is left or a save was tried, a 400's at once). */
  errors?: Readonly<Record<string, string>>;
  /** A field was left (by its codename): its messages show from now on. */
  onBlur?: (codename: string) => void;
  isReadOnly?: boolean;
}

/** Everything the field pieces need from the form, passed as one value. */
interface FormScope {
  definitions: readonly ExtraFieldDefinition[];
  answers: readonly ExtraFieldAnswer[];
  onChange: (answers: ExtraFieldAnswer[], codename: string) => void;
  ctx: ExtraFieldContext;
  user: Pick<CurrentUser, 'institution'>;
  errors: Readonly<Record<string, string>> | undefined;
  isReadOnly: boolean;
  onBlur: (codename: string) => void;
  /** An edited field stays on screen although inactive and emptied. */
  markEdited: (key: string) => void;
}

const slotKey = (field: number, sectionIndex: number | undefined) => `${field}:${sectionIndex ?? ''}`;

const addTo = (set: ReadonlySet<string>, key: string) => (set.has(key) ? set : new Set(set).add(key));

/**
 * The admin-defined custom fields of a record (spec sections 2, 3 and 5), controlled by the parent,
 * whose form validates them (validateExtraFields among its rules) and gives each its message.
 * Seed the answers with `initialAnswers` and send `visibleAnswers` on save.
 */
export function ExtraFieldsForm({ definitions, answers, onChange, user, record, errors, onBlur, isReadOnly = false }: ExtraFieldsFormProps) {
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());

  const scope: FormScope = {
    definitions,
    answers,
    onChange,
    user,
    errors,
    isReadOnly,
    ctx: { user, record, keepInactive: (field, sectionIndex) => edited.has(slotKey(field, sectionIndex)) },
    onBlur: (codename) => onBlur?.(codename),
    markEdited: (key) => setEdited((set) => addTo(set, key)),
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
  return (
    <ExtraFieldInput
      definition={definition}
      value={value}
      errorMessage={scope.errors?.[definition.codename] ?? null}
      isReadOnly={scope.isReadOnly}
      onChange={(next) => {
        scope.markEdited(key);
        scope.onChange(setAnswer(answers, definition.id, sectionIndex, next), definition.codename);
      }}
      onBlur={() => scope.onBlur(definition.codename)}
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
              onPress={() => scope.onChange(removeRepetition(definitions, answers, section.id, index), section.codename)}
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
          <Button variant="secondary" onPress={() => scope.onChange(addRepetition(definitions, answers, section.id, scope.user), section.codename)}>
            Új válasz
          </Button>
        </div>
      )}
    </fieldset>
  );
}

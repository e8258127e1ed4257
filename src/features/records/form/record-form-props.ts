import type * as v from 'valibot';
import type { CurrentUser, ExtraFieldDefinition } from '@/generated/models';
import type { SchemaMeta } from '@/generated/meta/types';
import type { LinesDeclaration } from '../lines/lines';
import type { AnyFormCheck } from './checks';
import type { FieldConditions, FormGroup, SettingsRules } from './declaration';
import type { FormPrefill } from './prefill';
import type { FormWarning } from './warnings';

/** What a record's form is given: its schema and fields, and the parts a section declares (section.ts `form`). */
export interface RecordFormProps<Body> {
  meta: SchemaMeta;
  /** The call's generated body schema (`…InputSchema`): the form hands on its output, the generated type of the call's body. */
  schema: v.GenericSchema<unknown, Body>;
  fields: readonly string[];
  /** The starting values; one of no field shown is sent with the body as it is (the job an application is for). */
  initialValues: Record<string, unknown>;
  submitLabel: string;
  isPending: boolean;
  isReadOnly?: boolean;
  /** Sends the checked body; rejects with the ApiError when the save fails, whose messages then show per field. */
  onSubmit: (body: Body) => Promise<unknown>;
  /** Titled fieldsets; the fields in none of them come first. */
  groups?: readonly FormGroup[];
  /** Calls that check the input with the server and show what they found. */
  checks?: readonly AnyFormCheck[];
  /** Mismatches the server judges, shown beside their fields, never blocking the save. */
  warnings?: readonly FormWarning[];
  /** Array-of-object fields edited as lines; another array of objects gets plain lines of its item's fields. */
  lines?: Readonly<Record<string, LinesDeclaration>>;
  /** Fields shown only while the values say so (see `form.shownWhen` in section.ts). */
  shownWhen?: FieldConditions;
  /** The settings group whose `extra_fields` the form mounts ('commitments'); the answers are sent as `extra_field_answers`. */
  extraFields?: string;
  /** What the settings answer steers: fields it requires, hides or bounds (see `form.settingsRules` in section.ts). */
  settingsRules?: SettingsRules;
  /** Choosing a user fills the other fields from the record's kitolt/ answer (src/features/records/form/prefill.tsx). */
  prefill?: FormPrefill;
  /** The saved record's id, for checks that ask about it. */
  recordId?: number;
  /** Where 'Mégse' leads when there is no previous page to go back to. */
  cancelHref?: string;
  /** What 'Mégse' does instead of leaving the page: a form inside a card closes itself. */
  onCancel?: () => void;
  /** The first field takes the focus (and the screen scrolls to it) once it shows: a form the user just opened ('Szerkesztés'). */
  autoFocus?: boolean;
}

/** The form's field of the extra fields' answers. */
export const EXTRA = 'extra_field_answers';

/** A field edited as lines: an array of objects (the extra fields' answers are not). */
export const isObjectArray = (props: { meta: SchemaMeta }, name: string) => Boolean(props.meta.fields[name]?.items) && name !== EXTRA;

/** Lines of an array of objects no section declared: its item's own simple fields, one column each. */
export function plainLines(itemMeta: SchemaMeta): LinesDeclaration {
  const columns = Object.entries(itemMeta.fields)
    .filter(([name, field]) => name !== 'id' && !field.readOnly && (field.kind !== 'array' || field.lookup) && field.kind !== 'object')
    .map(([name]) => name);
  return { itemMeta, columns };
}

/** The extra fields a form mounts, and the signed-in user their rules read. */
export interface ExtraMount {
  definitions: readonly ExtraFieldDefinition[];
  user: CurrentUser;
}

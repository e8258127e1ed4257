import { sectionAddresses, type RecordSectionId } from '@/config/site-map';
import { nowText } from '@/lib/date-time';
import type { ColumnDef } from '@tanstack/react-table';
import type { ComponentType } from 'react';
import type * as v from 'valibot';
import type {
  Attachment,
  Comment,
  CurrentStep,
  CurrentUser,
  Decision,
  DecisionOutcome,
  DocumentPreviewType,
  FilterOptions,
  GeneratedDocument,
  NewAttachment,
  NewComment,
  RecordState,
  Subscription,
  WaitingFor,
} from '@/generated/models';
import type { FieldMeta, SchemaMeta } from '@/generated/meta/types';
import type { ListParamsMeta } from '@/generated/list-params/types';
import type { RecordActionDeclaration } from '@/generated/records/types';
import type { CalendarDeclaration } from './calendar/calendar';
import type { RecordActionOverride } from './actions/gating';
import type { LinesDeclaration } from './lines/lines';
import type { AnyFormCheck, FieldConditions, FormGroup, FormPrefill, FormWarning, SettingsRules } from './form/declaration';
import type { DocumentTypeQuery, FileFetcher, MutationFactory, QueryOpts, RecordPath } from './types';

export type { QueryOpts };

/** What every list query may carry (section 7): search, paging and the section's filters. */
export interface ListQuery {
  q?: string;
  page?: number;
  limit?: 25 | 50 | 75;
  waiting_for_me?: boolean;
  /** A field name, '-' in front for descending; only where the list declares order_by. */
  order_by?: string;
  [filter: string]: string | number | boolean | undefined;
}

export interface RecordRow {
  id: number;
  state?: RecordState;
  current_step?: CurrentStep | null;
  waiting_for?: WaitingFor | null;
  /** Where the list rows carry them (section 3): a bulk decision asks its confirmation from them. */
  decisions?: Decision[];
}

/** The parts of a record's details the shared panels read; each is optional per record. */
export interface RecordDetail extends RecordRow {
  comments?: Comment[];
  attachments?: Attachment[];
  generate_previews?: DocumentPreviewType[];
  generated_documents?: GeneratedDocument[];
  subscribed?: boolean;
}

/**
 * A record's calls by role, as codegen emits them in src/generated/records.ts. Method syntax keeps
 * the parameters bivariant, so each record's own, narrower filter types fit.
 */
export interface RecordApi<Row extends RecordRow, Detail extends RecordDetail, Input> {
  list(vars: { query?: ListQuery }): QueryOpts<{ data: Row[]; total: number }>;
  get(vars: RecordPath): QueryOpts<Detail>;
  filterOptions?(vars?: Record<string, never>): QueryOpts<FilterOptions>;
  export?(vars: { query?: ListQuery }): ReturnType<FileFetcher<unknown>>;
  create?: MutationFactory<Detail, { body: Input }>;
  update?: MutationFactory<Detail, RecordPath & { body: Input }>;
  decide?: MutationFactory<DecisionOutcome, RecordPath & { body: { decision_option: number; answers?: string; [file: string]: unknown } }>;
  addComment?: MutationFactory<Comment, RecordPath & { body: NewComment }>;
  deleteComment?: MutationFactory<Comment, RecordPath & { body: { comment_id: number } }>;
  addAttachment?: MutationFactory<Attachment, RecordPath & { body: NewAttachment }>;
  deleteAttachment?: MutationFactory<Attachment, RecordPath & { body: { attachment_id: number } }>;
  generateDocument?: MutationFactory<GeneratedDocument, RecordPath & DocumentTypeQuery>;
  generatePreview?: FileFetcher<RecordPath & DocumentTypeQuery>;
  subscribe?: MutationFactory<Subscription, RecordPath>;
  /** The record's extra calls (x-record-action): storno, cancel, clone, delete, close… */
  actions?: readonly RecordActionDeclaration[];
}

/** A list of the section's records from another call than its list call (section 7's `my_news/`). */
export interface ListView<Row> {
  /** Its value of `view` in the URL. */
  id: string;
  label: string;
  /** The view's call. It takes no search, filters or paging, so the screen offers none while it is shown. */
  list: () => QueryOpts<{ data: Row[]; total: number }>;
}

/** A list column: a field of the row (rendered from its schema meta) or a hand-made column. */
export type ColumnSpec<Row> = (keyof Row & string) | ColumnDef<Row>;

/** A section's screens: its list, its new screen (where it has one) and its records' details. */
export interface SectionRoutes {
  list: string;
  create?: string;
  details: (id: number) => string;
}

/** What a section's declaration says besides its site-map id. */
interface SectionParts<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>> {
  /** Hungarian title of the list screen. */
  title: string;
  /** Hungarian name of one record, for the new screen ('Új …') and the details title. */
  recordName: string;
  api: RecordApi<Row, Detail, Input>;
  list: {
    meta: SchemaMeta;
    columns: readonly ColumnSpec<Row>[];
    /**
     * The list call's query parameters as codegen describes them (`src/generated/list-params/`):
     * each filter's label and kind (range, date, yes/no, select, chooser) and whether `order_by` exists.
     */
    params?: ListParamsMeta;
    /**
     * Query parameter names offered as filters, in order; the rest comes from `params` (one end of
     * a range brings the other). Select options come from `szurok/` or the parameter's enum.
     */
    filters?: readonly string[];
    /** Whether the 'Rám vár' (waiting for me) filter is offered (also when `filters` names waiting_for_me). */
    waitingForMe?: boolean;
    /** Query parameters every list call (and the export) sends, e.g. the request forms' `module`; not offered as filters. */
    fixed?: Readonly<Record<string, string | number | boolean>>;
    /** The settings group whose active extra fields filter the list as `extra_<codename>` (section 7, error reports). */
    extraFieldFilters?: string;
    /** A filter's value while the URL has none (utilities: status active); the filter shows it and another choice replaces it. */
    defaults?: Readonly<Record<string, string>>;
    /**
     * Other lists of the same records, offered above the list beside the section's own (news: 'Saját hírek' from
     * my_news/). The chosen one is `view` in the URL; `main` names the section's own list among them.
     */
    views?: { main: string; others: readonly ListView<Row>[] };
  };
  form?: {
    meta: SchemaMeta;
    /** The generated body schema of the create and update calls: its output is their body type. */
    schema: v.GenericSchema<unknown, Input>;
    fields: readonly string[];
    /**
     * Only where a record's form starts differently from its saved values and the schema defaults
     * (the request forms' module). What a form starts with is not yet a valid input (a required field may be empty).
     */
    initialValues?: (detail?: Detail) => Record<string, unknown>;
    /** Array-of-object fields edited as lines (src/features/records/lines), by field name. */
    lines?: Readonly<Record<string, LinesDeclaration>>;
    /** Titled fieldsets of the form's fields (one column on a phone); the fields in none come first. */
    groups?: readonly FormGroup[];
    /**
     * Fields shown only while the form's values say so (the inbox's sender fields by `sender_type`): a hidden
     * field is not checked and is sent empty (null), and what was typed in it stays for when it shows again.
     */
    shownWhen?: FieldConditions;
    /** Calls that check the input with the server once their inputs are set (src/features/records/form/checks.tsx). */
    checks?: readonly AnyFormCheck[];
    /** Mismatches the server judges, shown beside their fields before saving, never blocking (src/features/records/form/warnings.tsx). */
    warnings?: readonly FormWarning[];
    /** The settings group whose `extra_fields` the form mounts ('commitments'); their answers go as `extra_field_answers`. */
    extraFields?: string;
    /**
     * What the settings answer (section 9) steers in the form, read from the answer each time: fields it makes
     * mandatory, leaves to the server, or bounds by date (`(settings, today) => ({ required, hidden, earliest })`).
     */
    settingsRules?: SettingsRules;
    /**
     * The new form filled from a chosen user's data (`kitolt/?user_id=`): `{ when: 'user', from: (id) => getXPrefillQuery({ query: { user_id: id } }) }`.
     * Only empty fields (or those the previous choice filled) take the answer (src/features/records/form/prefill.tsx).
     */
    prefill?: FormPrefill;
  };
  details: {
    title: (detail: Detail) => string;
    /** Fields of the details shown read-only above the panels. */
    summary: readonly (keyof Detail & string)[];
    /** Titled fieldsets of further read-only fields, under the summary. */
    groups?: readonly { title: string; fields: readonly (keyof Detail & string)[] }[];
    /** Fields that name other records (an id, an `{id, name}` or a list of them), each linked to that record's details. */
    links?: Partial<Record<keyof Detail & string, (id: number) => string>>;
    meta: SchemaMeta;
    panels: {
      approval?: boolean;
      comments?: { allowAttachment: boolean };
      attachments?: boolean;
      documents?: boolean;
      subscribe?: boolean;
    };
    /** Self-contained blocks under the summary (sub-record editors and the like), each given the record. */
    blocks?: readonly DetailsBlock<Detail>[];
    /**
     * The settings group (GET /api/beallitasok/) of the record's module whose `can_upload_after_closed` lets a
     * closed record still take attachments; by default the group of the form's extra fields (`form.extraFields`).
     */
    settings?: string;
    /** Changes to the record's actions by id: hide one, relabel it, or say where a created record of another entity opens. Every action the API has is offered otherwise. */
    actions?: Readonly<Record<string, RecordActionOverride>>;
  };
  /**
   * The section's month calendar (naptar/), made with defineCalendar (src/features/records/calendar):
   * its route, its call, how an item reads as an entry ({ id, title, note, start, end }) and its filters.
   */
  calendar?: CalendarDeclaration;
}

/**
 * A section as the generic screens read it: its parts and its screens' addresses. Declared with
 * `defineSection`, which takes the addresses from the section's site-map entry.
 */
export interface SectionDefinition<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>> extends SectionParts<
  Row,
  Detail,
  Input
> {
  /** The site-map id (src/config/site-map.ts) or another stable id. */
  id: string;
  routes: SectionRoutes;
}

/**
 * A section's declaration: its site-map id names its entry, which holds the URL base, the menu
 * label and the permission (section 6) once for the menu, the routes and the screens.
 */
export interface SectionDeclaration<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>> extends SectionParts<
  Row,
  Detail,
  Input
> {
  id: RecordSectionId;
}

/**
 * What the generic details screen reads of a section. A record with no list call of its own (a job
 * application, listed on its position's details) is declared with this alone (`defineDetailsSection`).
 */
export type DetailsSection<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>> = Pick<
  SectionDefinition<Row, Detail, Input>,
  'id' | 'title' | 'recordName' | 'routes' | 'details' | 'form'
> &
  Partial<Pick<SectionDefinition<Row, Detail, Input>, 'list'>> & {
    api: Omit<RecordApi<Row, Detail, Input>, 'list'> & Partial<Pick<RecordApi<Row, Detail, Input>, 'list'>>;
  };

export function defineDetailsSection<Detail extends RecordDetail, Input extends Record<string, unknown> = Record<string, never>>(
  section: DetailsSection<RecordRow, Detail, Input>,
): DetailsSection<RecordRow, Detail, Input> {
  return section;
}

/**
 * A block under the summary: takes the record and the signed-in user, and keeps its own calls. One that shows a field of the
 * record (a table of its lines) names it in `shows`, and the read view leaves that field to it. `isEditing`: the record's
 * edit form is open, whose save would undo a change the block made meanwhile.
 */
export type DetailsBlock<Detail> = ComponentType<{ record: Detail; user: CurrentUser; isEditing?: boolean }> & { readonly shows?: string };

/** The view the URL names among the section's views; none for the section's own list. */
export function chosenView<Row>(views: { others: readonly ListView<Row>[] } | undefined, view: unknown): ListView<Row> | undefined {
  return typeof view === 'string' ? views?.others.find((candidate) => candidate.id === view) : undefined;
}

/** A section from its declaration, with the screens of its site-map entry; a new screen only where it can create (a form and a create call). */
export function defineSection<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>(
  declaration: SectionDeclaration<Row, Detail, Input>,
): SectionDefinition<Row, Detail, Input> {
  const { list, create, details } = sectionAddresses(declaration.id);
  return { ...declaration, routes: declaration.form && declaration.api.create ? { list, create, details } : { list, details } };
}

/** A section's form declaration. */
export type SectionForm<Detail extends RecordDetail, Input extends Record<string, unknown>> = NonNullable<SectionParts<RecordRow, Detail, Input>['form']>;

/**
 * The RecordForm props a section's form declaration gives, the same for the new screen and the edit
 * form: its fields and rules, and what it starts with (from `detail` where a saved record is edited).
 */
export function sectionFormProps<Detail extends RecordDetail, Input extends Record<string, unknown>>(form: SectionForm<Detail, Input>, detail?: Detail) {
  return {
    meta: form.meta,
    schema: form.schema,
    fields: form.fields,
    initialValues: form.initialValues?.(detail) ?? formValues(form, detail),
    lines: form.lines,
    groups: form.groups,
    shownWhen: form.shownWhen,
    checks: form.checks,
    warnings: form.warnings,
    extraFields: form.extraFields,
    settingsRules: form.settingsRules,
  };
}

/**
 * What a form starts with: the record's saved value of each field, else the schema's default (the
 * current time for `x-default: now`, on a new record only, and only where the range it ends has a
 * start: 'Befejezés' at the current time under an empty 'Kezdés' is a range that ends before it begins),
 * else empty (required plain text '', a checkbox false, anything else null: an empty optional date or
 * e-mail is null, not '', which its format would reject).
 */
export function formValues(form: { meta: SchemaMeta; fields: readonly string[] }, detail?: object): Record<string, unknown> {
  const saved = (detail ?? {}) as Record<string, unknown>;
  const emptyOf = (meta: FieldMeta | undefined) =>
    meta?.kind === 'boolean' ? false : meta?.kind === 'string' && !meta.enumLabels && !meta.format && !meta.nullable ? '' : null;
  const plain = (name: string) => saved[name] ?? form.meta.fields[name]?.default ?? null;
  return Object.fromEntries(
    form.fields.map((name) => {
      const meta = form.meta.fields[name];
      const startGiven = meta?.after === undefined || (plain(meta.after) !== null && plain(meta.after) !== '');
      const fallback = meta?.defaultNow && !detail && startGiven ? nowText(meta.format) : meta?.default;
      return [name, saved[name] ?? fallback ?? emptyOf(meta)];
    }),
  );
}

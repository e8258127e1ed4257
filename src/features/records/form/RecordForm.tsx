import { useForm, useStore } from '@tanstack/react-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker, useCanGoBack, useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import * as v from 'valibot';
import { clearChanged, fieldOf, GENERAL_KEYS, schemaErrors } from '@/components/form/form-errors';
import { FormErrors } from '@/components/form/FormErrors';
import { Button } from '@/components/ui/Button';
import { Fieldset } from '@/components/ui/Fieldset';
import { ConfirmDialog } from '@/components/ui/Modal';
import { getCurrentUserQuery, getSettingsQuery, getStaticDataQuery } from '@/generated/api/bootstrap';
import type { CurrentUser, ExtraFieldAnswer, ExtraFieldDefinition } from '@/generated/models';
import type { FieldMeta, SchemaMeta } from '@/generated/meta/types';
import { todayIso } from '@/generated/validators/helpers';
import { errorsFromFailure, SAVE_FAILED } from '@/lib/server-messages';
import { LOGIN_PATH } from '@/lib/session';
import { initialAnswers, validateExtraFields, visibleAnswers } from '../extra-fields/extra-fields';
import { ExtraFieldsForm } from '../extra-fields/ExtraFieldsForm';
import { errorsUnder, readsContext, validateLines, type LineContext, type LinesDeclaration } from '../lines/lines';
import { LinesField } from '../lines/LinesField';
import { FormChecks, type AnyFormCheck } from './checks';
import { hiddenFields, settingsRuleErrors, type FieldConditions, type FormGroup, type SettingsFieldRules, type SettingsRules } from './declaration';
import { toBody } from './form-values';
import { drafts } from './drafts';
import { fitsParent, lookupParams } from './lookups';
import { PrefillChooser, PrefillStatus, usePrefill, type FormPrefill } from './prefill';
import { rangeStarts } from './ranges';
import { Later, ProgressiveParts, WhenComplete } from './progressive';
import { SchemaField } from './SchemaField';
import { FieldWarnings, type FormWarning } from './warnings';
import './RecordForm.css';

type Values = Record<string, unknown>;

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

const EXTRA = 'extra_field_answers';

const isObjectArray = (props: { meta: SchemaMeta }, name: string) => Boolean(props.meta.fields[name]?.items) && name !== EXTRA;

/** Lines of an array of objects no section declared: its item's own simple fields, one column each. */
function plainLines(itemMeta: SchemaMeta): LinesDeclaration {
  const columns = Object.entries(itemMeta.fields)
    .filter(([name, field]) => name !== 'id' && !field.readOnly && (field.kind !== 'array' || field.lookup) && field.kind !== 'object')
    .map(([name]) => name);
  return { itemMeta, columns };
}

interface ExtraMount {
  definitions: readonly ExtraFieldDefinition[];
  user: CurrentUser;
}

/**
 * A record's new or edit form, generated from its input schema: labels, inputs and validation come
 * from the spec. It waits for what its lines and extra fields read (settings, static data, the
 * signed-in user; all loaded at start-up), so the form starts with its final values.
 */
export function RecordForm<Body>(props: RecordFormProps<Body>) {
  // Declared lines may read the settings and the static data (their gates and derived values); plain lines read neither.
  const needsLines = props.fields.some((name) => isObjectArray(props, name) && props.lines?.[name] !== undefined && readsContext(props.lines[name]));
  const needsExtra = Boolean(props.extraFields);
  const needsSettings = needsLines || needsExtra || Boolean(props.settingsRules);
  const settings = useQuery({ ...getSettingsQuery(), enabled: needsSettings });
  const staticData = useQuery({ ...getStaticDataQuery(), enabled: needsLines });
  const user = useQuery({ ...getCurrentUserQuery(), enabled: needsExtra });
  if (needsSettings && !settings.data) return <p className="record-form__loading">Az űrlap betöltése…</p>;
  if ((needsLines && !staticData.data) || (needsExtra && !user.data)) return <p className="record-form__loading">Az űrlap betöltése…</p>;
  const lineContext = settings.data && staticData.data ? { settings: settings.data, staticData: staticData.data } : null;
  const definitions = props.extraFields ? (settings.data?.[props.extraFields]?.extra_fields ?? []) : [];
  const extra = user.data && definitions.length ? { definitions, user: user.data } : null;
  const steered = props.settingsRules && settings.data ? props.settingsRules(settings.data, todayIso()) : {};
  return <RecordFormBody {...props} lineContext={lineContext} extra={extra} steered={steered} />;
}

function RecordFormBody<Body>(props: RecordFormProps<Body> & { lineContext: LineContext | null; extra: ExtraMount | null; steered: SettingsFieldRules }) {
  const {
    meta,
    schema,
    fields,
    initialValues,
    submitLabel,
    isPending,
    isReadOnly,
    onSubmit,
    groups = [],
    checks = [],
    warnings = [],
    lines = {},
    shownWhen,
    prefill,
    recordId,
    cancelHref,
    onCancel,
    autoFocus,
    lineContext,
    extra,
    steered,
  } = props;
  const queryClient = useQueryClient();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const href = useLocation({ select: (location) => location.href });
  const draftKey = `${href}|${fields.join(',')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [restored] = useState(() => drafts.get(draftKey));
  useEffect(() => {
    drafts.delete(draftKey);
  }, [draftKey]);

  const [startValues] = useState<Values>(() => {
    if (restored) return restored;
    if (!extra) return initialValues;
    const saved = Array.isArray(initialValues[EXTRA]) ? (initialValues[EXTRA] as ExtraFieldAnswer[]) : [];
    return { ...initialValues, [EXTRA]: initialAnswers(extra.definitions, saved, extra.user) };
  });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // The declarations of the lines shown: the context was loaded for those that read it.
  const shownLines = Object.fromEntries(Object.entries(lines).filter(([name]) => fields.includes(name)));

  const extraContext = (values: Values) => (extra ? { user: extra.user, record: values, canEditAll: extra.user.can_edit_all ?? false } : null);
  // Fields the settings leave to the server are never offered; those of `shownWhen` hide by the values.
  const hiddenOf = (values: Values) => [...hiddenFields(shownWhen, values), ...(steered.hidden ?? [])];
  const answersOf = (values: Values): ExtraFieldAnswer[] => (Array.isArray(values[EXTRA]) ? (values[EXTRA] as ExtraFieldAnswer[]) : []);

  /** Every client-side message by flat key: the schema's, the lines', the extra fields' (under extra_field_answers.<codename>). */
  const validate = (values: Values): Record<string, string> => {
    const errors = schemaErrors(schema, toBody(meta, values));
    // A hidden field is not sent, so it is not checked either.
    for (const name of hiddenOf(values)) for (const key of Object.keys(errors)) if (fieldOf(key) === name) delete errors[key];
    for (const [name, message] of Object.entries(settingsRuleErrors(steered, values, startValues))) errors[name] ??= message;
    if (Object.keys(shownLines).length) Object.assign(errors, validateLines(shownLines, values, lineContext));
    const ctx = extraContext(values);
    if (extra && ctx) {
      for (const [codename, message] of Object.entries(validateExtraFields(extra.definitions, answersOf(values), ctx))) errors[`${EXTRA}.${codename}`] = message;
    }
    return errors;
  };

  // The fields show a few at a time: the first one to come with something to focus takes the focus, once.
  const focusPending = useRef(Boolean(autoFocus));
  const focusWhenFirst = (slot: HTMLElement | null) => {
    if (!slot || !focusPending.current) return;
    const target = slot.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, [role="spinbutton"], button');
    if (!target) return;
    focusPending.current = false;
    target.focus();
  };

  /** Moves the focus to the first field in error, in the order the fields are shown. */
  const focusFirstError = (errors: Readonly<Record<string, string>>) => {
    const names = new Set(Object.keys(errors).map(fieldOf));
    const order = [...fields.filter((f) => f !== EXTRA && !groups.some((g) => g.fields.includes(f))), ...groups.flatMap((g) => g.fields), EXTRA];
    const first = order.find((name) => names.has(name));
    // After the messages render, so the input is marked invalid.
    setTimeout(() => {
      const slot = first ? formRef.current?.querySelector(`[data-field="${first}"]`) : null;
      const target = slot?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? slot?.querySelector<HTMLElement>('input, textarea, button');
      target?.focus();
    }, 0);
  };

  const form = useForm({
    defaultValues: startValues,
    onSubmit: async ({ value, formApi }) => {
      const errors = validate(value);
      if (Object.keys(errors).length) {
        focusFirstError(errors);
        return;
      }
      const body = toBody(meta, value);
      // A hidden field goes empty (its typed value stays in the form for when it shows again).
      for (const name of hiddenFields(shownWhen, value)) body[name] = meta.fields[name]?.nullable ? null : undefined;
      for (const name of steered.hidden ?? []) delete body[name];
      const ctx = extraContext(value);
      if (extra && ctx) body[EXTRA] = visibleAnswers(extra.definitions, answersOf(value), ctx);
      // The schema's output is the body the call takes (its defaults filled in); only a hidden field the spec requires fails here.
      const checked = v.safeParse(schema, body);
      if (!checked.success) {
        const failed = schemaErrors(schema, body);
        setServerErrors(failed);
        focusFirstError(failed);
        return;
      }
      if (isPending) return;
      try {
        await onSubmit(checked.output);
        setServerErrors({});
        // The saved values are the new starting point: leaving no longer asks.
        formApi.reset(value, { keepDefaultValues: false });
      } catch (error) {
        const next = errorsFromFailure(error, SAVE_FAILED);
        setServerErrors(next);
        focusFirstError(next);
      }
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const submissions = useStore(form.store, (state) => state.submissionAttempts);
  const submitted = submissions > 0;
  const isDirty = useStore(form.store, (state) => state.isDirty) || Boolean(restored);
  // The touched fields as one text: a field's registration (each mount adds its meta) does not render the form again.
  const touchedList = useStore(form.store, (state) =>
    Object.entries(state.fieldMeta)
      .filter(([, meta]) => meta?.isTouched)
      .map(([name]) => name)
      .join('\n'),
  );
  const touched = new Set(touchedList.split('\n'));
  const clientErrors = useMemo(() => validate(values), [values]); // eslint-disable-line react-hooks/exhaustive-deps -- the rules are fixed for the form's life

  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => {
      const state = form.state;
      if (next.pathname === LOGIN_PATH) {
        // The session expired: keep what was typed for when the user signs in again and returns here.
        if (state.isDirty || restored) drafts.set(draftKey, state.values);
        return false;
      }
      return !isReadOnly && (state.isDirty || Boolean(restored)) && !state.isSubmitting;
    },
    enableBeforeUnload: () => !isReadOnly && isDirty,
    withResolver: true,
  });

  const shown = (key: string): string | undefined => {
    const name = fieldOf(key);
    return serverErrors[key] ?? (submitted || touched.has(name) ? clientErrors[key] : undefined);
  };
  const errorsOf = (name: string) => {
    const keys = new Set([...Object.keys(serverErrors), ...Object.keys(clientErrors)].filter((k) => fieldOf(k) === name));
    return errorsUnder(Object.fromEntries([...keys].map((k) => [k, shown(k)])), name);
  };
  // Messages of fields the form does not show (or of none) go above the fields: a save never fails unexplained.
  const hidden = hiddenOf(values);
  const shownFields = new Set([...fields.filter((name) => !hidden.includes(name)), EXTRA]);
  const isGeneral = (key: string) => (GENERAL_KEYS as readonly string[]).includes(key) || !shownFields.has(fieldOf(key));
  const withLabel = ([key, message]: [string, string]) => {
    const label = GENERAL_KEYS.some((k) => k === key) ? undefined : meta.fields[fieldOf(key)]?.label;
    return label ? `${label}: ${message}` : message;
  };
  const generalErrors = [...Object.entries(serverErrors), ...(submitted ? Object.entries(clientErrors).filter(([key]) => !(key in serverErrors)) : [])]
    .filter(([key]) => isGeneral(key))
    .map(withLabel);

  const setValue = (name: string, next: unknown) => {
    const before = form.getFieldValue(name);
    form.setFieldValue(name, next);
    setServerErrors((prev) => clearChanged(prev, name, before, next));
  };
  const filler = usePrefill(prefill, { meta, fields, startValues, values: () => form.state.values, apply: setValue });
  // The prefill's own chooser stands in for a user field the input lacks; its choice is not sent.
  const ownChooser = prefill && !fields.includes(prefill.when) ? prefill : null;

  const change = (name: string, next: unknown) => {
    setValue(name, next);
    if (prefill?.when === name) filler.choose(next);
    // A dependent chooser whose choice no longer fits the new parent is emptied.
    for (const [child, childMeta] of Object.entries(meta.fields)) {
      const lookup = childMeta.lookup;
      if (lookup?.dependsOn !== name || !fields.includes(child)) continue;
      if (!fitsParent(queryClient, lookup, form.getFieldValue(child), next)) form.setFieldValue(child, childMeta.kind === 'array' ? [] : null);
    }
  };

  const grouped = new Set(groups.flatMap((g) => g.fields));
  const loose = fields.filter((name) => !grouped.has(name) && name !== EXTRA);
  const shownGroups = groups.map((group) => ({ title: group.title, fields: group.fields.filter((name) => fields.includes(name)) }));
  // The fields in the order they show, rendered a few at a time after the form's frame (see progressive.tsx).
  const order = [...loose, ...shownGroups.flatMap((group) => group.fields)];

  const startsOfRanges = new Set([...rangeStarts(meta, loose), ...shownGroups.flatMap((group) => [...rangeStarts(meta, group.fields)])]);

  const renderField = (name: string): ReactNode => (
    <Later key={name} index={order.indexOf(name)}>
      {renderFieldNow(name)}
    </Later>
  );
  const renderFieldNow = (name: string): ReactNode => {
    const declared = meta.fields[name];
    if (!declared || hidden.includes(name)) return null;
    // A field the settings make mandatory is marked so, as a required one of the spec is.
    const fieldMetaOf: FieldMeta = steered.required?.includes(name) ? { ...declared, required: true, nullable: undefined } : declared;
    const wide = isObjectArray(props, name) || fieldMetaOf.kind === 'object';
    return (
      <form.Field key={name} name={name}>
        {(field) => (
          <div
            ref={focusWhenFirst}
            className={`record-form__field${wide ? ' record-form__field--wide' : ''}${startsOfRanges.has(name) ? ' record-form__field--range-start' : ''}`}
            data-field={name}
          >
            {isObjectArray(props, name) ? (
              <LinesField
                label={fieldMetaOf.label}
                declaration={lines[name] ?? plainLines(fieldMetaOf.items!)}
                value={field.state.value}
                onChange={(rows) => change(name, rows)}
                onBlur={field.handleBlur}
                errors={errorsOf(name)}
                isDisabled={isReadOnly}
                record={values}
                submissions={submissions}
              />
            ) : (
              <SchemaField
                name={name}
                meta={fieldMetaOf}
                value={field.state.value}
                onChange={(next) => change(name, next)}
                onBlur={field.handleBlur}
                errorMessage={shown(name)}
                errors={fieldMetaOf.kind === 'object' ? errorsOf(name) : undefined}
                dependsOnValue={fieldMetaOf.lookup?.dependsOn ? values[fieldMetaOf.lookup.dependsOn] : undefined}
                lookupParams={fieldMetaOf.lookup ? lookupParams(fieldMetaOf.lookup, meta, values, startValues, recordId) : undefined}
                isDisabled={isReadOnly}
              />
            )}
            <FieldWarnings warnings={warnings} field={name} values={values} />
          </div>
        )}
      </form.Field>
    );
  };

  const cancel = () => {
    if (onCancel) onCancel();
    else if (canGoBack) router.history.back();
    else if (cancelHref) void router.navigate({ href: cancelHref });
  };

  return (
    <Form
      ref={formRef}
      className="form record-form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {restored ? <p className="record-form__restored">A bejelentkezés előtt beírt adatokat visszaállítottuk; még nincsenek elmentve.</p> : null}
      <FormErrors messages={generalErrors} />
      <FormChecks checks={checks} values={values} recordId={recordId} placement="above" />
      {ownChooser && !isReadOnly ? <PrefillChooser prefill={ownChooser} value={filler.chosen} onChange={filler.choose} /> : null}
      {prefill ? <PrefillStatus status={filler.status} /> : null}
      <ProgressiveParts total={order.length + 1}>
        {loose.length ? <div className="record-form__grid">{loose.map(renderField)}</div> : null}
        {/* The fieldsets are the form's frame: their titles show at once, their fields as they come. */}
        {shownGroups.map((group) => (
          <Fieldset key={group.title} label={group.title}>
            {group.fields.map(renderField)}
          </Fieldset>
        ))}
        <Later index={order.length}>
          {extra ? (
            <div data-field={EXTRA}>
              <ExtraFieldsForm
                definitions={extra.definitions}
                answers={answersOf(values)}
                onChange={(answers) => change(EXTRA, answers)}
                user={extra.user}
                // Section 5: the date minimum (today plus min_date_delta) binds only who may not edit all.
                canEditAll={extra.user.can_edit_all ?? false}
                record={values}
                errors={errorsOf(EXTRA)}
                isReadOnly={isReadOnly}
              />
            </div>
          ) : null}
        </Later>
        <FormChecks checks={checks} values={values} recordId={recordId} placement="below" />
        {/* With the last fields: a save then checks and focuses fields that are all there. */}
        <WhenComplete>
          {isReadOnly ? null : (
            <div className="record-form__actions">
              <Button type="submit" isPending={isPending}>
                {submitLabel}
              </Button>
              {onCancel || canGoBack || cancelHref ? (
                <Button variant="secondary" onPress={cancel}>
                  Mégse
                </Button>
              ) : null}
            </div>
          )}
        </WhenComplete>
      </ProgressiveParts>
      <ConfirmDialog
        isOpen={blocker.status === 'blocked'}
        title="Nem mentett módosítások"
        message="Az űrlapon mentetlen módosítások vannak. Ha elhagyja az oldalt, elvesznek. Biztosan elhagyja?"
        confirmLabel="Elhagyom az oldalt"
        cancelLabel="Maradok"
        tone="danger"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Form>
  );
}

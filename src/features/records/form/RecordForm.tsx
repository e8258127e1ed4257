import { useForm, useStore } from '@tanstack/react-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { editField, messagesKey, readMessages, showServerErrors, submitForm, validationOptions } from '@/components/form/form-validation';
import { FormErrors } from '@/components/form/FormErrors';
import { Button } from '@/components/ui/Button';
import { Fieldset } from '@/components/ui/Fieldset';
import { getCurrentUserQuery, getSettingsQuery, getStaticDataQuery } from '@/generated/api/bootstrap';
import { todayIso } from '@/generated/validators/helpers';
import { useStableHandler } from '@/lib/use-stable-handler';
import { errorsFromFailure, SAVE_FAILED } from '@/lib/server-messages';
import { readsContext, type LineContext } from '../lines/lines';
import type { SettingsFieldRules } from './declaration';
import { drafts } from './drafts';
import { errorView, focusFirstError } from './error-view';
import { useCancel } from './cancel';
import { formBody, formErrors, hiddenOf, startValuesOf, type FormRules } from './form-rules';
import { LeaveDialog, useLeaveGuard } from './leave-guard';
import type { AnyFormCheck } from './checks';
import { LiveChecks, LiveExtraFields } from './live-parts';
import { fitsParent } from './lookups';
import { PrefillChooser, PrefillStatus, usePrefill } from './prefill';
import { rangeStarts } from './ranges';
import { useFocusFirstField } from './first-focus';
import { Later, ProgressiveParts, WhenComplete } from './progressive';
import { RecordField, useFieldHandlers } from './RecordField';
import { EXTRA, isObjectArray, type ExtraMount, type RecordFormProps } from './record-form-props';
import type { FormWarning } from './warnings';
import './RecordForm.css';

export type { RecordFormProps } from './record-form-props';

type Values = Record<string, unknown>;

const NO_WARNINGS: readonly FormWarning[] = [];
const NO_CHECKS: readonly AnyFormCheck[] = [];

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
  const loading = (needsSettings && !settings.data) || (needsLines && !staticData.data) || (needsExtra && !user.data);
  if (loading) return <p className="record-form__loading">Az űrlap betöltése…</p>;
  const lineContext = settings.data && staticData.data ? { settings: settings.data, staticData: staticData.data } : null;
  const definitions = props.extraFields ? (settings.data?.[props.extraFields]?.extra_fields ?? []) : [];
  const extra = user.data && definitions.length ? { definitions, user: user.data } : null;
  const steered = props.settingsRules && settings.data ? props.settingsRules(settings.data, todayIso()) : {};
  return <RecordFormBody {...props} lineContext={lineContext} extra={extra} steered={steered} />;
}

function RecordFormBody<Body>(props: RecordFormProps<Body> & { lineContext: LineContext | null; extra: ExtraMount | null; steered: SettingsFieldRules }) {
  const { meta, schema, fields, initialValues, submitLabel, isPending, isReadOnly, onSubmit, groups = [], checks = NO_CHECKS, warnings = NO_WARNINGS } = props;
  const { lines = {} } = props;
  const { shownWhen, prefill, recordId, cancelHref, onCancel, autoFocus, lineContext, extra, steered } = props;
  const focusWhenFirst = useFocusFirstField(autoFocus);
  const queryClient = useQueryClient();
  const href = useLocation({ select: (location) => location.href });
  const draftKey = `${href}|${fields.join(',')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [restored] = useState(() => drafts.get(draftKey));
  useEffect(() => {
    drafts.delete(draftKey);
  }, [draftKey]);

  const [startValues] = useState<Values>(() => restored ?? startValuesOf(initialValues, extra));
  // What the form goes back to: the last saved values. The engine's defaults follow them, or its next update would put the first values back.
  const [savedValues, setSavedValues] = useState<Values>(startValues);
  // The declarations of the lines shown: the context was loaded for those that read it.
  const shownLines = Object.fromEntries(Object.entries(lines).filter(([name]) => fields.includes(name)));
  const rules: FormRules<Body> = { meta, schema, shownWhen, steered, startValues, lines: shownLines, lineContext, extra };
  const focusFirst = (errors: Readonly<Record<string, string>>) => focusFirstError(formRef.current, fields, groups, errors);

  const form = useForm({
    defaultValues: savedValues,
    ...validationOptions((value: Values) => formErrors(rules, value)),
    onSubmitInvalid: ({ formApi }) => {
      const { server, rules: broken } = readMessages(messagesKey(formApi.state));
      focusFirst({ ...broken, ...server });
    },
    onSubmit: async ({ value, formApi }) => {
      // Only a hidden field the spec requires fails here: the body would not be what the call takes.
      const checked = formBody(rules, value);
      if ('errors' in checked) {
        showServerErrors(formApi, checked.errors);
        return focusFirst(checked.errors);
      }
      if (isPending) return;
      try {
        await onSubmit(checked.body);
        // The saved values are the new starting point: leaving no longer asks, and an edit goes on from them.
        setSavedValues(value);
        formApi.reset(value, { keepDefaultValues: false });
      } catch (error) {
        const next = errorsFromFailure(error, SAVE_FAILED);
        showServerErrors(formApi, next);
        focusFirst(next);
      }
    },
  });
  // No subscription to the values as a whole: each field follows its own (RecordField), so a key renders only what it changes.
  const hiddenKey = useStore(form.store, (state) => hiddenOf(rules, state.values).join('\n'));
  const hidden = useMemo(() => (hiddenKey ? hiddenKey.split('\n') : []), [hiddenKey]);
  const isDirty = useStore(form.store, (state) => state.isDirty) || Boolean(restored);
  const messages = readMessages(useStore(form.store, messagesKey));
  const blocker = useLeaveGuard({ state: () => form.state, isReadOnly, isDirty, restored: Boolean(restored), draftKey });
  const { shown, errorsOf, generalErrors } = errorView({
    meta,
    messages,
    shownFields: new Set([...fields.filter((name) => !hidden.includes(name)), EXTRA]),
  });

  const setValue = (name: string, next: unknown) => editField(form, name, next);
  const filler = usePrefill(prefill, { meta, fields, startValues, values: () => form.state.values, apply: setValue });
  // The prefill's own chooser stands in for a user field the input lacks; its choice is not sent.
  const ownChooser = prefill && !fields.includes(prefill.when) ? prefill : null;

  const change = useStableHandler((name: string, next: unknown) => {
    setValue(name, next);
    if (prefill?.when === name) filler.choose(next);
    // A dependent chooser whose choice no longer fits the new parent is emptied.
    for (const [child, childMeta] of Object.entries(meta.fields)) {
      const lookup = childMeta.lookup;
      if (lookup?.dependsOn !== name || !fields.includes(child)) continue;
      if (!fitsParent(queryClient, lookup, form.getFieldValue(child), next)) form.setFieldValue(child, childMeta.kind === 'array' ? [] : null);
    }
  });
  const handlers = useFieldHandlers(form, change);

  const grouped = new Set(groups.flatMap((g) => g.fields));
  const loose = fields.filter((name) => !grouped.has(name) && name !== EXTRA);
  const shownGroups = groups.map((group) => ({ title: group.title, fields: group.fields.filter((name) => fields.includes(name)) }));
  // The fields in the order they show, rendered a few at a time after the form's frame (see progressive.tsx).
  const order = [...loose, ...shownGroups.flatMap((group) => group.fields)];
  const startsOfRanges = new Set([...rangeStarts(meta, loose), ...shownGroups.flatMap((group) => [...rangeStarts(meta, group.fields)])]);

  const renderField = (name: string): ReactNode => {
    const declared = meta.fields[name];
    if (!declared || hidden.includes(name))
      return (
        <Later key={name} index={order.indexOf(name)}>
          {null}
        </Later>
      );
    return (
      <Later key={name} index={order.indexOf(name)} placeholder={<div className="field-placeholder" aria-hidden="true" />}>
        <RecordField
          form={form}
          name={name}
          meta={declared}
          isSteeredRequired={Boolean(steered.required?.includes(name))}
          declaredLines={lines[name]}
          isLines={isObjectArray(props, name)}
          formMeta={meta}
          startValues={startValues}
          recordId={recordId}
          errorMessage={shown(name)}
          errors={errorsOf(name)}
          warnings={warnings}
          handlers={handlers}
          isDisabled={isReadOnly}
          startsRange={startsOfRanges.has(name)}
          slotRef={focusWhenFirst}
        />
      </Later>
    );
  };

  const cancel = useCancel({ onCancel, cancelHref });

  return (
    <Form
      ref={formRef}
      className="form record-form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void submitForm(form);
      }}
    >
      {restored ? <p className="record-form__restored">A bejelentkezés előtt beírt adatokat visszaállítottuk; még nincsenek elmentve.</p> : null}
      <FormErrors messages={generalErrors} />
      <LiveChecks form={form} checks={checks} recordId={recordId} placement="above" />
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
          {extra ? <LiveExtraFields form={form} definitions={extra.definitions} user={extra.user} errors={errorsOf(EXTRA)} isReadOnly={isReadOnly} /> : null}
        </Later>
        <LiveChecks form={form} checks={checks} recordId={recordId} placement="below" />
        {/* With the last fields: a save then checks and focuses fields that are all there. */}
        <WhenComplete>
          {isReadOnly ? null : (
            <div className="record-form__actions">
              <Button type="submit" isPending={isPending}>
                {submitLabel}
              </Button>
              {cancel ? (
                <Button variant="secondary" onPress={cancel}>
                  Mégse
                </Button>
              ) : null}
            </div>
          )}
        </WhenComplete>
      </ProgressiveParts>
      <LeaveDialog blocker={blocker} />
    </Form>
  );
}

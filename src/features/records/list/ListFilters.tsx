import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { numberMessage } from '@/components/form/inputs';
import { SelectField } from '@/components/form/SelectField';
import type { Option } from '@/components/form/typeahead';
import { Checkbox } from '@/components/ui/Checkbox';
import { DatePicker, isImpossibleDateText } from '@/components/ui/DatePicker';
import { NumberField } from '@/components/ui/NumberField';
import { TextField } from '@/components/ui/TextField';
import type { ListParamMeta } from '@/generated/list-params/types';
import type { LookupMeta } from '@/generated/meta/types';
import type { FilterOptions } from '@/generated/models';
import { useLookupOptions } from '../form/lookups';

/** One control of the filter bar: a single filter, or both ends of a range under one label. */
export type FilterGroup =
  { name: string; meta: ListParamMeta } | { range: string; label: string; min: { name: string; meta: ListParamMeta }; max: { name: string; meta: ListParamMeta } };

const YES_NO: readonly Option[] = [
  { id: 'true', label: 'Igen' },
  { id: 'false', label: 'Nem' },
];

/** Groups the shown filters: the two ends of a range become one control, where its first end stands. */
export function filterGroups(names: readonly string[], metaOf: (name: string) => ListParamMeta): FilterGroup[] {
  const groups: FilterGroup[] = [];
  const done = new Set<string>();
  for (const name of names) {
    if (done.has(name)) continue;
    const meta = metaOf(name);
    done.add(name);
    if (meta.range) {
      done.add(meta.range.pair);
      const other = { name: meta.range.pair, meta: metaOf(meta.range.pair) };
      const self = { name, meta };
      const [min, max] = meta.range.end === 'min' ? [self, other] : [other, self];
      groups.push({ range: meta.range.key, label: min.meta.label, min, max });
    } else groups.push({ name, meta });
  }
  return groups;
}

export interface ListFiltersProps {
  groups: readonly FilterGroup[];
  /** The `szurok/` answer: offered values per filter. */
  options: FilterOptions | undefined;
  optionsLoading: boolean;
  /** Each filter's value as the URL holds it. */
  values: Readonly<Record<string, string | undefined>>;
  /** Undefined when the section offers no 'waiting for me' filter. */
  waitingForMe: boolean | undefined;
  onChange: (changes: Record<string, string | boolean | undefined>) => void;
}

/**
 * The filter bar, each control by the filter's kind from the spec: a range as two inputs ('tól',
 * 'ig'), a date as a date picker, yes/no as 'Igen'/'Nem' (empty: both), a select from `szurok/`,
 * the parameter's enum or its x-lookup, and 'Rám vár'.
 */
export const ListFilters = memo(function ListFilters({ groups, options, optionsLoading, values, waitingForMe, onChange }: ListFiltersProps) {
  return (
    <>
      {groups.map((group) =>
        'range' in group ? (
          <fieldset key={group.range} className="list-filter-range">
            {/* For screen readers: each end's own label names the range already ('Teljes díj (Ft) (tól)'), in line with the other filters. */}
            <legend className="visually-hidden">{group.label}</legend>
            <ParamField
              name={group.min.name}
              meta={{ ...group.min.meta, label: `${group.label} (tól)` }}
              value={values[group.min.name]}
              onChange={onChange}
              typedDatesWait
            />
            <ParamField
              name={group.max.name}
              meta={{ ...group.max.meta, label: `${group.label} (ig)` }}
              value={values[group.max.name]}
              onChange={onChange}
              typedDatesWait
            />
          </fieldset>
        ) : (
          <ParamField
            key={group.name}
            name={group.name}
            meta={group.meta}
            value={values[group.name]}
            offered={options?.[group.meta.optionsKey ?? group.name]}
            optionsLoading={optionsLoading}
            onChange={onChange}
            typedDatesWait
          />
        ),
      )}
      {waitingForMe === undefined ? null : (
        <Checkbox isSelected={waitingForMe} onChange={(selected) => onChange({ waiting_for_me: selected || undefined })}>
          Rám vár
        </Checkbox>
      )}
    </>
  );
});

export interface ParamFieldProps {
  name: string;
  meta: ListParamMeta;
  value: string | undefined;
  offered?: FilterOptions[string];
  optionsLoading?: boolean;
  onChange: ListFiltersProps['onChange'];
  /** Where the parameter is asked for in a form (an export's period): its message and whether it must be given. */
  errorMessage?: string;
  isRequired?: boolean;
  /**
   * A date typed into the filter bar goes out once the user pauses, leaves the field or presses Enter,
   * not at each complete date on the way ('2026-11-03' while typing '2026-11-30'), which would ask the
   * list for it and lose the last digit.
   */
  typedDatesWait?: boolean;
}

/** One query parameter's control by its kind from the spec: a filter of the bar, or a field of an export's dialog. */
export function ParamField({ name, meta, value, offered, optionsLoading = false, onChange, errorMessage, isRequired, typedDatesWait }: ParamFieldProps) {
  const set = (next: string | null) => onChange({ [name]: next === null || next === '' ? undefined : next });
  const choices = useMemo(
    () =>
      offered
        ? offered.map((o) => ({ id: String(o.value), label: o.label }))
        : meta.enumLabels
          ? Object.entries(meta.enumLabels).map(([id, label]) => ({ id, label }))
          : null,
    [offered, meta.enumLabels],
  );
  if (meta.kind === 'boolean') return <SelectField label={meta.label} options={YES_NO} value={value ?? null} onChange={set} />;
  // A plain text or id filter is a select when szurok/ offers its values (or may still, while it loads).
  const mayBeOffered = (meta.kind === 'string' || meta.kind === 'integer' || Boolean(meta.lookup)) && optionsLoading;
  const asked = { errorMessage, isRequired };
  // What szurok/ offers (or may still offer, while it loads) wins: the lookup is asked only without it (a public list's lookup would need a session).
  if (meta.lookup)
    return <LookupFilter label={meta.label} lookup={meta.lookup} offered={choices} offeredLoading={optionsLoading} value={value ?? null} onChange={set} {...asked} />;
  if (choices || mayBeOffered)
    return <SelectField label={meta.label} options={choices ?? []} value={value ?? null} onChange={set} isLoading={optionsLoading} {...asked} />;
  // A typed day the calendar has not is never asked for: the picker keeps it on screen and says why.
  const setDate = (next: string | null) => {
    if (!isImpossibleDateText(next)) set(next);
  };
  if ((meta.kind === 'date' || meta.kind === 'datetime') && typedDatesWait)
    return <DateFilter label={meta.label} value={value?.slice(0, 10) ?? null} onCommit={setDate} />;
  if (meta.kind === 'date' || meta.kind === 'datetime') return <DatePicker label={meta.label} value={value?.slice(0, 10) ?? null} onChange={setDate} {...asked} />;
  if (meta.kind === 'integer' || meta.kind === 'number') {
    const number = value === undefined ? null : Number(value);
    return (
      <NumberFilter
        label={meta.label}
        value={number !== null && Number.isFinite(number) ? number : null}
        isInteger={meta.kind === 'integer'}
        useGrouping={!meta.year}
        onCommit={(next) => set(next === null ? null : String(next))}
      />
    );
  }
  return <TextFilter label={meta.label} value={value ?? ''} onCommit={set} />;
}

interface LookupFilterProps {
  label: string;
  lookup: LookupMeta;
  /** What szurok/ offers for it, which wins over the lookup's full list. */
  offered: readonly Option[] | null;
  offeredLoading: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
  errorMessage?: string;
  isRequired?: boolean;
}

/** A chooser filter: the values szurok/ offers, else the items of the parameter's x-lookup. */
function LookupFilter({ label, lookup, offered, offeredLoading, value, onChange, errorMessage, isRequired }: LookupFilterProps) {
  // One chooser while szurok/ loads and after (a switch would close an open popover); the lookup is asked only when szurok/ offers nothing.
  const looked = useLookupOptions(lookup, undefined, undefined, { enabled: !offered && !offeredLoading });
  const options = offered ?? looked.options;
  return (
    <SelectField
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      isLoading={!offered && (offeredLoading || looked.isLoading)}
      errorMessage={errorMessage}
      isRequired={isRequired}
    />
  );
}

/** How long a typing pause lasts before a typed date that may still grow filters the list. */
export const DATE_PAUSE_MS = 800;

/**
 * A date of the filter bar: a day picked in the calendar filters at once; a typed one once its last
 * segment is typed in full (two digits of the day), else after a pause, on leaving the field or on
 * Enter (see `typedDatesWait`).
 */
function DateFilter({ label, value, onCommit }: { label: string; value: string | null; onCommit: (value: string | null) => void }) {
  // What is typed and not applied yet, over the value it was typed over: a value set since (cleared, another view) wins.
  const [typed, setDraft] = useState<{ value: string | null; over: string | null } | null>(null);
  const draft = typed && typed.over === value ? typed : null;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The digits typed into the field's last segment since it got the focus, and how many it takes.
  const lastSegment = useRef({ typed: '', full: 2 });
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (next: string | null) => {
    clearTimeout(timer.current);
    // A day the calendar has not is never applied: it stays on screen as typed, and the picker says why.
    if (isImpossibleDateText(next)) return setDraft({ value: next, over: value });
    setDraft(null);
    if (next !== value) onCommit(next);
  };
  const isLastSegment = (container: HTMLElement, target: EventTarget) => {
    const segments = container.querySelectorAll('[role="spinbutton"]');
    return segments.length > 0 && segments[segments.length - 1] === target;
  };
  return (
    <div
      className="list-filter-date"
      style={{ display: 'contents' }}
      onFocusCapture={(event) => {
        if (isLastSegment(event.currentTarget, event.target)) lastSegment.current = { typed: '', full: event.target.getAttribute('data-type') === 'year' ? 4 : 2 };
      }}
      onBlur={(event) => {
        if (draft && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) commit(draft.value);
      }}
      // Capture: the date's segments keep their keys to themselves.
      onKeyDownCapture={(event) => {
        if (event.key === 'Enter' && draft) commit(draft.value);
        else if (/^\d$/.test(event.key) && isLastSegment(event.currentTarget, event.target)) lastSegment.current.typed += event.key;
      }}
    >
      <DatePicker
        label={label}
        value={draft ? draft.value : value}
        onChange={(next) => {
          // Typing happens in the date's segments; a pick in the calendar is a whole date at once.
          const typing = document.activeElement?.getAttribute('role') === 'spinbutton';
          if (!typing || lastSegment.current.typed.length >= lastSegment.current.full) return commit(next);
          setDraft({ value: next, over: value });
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), DATE_PAUSE_MS);
        }}
      />
    </div>
  );
}

/** A free-text filter, applied when the user leaves it or presses Enter (not on every key). */
interface NumberFilterProps {
  label: string;
  value: number | null;
  isInteger: boolean;
  useGrouping: boolean;
  onCommit: (value: number | null) => void;
}

/**
 * A number filter, applied when left or on Enter as a text filter is. No form checks a filter, so it
 * says itself, once left, why what was typed is not applied (section 5's message), keeping it as typed.
 */
function NumberFilter({ label, value, isInteger, useGrouping, onCommit }: NumberFilterProps) {
  const [refused, setRefused] = useState<string>();
  return (
    <NumberField
      label={label}
      value={value}
      useGrouping={useGrouping}
      errorMessage={refused}
      onChange={() => setRefused(undefined)}
      onCommit={(next) => {
        const message = numberMessage(next, { isInteger, useGrouping });
        setRefused(message);
        if (message === undefined && typeof next !== 'string') onCommit(next);
      }}
    />
  );
}

function TextFilter({ label, value, onCommit }: { label: string; value: string; onCommit: (value: string | null) => void }) {
  return (
    <TextField
      key={value}
      label={label}
      defaultValue={value}
      onBlur={(event) => onCommit((event.target as HTMLInputElement).value.trim() || null)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onCommit((event.target as HTMLInputElement).value.trim() || null);
      }}
    />
  );
}

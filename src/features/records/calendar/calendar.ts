import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { CalendarDate, getLocalTimeZone, parseAbsolute, parseDate, parseDateTime, toCalendarDate } from '@internationalized/date';
import type { MonthSearch } from '@/components/month-stepper/month-search';
import { monthFromSearch, monthQuery, type YearMonth } from '@/components/month-stepper/month';
import type { Option } from '@/components/form/typeahead';
import type { ExportDeclaration } from '../export/ExportDialog';
import type { QueryOpts } from '../types';

/** What a section's adapter reads from one naptar/ item. Dates are 'YYYY-MM-DD' or ISO date-times. */
export interface CalendarEntryFields {
  id: number;
  title: string;
  /** A second line under the title: a time, a room, an institution. */
  note?: string | null;
  start: string;
  /** The last day the entry covers; the start day when left out. */
  end?: string | null;
}

/** An entry whose dates were checked: `start` and `end` are ISO days, `end` never before `start`. */
export interface CalendarEntry {
  /** Unique within the answer: several entries may share a record id (a booking's occasions). */
  key: string;
  id: number;
  title: string;
  note?: string;
  start: string;
  end: string;
}

/** What a calendar's call is made of: the month as section 7 sends it and the screen's filter values. */
export interface CalendarVars {
  month: MonthSearch;
  filters: Readonly<Record<string, string | undefined>>;
}

/** A filter of the calendar screen; its value is kept in the URL under `name` and sent as that query parameter. */
export interface CalendarFilter {
  name: string;
  label: string;
  /** The choices, usually from a cached start-up asset or a `mind/` list. */
  options: (queryClient: QueryClient) => Promise<readonly Option[]>;
}

interface CalendarCommon {
  /** A stable id (the site-map id of the calendar's menu item). */
  id: string;
  /** Hungarian title of the calendar screen. */
  title: string;
  /** The calendar screen's own path. */
  route: string;
  links: { details: (id: number) => string; create?: string; list?: string };
  filters?: readonly CalendarFilter[];
  /** The section's export, asked for from the calendar ('Exportálás (xlsx)'): its dialog starts with the shown month and filters. */
  export?: ExportDeclaration;
}

/** How a section declares its calendar: its naptar/ call and how one of the call's items reads as an entry. */
export interface CalendarSource<Item> extends CalendarCommon {
  query: (vars: CalendarVars) => QueryOpts<Item[]>;
  entry: (item: Item) => CalendarEntryFields;
}

/** A declared calendar, as the block and the routes use it: its query's data are already the entries. */
export interface CalendarDeclaration extends CalendarCommon {
  query: (vars: CalendarVars) => QueryOpts<CalendarEntry[]>;
}

/**
 * Declares a section's calendar. The entries are cached beside the generated call's own answer under
 * its key plus 'entries', so the mutations that make the generated key stale reach them too.
 */
export function defineCalendar<Item>({ query, entry, ...common }: CalendarSource<Item>): CalendarDeclaration {
  return {
    ...common,
    query: (vars) => {
      const items = query(vars);
      return queryOptions({
        queryKey: [...items.queryKey, 'entries'],
        queryFn: async ({ client }) => toEntries(await client.fetchQuery(items), entry),
      });
    },
  };
}

/** A filter whose choices come from another query (a start-up asset is cached already). */
export function calendarFilter<T>(name: string, label: string, query: QueryOpts<T>, toOptions: (data: T) => readonly Option[]): CalendarFilter {
  return { name, label, options: async (client) => toOptions(await client.ensureQueryData(query)) };
}

/** The call a calendar URL asks for: its month as section 7 sends it (current year or month left out) and the declared filters' values. */
export function calendarVars(calendar: Pick<CalendarCommon, 'filters'>, search: MonthSearch & Readonly<Record<string, unknown>>): CalendarVars {
  const month = monthQuery(monthFromSearch(search));
  const filters: Record<string, string> = {};
  for (const { name } of calendar.filters ?? []) {
    const value = search[name];
    if (typeof value === 'string' && value !== '') filters[name] = value;
    else if (typeof value === 'number') filters[name] = String(value);
  }
  return { month, filters };
}

/** Loads the month a calendar URL asks for, before the screen renders. */
export function loadCalendar(queryClient: QueryClient, calendar: CalendarDeclaration, search: MonthSearch & Readonly<Record<string, unknown>>) {
  return queryClient.ensureQueryData(calendar.query(calendarVars(calendar, search)));
}

/** An integer filter value for the request; anything else is left out. */
export function integerFilter(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * The calendar day of a date or date-time string, or null when it is not one (random mock data,
 * a malformed answer): a bad date hides that entry and nothing else.
 */
export function toDay(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  try {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return parseDate(value);
    if (/(Z|[+-]\d{2}:?\d{2})$/i.test(value)) return toCalendarDate(parseAbsolute(value, getLocalTimeZone()));
    return toCalendarDate(parseDateTime(value));
  } catch {
    return null;
  }
}

/** The section's items as checked entries: items without a usable start day are left out; an end before the start counts as the start day. */
export function toEntries<Item>(items: readonly Item[], entry: (item: Item) => CalendarEntryFields): CalendarEntry[] {
  if (!Array.isArray(items)) return [];
  const entries: CalendarEntry[] = [];
  items.forEach((item, index) => {
    const fields = entry(item);
    const start = toDay(fields.start);
    if (!start) return;
    const given = toDay(fields.end);
    const end = given && given.compare(start) >= 0 ? given : start;
    entries.push({
      key: `${fields.id}-${start.toString()}-${index}`,
      id: fields.id,
      title: fields.title,
      ...(fields.note ? { note: fields.note } : {}),
      start: start.toString(),
      end: end.toString(),
    });
  });
  return entries;
}

const firstDay = (month: YearMonth) => new CalendarDate(month.year, month.month, 1);

/** The entries touching the month, by start day then title. */
export function entriesOfMonth(entries: readonly CalendarEntry[], month: YearMonth): CalendarEntry[] {
  const first = firstDay(month);
  const last = first.add({ months: 1 }).subtract({ days: 1 });
  return entries
    .filter((entry) => parseDate(entry.start).compare(last) <= 0 && parseDate(entry.end).compare(first) >= 0)
    .sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title, 'hu'));
}

/** The month's days (ISO, e.g. '2026-11-03') each with the entries covering it; a multi-day entry is on every day it covers. */
export function entriesByDay(entries: readonly CalendarEntry[], month: YearMonth): Map<string, CalendarEntry[]> {
  const first = firstDay(month);
  const last = first.add({ months: 1 }).subtract({ days: 1 });
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of entriesOfMonth(entries, month)) {
    const start = parseDate(entry.start);
    const end = parseDate(entry.end);
    let day = start.compare(first) < 0 ? first : start;
    const until = end.compare(last) > 0 ? last : end;
    for (; day.compare(until) <= 0; day = day.add({ days: 1 })) {
      const key = day.toString();
      const list = days.get(key);
      if (list) list.push(entry);
      else days.set(key, [entry]);
    }
  }
  return days;
}

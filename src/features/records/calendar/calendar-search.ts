import * as v from 'valibot/first-load';
import { monthSearchEntries, type MonthSearch } from '@/components/month-stepper/month-search';

/** A calendar screen's URL: the month (left out when current) and its filters' values. */
export interface CalendarSearch extends MonthSearch {
  [filter: string]: string | number | undefined;
}

/**
 * Checks a calendar route's search (part of the first load: valibot only). Bad values are dropped
 * rather than breaking the screen; the screen reads only the filters its calendar declares.
 */
export const calendarSearchSchema = v.objectWithRest(monthSearchEntries, v.fallback(v.optional(v.union([v.string(), v.number()])), undefined));

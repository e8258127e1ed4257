import * as v from 'valibot/first-load';

// Kept apart from the month arithmetic: a route's validateSearch is part of the first load, so this
// file imports valibot only (already there), never @internationalized/date.

const integer = (min: number, max: number) =>
  v.fallback(v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.integer(), v.minValue(min), v.maxValue(max))), undefined);

/** The month a screen shows, in its URL (`?year=2026&month=11`); a bad or missing value means the current one. */
export const monthSearchEntries = {
  year: integer(2000, 2100),
  month: integer(1, 12),
};

export const monthSearchSchema = v.object(monthSearchEntries);

// A type, not an interface: it then fits where a plain search object is taken (an address's search).
export type MonthSearch = {
  year?: number;
  month?: number;
};

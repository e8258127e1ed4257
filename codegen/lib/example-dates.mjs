// @ts-check
// The spec's examples are written as seen on one day, `info.x-examples-today`. For QA against the mock
// (`npm start`, `npm run mock`) they are moved to the current month, so a calendar opens on entries and a
// date that must lie in the future does; the tests pin their clock to that day and read them unmoved.
//
// The move is by whole weeks, so every date keeps its weekday and its distance to every other date:
// far enough that the examples' month lands on the current month, and never so little that the examples'
// today lands before the real today (a deadline after it stays in the future). Year-month values
// ('2026-11', or an object's `year` and `month`) move by the months from the examples' month to the current one.

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:\d{2})?$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
const TIME_ZONE = 'Europe/Budapest';

/** @param {any} spec @returns {string} */
export function examplesToday(spec) {
  const today = spec?.info?.['x-examples-today'];
  if (typeof today !== 'string' || !DATE.test(today)) throw new Error("the spec's info has no x-examples-today date");
  return today;
}

/** A calendar day as a UTC midnight, for whole-day arithmetic. */
const dayOf = (/** @type {number} */ y, /** @type {number} */ m, /** @type {number} */ d) => Date.UTC(y, m - 1, d);

/** The local (Budapest) calendar day of an instant. @param {Date} date */
function localDay(date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(date)
      .map((p) => [p.type, Number(p.value)]),
  );
  return { year: parts.year, month: parts.month, day: parts.day };
}

/**
 * How far the examples move for a given real today: whole weeks (as days) and whole months (for year-month values).
 * @param {string} anchor the examples' today (x-examples-today)
 * @param {Date} now the real now
 */
export function exampleShift(anchor, now) {
  const [, ay, am, ad] = /** @type {RegExpMatchArray} */ (anchor.match(DATE)).map(Number);
  const today = localDay(now);
  const anchorDay = dayOf(ay, am, ad);
  const todayDay = dayOf(today.year, today.month, today.day);
  // The weeks that put the examples' month on the current one…
  const monthWeeks = Math.round((dayOf(today.year, today.month, 1) - dayOf(ay, am, 1)) / (7 * DAY_MS));
  // …but at least those that put the examples' today on or after the real today.
  const todayWeeks = Math.ceil((todayDay - anchorDay) / (7 * DAY_MS));
  const days = 7 * Math.max(monthWeeks, todayWeeks);
  // A month screen opens on the current month: the examples' month becomes it.
  const months = (today.year - ay) * 12 + (today.month - am);
  return { days, months };
}

/** Budapest's UTC offset on a calendar day at a wall-clock time, as '+01:00'. */
function budapestOffset(/** @type {number} */ y, /** @type {number} */ m, /** @type {number} */ d, /** @type {string} */ time) {
  const [hh, mm] = time.slice(1).split(':').map(Number);
  const probe = new Date(Date.UTC(y, m - 1, d, hh, mm));
  const name = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(probe)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') || '+00:00';
  return offset;
}

const pad = (/** @type {number} */ n, width = 2) => String(n).padStart(width, '0');

/** A date or date-time string moved by whole days, its wall-clock time kept (and a Budapest offset made right for the new day). */
export function shiftDate(/** @type {string} */ value, /** @type {number} */ days) {
  const match = value.match(DATE);
  if (!match) return value;
  const [, y, m, d, time, zone] = match;
  const moved = new Date(dayOf(Number(y), Number(m), Number(d)) + days * DAY_MS);
  const ny = moved.getUTCFullYear();
  const nm = moved.getUTCMonth() + 1;
  const nd = moved.getUTCDate();
  const date = `${pad(ny, 4)}-${pad(nm)}-${pad(nd)}`;
  if (!time) return date;
  const offset = zone === '+01:00' || zone === '+02:00' ? budapestOffset(ny, nm, nd, time) : (zone ?? '');
  return `${date}${time}${offset}`;
}

/** A year and month moved by whole months. */
function shiftMonth(/** @type {number} */ year, /** @type {number} */ month, /** @type {number} */ months) {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Moves every date inside an example value. @param {any} value @param {{ days: number, months: number }} shift @returns {any} */
function shiftValue(value, shift) {
  if (typeof value === 'string') {
    const ym = value.match(YEAR_MONTH);
    if (ym) {
      const { year, month } = shiftMonth(Number(ym[1]), Number(ym[2]), shift.months);
      return `${pad(year, 4)}-${pad(month)}`;
    }
    return shiftDate(value, shift.days);
  }
  if (Array.isArray(value)) return value.map((item) => shiftValue(item, shift));
  if (value && typeof value === 'object') {
    const out = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftValue(item, shift)]));
    if (Number.isInteger(out.year) && Number.isInteger(out.month) && out.month >= 1 && out.month <= 12 && out.year > 1900) {
      Object.assign(out, shiftMonth(out.year, out.month, shift.months));
    }
    return out;
  }
  return value;
}

/**
 * The spec with every example (`example`, and each `examples` entry's `value`) moved for `now`; the rest of
 * the spec (schemas, formats, descriptions) is left as it is.
 * @param {any} spec @param {Date} now
 */
export function specWithExamplesMoved(spec, now) {
  const shift = exampleShift(examplesToday(spec), now);
  /** @param {any} node @returns {any} */
  const walk = (node) => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, item]) => {
        if (key === 'example') return [key, shiftValue(item, shift)];
        if (key === 'examples' && Array.isArray(item)) return [key, item.map((value) => shiftValue(value, shift))];
        if (key === 'examples' && item && typeof item === 'object') {
          return [
            key,
            Object.fromEntries(
              Object.entries(item).map(([name, ex]) => [
                name,
                ex && typeof ex === 'object' && 'value' in ex ? { ...ex, value: shiftValue(ex.value, shift) } : walk(ex),
              ]),
            ),
          ];
        }
        return [key, walk(item)];
      }),
    );
  };
  return { spec: walk(spec), shift };
}

import {
  checkEmployeeTaxNumberQuery,
  checkPositionTaxNumberQuery,
  listAbsenceConflictsQuery,
  listDayOffConflictsQuery,
  type CheckEmployeeTaxNumberResult,
  type ListDayOffConflictsResult,
} from '@/generated/api/hr';
import { getSettingsQuery, type GetSettingsResult } from '@/generated/api/bootstrap';
import { ConflictingEntityMeta } from '@/generated/meta/hr';
import { periodDays } from '@/lib/date-time';
import { formatDate } from '@/lib/format';
import type { FormCheck } from '@/features/records/form/checks';
import type { QueryLike } from '@/features/records/types';

type Values = Readonly<Record<string, unknown>>;

const idOf = (value: unknown) => (typeof value === 'number' ? value : undefined);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Section 5: an employment or a user, and both dates. */
const PERIOD_NEEDS = [['employment', 'user'], 'start_date', 'end_date'] as const;

function periodQuery(values: Values) {
  return { employment: idOf(values.employment), user: idOf(values.user), start_date: text(values.start_date), end_date: text(values.end_date) };
}

const conflictsCheck = (query: FormCheck<ListDayOffConflictsResult>['query']): FormCheck<ListDayOffConflictsResult> => ({
  label: 'Ütköző távollétek és szabadságok',
  needs: PERIOD_NEEDS,
  query,
  notice: (found) => {
    if (!found.length) return { tone: 'success', text: 'Nincs ütköző távollét vagy szabadság.' };
    const { type, state } = ConflictingEntityMeta.fields;
    return {
      tone: 'warning',
      text: 'Ütköző távollétek és szabadságok:',
      items: found.map((c) => `${c.user_name}: ${type.enumLabels[c.type]}, ${formatDate(c.start_date)} – ${formatDate(c.end_date)} (${state.enumLabels[c.state]})`),
    };
  },
});

/**
 * The conflict check of absences and day offs (section 5), shown before saving. A saved absence
 * asks about itself (`{id}/conflicting_entities/`, which leaves it out); a new one, which has no id
 * yet, asks the day-off call, which takes the same period and answers the same list.
 */
export const absenceConflictsCheck = conflictsCheck((values, recordId) =>
  recordId === undefined
    ? listDayOffConflictsQuery({ query: periodQuery(values) })
    : listAbsenceConflictsQuery({ path: { id: recordId }, query: periodQuery(values) }),
);

export const dayOffConflictsCheck = conflictsCheck((values) => listDayOffConflictsQuery({ query: periodQuery(values) }));

/** A tax number typed in full (ten digits) is looked up (`adoszam-ellenorzes/?adoszam=`), and what was found is shown. */
const taxNumberCheck = (query: (vars: { query: { adoszam: string } }) => QueryLike<CheckEmployeeTaxNumberResult>): FormCheck<CheckEmployeeTaxNumberResult> => ({
  label: 'Adóazonosító jel ellenőrzése',
  needs: ['tax_number'],
  when: (values) => /^\d{10}$/.test(text(values.tax_number)),
  query: (values) => query({ query: { adoszam: text(values.tax_number) } }),
  notice: (result) =>
    result.exists
      ? { tone: 'warning', text: `Ezzel az adóazonosító jellel már van nyilvántartott személy${result.user ? `: ${result.user.name}` : ''}.` }
      : { tone: 'info', text: 'Ezzel az adóazonosító jellel még nincs nyilvántartott személy.' },
});

/** Employees, and positions for the hired person's tax number. */
export const employeeTaxNumberCheck = taxNumberCheck(checkEmployeeTaxNumberQuery);
export const positionTaxNumberCheck = taxNumberCheck(checkPositionTaxNumberQuery);

/** The settings' `absences.absence_length_warning` (section 9), 10 days where the answer has none. */
export const ABSENCE_LENGTH_WARNING_DEFAULT = 10;

/**
 * Section 9: an absence longer than the settings' `absence_length_warning` days is pointed out before
 * it is saved (the save is not refused: a long sick leave is real, but a typo in a year is caught).
 */
export const absenceLengthCheck: FormCheck<GetSettingsResult> = {
  label: 'A távollét hossza',
  needs: ['start_date', 'end_date'],
  query: () => getSettingsQuery(),
  notice: (settings, values) => {
    const days = periodDays(text(values.start_date), text(values.end_date));
    const limit = settings.absences.absence_length_warning ?? ABSENCE_LENGTH_WARNING_DEFAULT;
    if (days === undefined || days <= limit) return null;
    return { tone: 'warning', text: `A távollét ${days} napos, hosszabb ${limit} napnál. Kérjük, mentés előtt ellenőrizze a kezdő és a záró dátumot.` };
  },
};

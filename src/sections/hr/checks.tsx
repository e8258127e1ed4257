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
import { Alert } from '@/components/ui/Alert';
import { formatDate } from '@/lib/format';
import type { FormCheck } from '@/features/records/form/checks';

type Values = Readonly<Record<string, unknown>>;

const idOf = (value: unknown) => (typeof value === 'number' ? value : undefined);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Section 5: an employment or a user, and both dates. */
const PERIOD_NEEDS = [['employment', 'user'], 'start_date', 'end_date'] as const;

function periodQuery(values: Values) {
  return { employment: idOf(values.employment), user: idOf(values.user), start_date: text(values.start_date), end_date: text(values.end_date) };
}

function Conflicts({ found }: { found: ListDayOffConflictsResult }) {
  if (!found.length) return <Alert tone="success">Nincs ütköző távollét vagy szabadság.</Alert>;
  const { type, state } = ConflictingEntityMeta.fields;
  return (
    <Alert tone="warning">
      <p>Ütköző távollétek és szabadságok:</p>
      <ul>
        {found.map((c) => (
          <li key={`${c.type}-${c.id}`}>
            {c.user_name}: {type.enumLabels[c.type]}, {formatDate(c.start_date)} – {formatDate(c.end_date)} ({state.enumLabels[c.state]})
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * The conflict check of absences and day offs (section 5), shown before saving. A saved absence
 * asks about itself (`{id}/conflicting_entities/`, which leaves it out); a new one, which has no id
 * yet, asks the day-off call, which takes the same period and answers the same list.
 */
export const absenceConflictsCheck: FormCheck<ListDayOffConflictsResult> = {
  label: 'Ütköző távollétek és szabadságok',
  needs: PERIOD_NEEDS,
  query: (values, recordId) =>
    recordId === undefined
      ? listDayOffConflictsQuery({ query: periodQuery(values) })
      : listAbsenceConflictsQuery({ path: { id: recordId }, query: periodQuery(values) }),
  render: (found) => <Conflicts found={found} />,
};

export const dayOffConflictsCheck: FormCheck<ListDayOffConflictsResult> = {
  label: 'Ütköző távollétek és szabadságok',
  needs: PERIOD_NEEDS,
  query: (values) => listDayOffConflictsQuery({ query: periodQuery(values) }),
  render: (found) => <Conflicts found={found} />,
};

/** A complete tax number (ten digits) is what the server can look up. */
const completeTaxNumber = (values: Values) => /^\d{10}$/.test(text(values.tax_number));

function TaxNumberResult({ result }: { result: CheckEmployeeTaxNumberResult }) {
  if (!result.exists) return <Alert tone="info">Ezzel az adóazonosító jellel még nincs nyilvántartott személy.</Alert>;
  return <Alert tone="warning">Ezzel az adóazonosító jellel már van nyilvántartott személy{result.user ? `: ${result.user.name}` : ''}.</Alert>;
}

/** Employees: a tax number typed in full is looked up (`adoszam-ellenorzes/?adoszam=`), and what was found is shown. */
export const employeeTaxNumberCheck: FormCheck<CheckEmployeeTaxNumberResult> = {
  label: 'Adóazonosító jel ellenőrzése',
  needs: ['tax_number'],
  when: completeTaxNumber,
  query: (values) => checkEmployeeTaxNumberQuery({ query: { adoszam: text(values.tax_number) } }),
  render: (result) => <TaxNumberResult result={result} />,
};

/** Positions: the same check for the hired person's tax number. */
export const positionTaxNumberCheck: FormCheck<CheckEmployeeTaxNumberResult> = {
  label: 'Adóazonosító jel ellenőrzése',
  needs: ['tax_number'],
  when: completeTaxNumber,
  query: (values) => checkPositionTaxNumberQuery({ query: { adoszam: text(values.tax_number) } }),
  render: (result) => <TaxNumberResult result={result} />,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from start to end, both counted ('2026-12-01'–'2026-12-10' is 10); undefined for an incomplete or reversed period. */
export function periodDays(start: string, end: string): number | undefined {
  const from = Date.parse(`${start.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${end.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return undefined;
  return Math.round((to - from) / DAY_MS) + 1;
}

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
  render: (settings, values) => {
    const days = periodDays(text(values.start_date), text(values.end_date));
    const limit = settings.absences.absence_length_warning ?? ABSENCE_LENGTH_WARNING_DEFAULT;
    if (days === undefined || days <= limit) return null;
    return (
      <Alert tone="warning">
        A távollét {days} napos, hosszabb {limit} napnál. Kérjük, mentés előtt ellenőrizze a kezdő és a záró dátumot.
      </Alert>
    );
  },
};

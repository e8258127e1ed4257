import type { Employment, EmploymentInput } from '@/generated/models';
import { MESSAGES } from '@/generated/validators/helpers';
import type { LineErrors, LineRow } from '@/features/records/lines/lines';

/** The fields of an employment the editor shows, in order. */
export const EMPLOYMENT_COLUMNS = ['institution', 'start_date', 'end_date', 'sap_code', 'working_hours', 'working_hours_type'] as const;

/** A saved employment as an editable line (its read-only names dropped). */
export function employmentRow(employment: Employment): LineRow {
  const { user_name: _user, institution_name: _institution, ...input } = employment;
  return input;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * A line as the save call's item, or the messages that keep it from being one (by field). The
 * commute infos are not edited here: a saved employment keeps the ones it has.
 */
export function employmentInput(row: LineRow, saved: readonly Employment[]): { input: EmploymentInput } | { errors: Record<string, string> } {
  const institution = numberOrNull(row.institution);
  const startDate = text(row.start_date);
  const errors: Record<string, string> = {};
  if (institution === null) errors.institution = MESSAGES.required;
  if (startDate === null) errors.start_date = MESSAGES.required;
  if (institution === null || startDate === null) return { errors };
  const id = numberOrNull(row.id);
  const type = row.working_hours_type;
  return {
    input: {
      ...(id === null ? {} : { id }),
      institution,
      start_date: startDate,
      end_date: text(row.end_date),
      sap_code: text(row.sap_code),
      working_hours: numberOrNull(row.working_hours) ?? 0,
      working_hours_type: type === 'full_time' || type === 'part_time' ? type : null,
      multiple_commute_infos_per_trip: row.multiple_commute_infos_per_trip === true,
      default_commute_info: numberOrNull(row.default_commute_info),
      commute_infos: saved.find((employment) => employment.id === id)?.commute_infos ?? [],
    },
  };
}

/** Every line as the save call's items, or the messages by '<index>.<field>' when a line is incomplete. */
export function employmentInputs(rows: readonly LineRow[], saved: readonly Employment[]): { inputs: EmploymentInput[] } | { errors: LineErrors } {
  const inputs: EmploymentInput[] = [];
  const errors: Record<string, string> = {};
  if (rows.length === 0) errors[''] = MESSAGES.emptyList;
  rows.forEach((row, index) => {
    const result = employmentInput(row, saved);
    if ('input' in result) inputs.push(result.input);
    else for (const [field, message] of Object.entries(result.errors)) errors[`${index}.${field}`] = message;
  });
  return Object.keys(errors).length ? { errors } : { inputs };
}

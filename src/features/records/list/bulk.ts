import type { DecisionOption } from '@/generated/models';
import type { RecordActionDeclaration } from '@/generated/records/types';
import { failureText } from '@/lib/server-messages';
import { isActionVisible, type GatedUser, type RecordActionOverride } from '../actions/gating';
import { canDecide, needsConfirmation } from '../approval/approval-rules';
import { displayValue } from '../display';
import type { RecordDetail, RecordRow, SectionDefinition } from '../section';

/** What a section offers for its ticked rows: its decision call and its delete action, each where it has one. */
export interface BulkCapabilities {
  decide: boolean;
  delete?: RecordActionDeclaration;
}

/** The section's bulk work, or none (no selection column) when it neither decides nor deletes. */
export function bulkCapabilities<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>(
  section: SectionDefinition<Row, Detail, Input>,
): BulkCapabilities | undefined {
  const decide = Boolean(section.api.decide && section.details.panels.approval);
  const remove = section.api.actions?.find((action) => action.id === 'delete' && !section.details.actions?.[action.id]?.hidden);
  if (!decide && !remove) return undefined;
  return { decide, delete: remove };
}

/** A decision option offered for the ticked rows, with the rows whose current step offers it. */
export interface BulkOption<Row> {
  option: DecisionOption;
  rows: Row[];
  /** Some of them already hold a negative decision and the option asks for a confirmation then (section 4). */
  needsConfirmation: boolean;
}

/** The options the user may take on the ticked rows that wait for them, each once (by id), in the order first met. */
export function bulkOptions<Row extends RecordRow>(rows: readonly Row[], user: GatedUser): BulkOption<Row>[] {
  const byId = new Map<number, BulkOption<Row>>();
  for (const row of rows) {
    const step = row.current_step;
    if (!canDecide(user, step)) continue;
    for (const option of step.options) {
      const entry = byId.get(option.id) ?? { option, rows: [], needsConfirmation: false };
      entry.rows.push(row);
      if (needsConfirmation(option, row.decisions ?? [])) entry.needsConfirmation = true;
      byId.set(option.id, entry);
    }
  }
  return [...byId.values()];
}

/** The ticked rows the user may delete (the delete action's visibility on each row). */
export function deletableRows<Row extends RecordRow>(
  rows: readonly Row[],
  action: RecordActionDeclaration | undefined,
  user: GatedUser,
  overrides?: Readonly<Record<string, RecordActionOverride>>,
): Row[] {
  if (!action || overrides?.[action.id]?.hidden) return [];
  return rows.filter((row) => isActionVisible(action.visible, row, user));
}

/**
 * A row's name as the user knows it, for a result's line and a checkbox's label: the first two list
 * columns with a text value (a looked-up id and a code are no name), never the record's id.
 */
export function rowName<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>(
  section: SectionDefinition<Row, Detail, Input>,
  row: Row,
): string {
  const texts: string[] = [];
  for (const spec of section.list.columns) {
    if (typeof spec !== 'string' || spec === 'id') continue;
    const meta = section.list.meta.fields[spec];
    if (meta?.lookup) continue;
    const shown = displayValue(row[spec], meta, spec);
    if ((typeof shown === 'string' || typeof shown === 'number') && shown !== '–' && shown !== '') texts.push(String(shown));
    if (texts.length === 2) break;
  }
  return texts.length ? texts.join(', ') : `${section.recordName} (név nélkül)`;
}

/** One record a bulk run could not do, by its name, with the server's reason. */
export interface BulkFailure {
  id: number;
  name: string;
  message: string;
}

export interface BulkResult {
  done: number;
  failures: BulkFailure[];
}

/**
 * Runs `call` for each target once (a record listed twice is sent once), one after another so the
 * progress reads in order and the server is not flooded; a failure is kept with its message and the
 * run goes on. `onProgress` gets how many are finished.
 */
export async function runBulk<T extends { id: number }>(
  targets: readonly T[],
  call: (target: T) => Promise<unknown>,
  nameOf: (target: T) => string,
  onProgress: (finished: number) => void,
  fallback: string,
): Promise<BulkResult> {
  const seen = new Set<number>();
  const unique = targets.filter((target) => (seen.has(target.id) ? false : (seen.add(target.id), true)));
  const failures: BulkFailure[] = [];
  let done = 0;
  for (const [index, target] of unique.entries()) {
    try {
      await call(target);
      done += 1;
    } catch (error) {
      failures.push({ id: target.id, name: nameOf(target), message: failureText(error, fallback) });
    }
    onProgress(index + 1);
  }
  return { done, failures };
}

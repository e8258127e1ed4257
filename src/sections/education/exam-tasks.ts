import type { QueryKey } from '@tanstack/react-query';
import type * as v from 'valibot';
import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { subForm, type RecordCallMutation } from '@/features/records/blocks/SubForm';
import type { SchemaMeta } from '@/generated/meta/types';

type Row = Readonly<Record<string, unknown>>;
type Schema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

export interface ExamTasksDeclaration {
  /** The record's details meta (its `tasks` field labels the table). */
  detailMeta: SchemaMeta;
  /** Planned columns of the table, and the certified (final_) ones after them. */
  columns: readonly string[];
  api: { get(vars: { path: { id: number } }): { queryKey: QueryKey }; list(vars: { query?: undefined }): { queryKey: QueryKey } };
  /** `feladat/`: the planned tasks' body. */
  tasks: { meta: SchemaMeta; schema: Schema; mutation: () => RecordCallMutation };
  /** `feladat-igazolas/`: the certified values' body. */
  certification: { meta: SchemaMeta; schema: Schema; mutation: () => RecordCallMutation };
}

const isRow = (item: unknown): item is Row => typeof item === 'object' && item !== null && !Array.isArray(item);
const rowsOf = (record: Row): Row[] => (Array.isArray(record.tasks) ? record.tasks.filter(isRow) : []);

/** What the certification's rows call a task: its type and class (the id the body sends is not shown). */
const taskName = (task: Row) => [task.type, task.profession_name, task.class_name].filter((part) => typeof part === 'string' && part).join(' – ');

/**
 * An exam contract's tasks on its details (graduation and complex exam, section 7): the table of
 * planned and certified values, the planned tasks edited as lines and saved with `feladat/`, and
 * their certification (each task's final_ values, starting from the planned ones) with `feladat-igazolas/`.
 */
export function examTaskBlocks({ detailMeta, columns, api, tasks, certification }: ExamTasksDeclaration) {
  const taskItem = tasks.meta.fields.tasks?.items;
  const certItem = certification.meta.fields.tasks?.items;
  if (!taskItem || !certItem) throw new Error('exam tasks: the bodies have no tasks list');
  const taskColumns = Object.keys(taskItem.fields).filter((name) => name !== 'id');
  const finalColumns = Object.keys(certItem.fields).filter((name) => name !== 'id');
  // The certification's lines show which task each is (read-only), then its final_ values.
  const certLineMeta: SchemaMeta = { ...certItem, fields: { task: { label: 'Feladat', kind: 'string', readOnly: true }, ...certItem.fields } };
  const table = itemsTable({ field: 'tasks', meta: detailMeta, columns, emptyText: 'Még nincs rögzített feladat.' });
  const edit = subForm({
    title: 'Feladatok szerkesztése',
    description: 'A tervezett feladatok: a meglévők módosíthatók, újak vehetők fel, a törölt sorok törlődnek.',
    openLabel: 'Feladatok szerkesztése',
    submitLabel: 'Feladatok mentése',
    toast: 'A feladatok mentése sikeres.',
    meta: tasks.meta,
    schema: tasks.schema,
    fields: ['tasks'],
    lines: { tasks: { itemMeta: taskItem, columns: taskColumns, addLabel: 'Új feladat' } },
    initialValues: (record) => ({ tasks: rowsOf(record).map((task) => Object.fromEntries(['id', ...taskColumns].map((name) => [name, task[name] ?? null]))) }),
    mutation: tasks.mutation,
    api,
  });
  const certify = subForm({
    title: 'Feladatok igazolása',
    description: 'A feladatok tényleges adatai; a tervezett értékekből indul.',
    openLabel: 'Teljesítés igazolása',
    submitLabel: 'Igazolás mentése',
    toast: 'A feladatok igazolása rögzítve.',
    meta: certification.meta,
    schema: certification.schema,
    fields: ['tasks'],
    lines: { tasks: { itemMeta: certLineMeta, columns: ['task', ...finalColumns], fixed: true } },
    initialValues: (record) => ({
      tasks: rowsOf(record).map((task) => ({
        id: task.id,
        task: taskName(task),
        ...Object.fromEntries(finalColumns.map((name) => [name, task[name] ?? task[name.replace(/^final_/, '')] ?? null])),
      })),
    }),
    toBody: (body) => ({ tasks: Array.isArray(body.tasks) ? body.tasks.filter(isRow).map(({ task: _shown, ...row }) => row) : [] }),
    when: (record) => rowsOf(record).length > 0,
    mutation: certification.mutation,
    api,
  });
  return [table, edit, certify] as const;
}

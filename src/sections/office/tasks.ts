import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { defineSection } from '@/features/records/section';
import { patchTaskMutation } from '@/generated/api/office';
import { listTasksParams } from '@/generated/list-params/office';
import { SubtaskInputMeta, TaskInputMeta, TaskMeta } from '@/generated/meta/office';
import { taskApi } from '@/generated/records/office';
import { TaskInputSchema } from '@/generated/validators/office';
import { taskCalendar } from './tasks.calendar';

/**
 * Feladatok (sections 2, 3, 7): calendar, list, new and details with the subtasks (edited as lines in the form, or each
 * marked done from the details with 'Elvégezve'), comments and attachments.
 */
export const tasksSection = defineSection({
  id: 'tasks',
  title: 'Feladatok',
  recordName: 'Feladat',
  api: taskApi,
  list: {
    meta: TaskMeta,
    columns: ['id', 'title', 'institution_reference_number', 'deadline', 'supervisor', 'institution', 'created_from_mail'],
    params: listTasksParams,
  },
  form: {
    meta: TaskInputMeta,
    schema: TaskInputSchema,
    fields: ['title', 'institution_reference_number', 'deadline', 'supervisor', 'institution', 'subtasks'],
    // A saved subtask keeps its id in the line (sent back, so the server updates it); a new line has none.
    lines: { subtasks: { itemMeta: SubtaskInputMeta, columns: ['description', 'measure', 'assignees', 'deadline', 'finished'], addLabel: 'Új részfeladat' } },
  },
  details: {
    title: (task) => task.title,
    meta: TaskMeta,
    summary: ['id', 'institution_reference_number', 'deadline', 'supervisor', 'institution'],
    groups: [{ title: 'E-mailből létrehozva', fields: ['created_from_mail', 'sender', 'sender_email', 'send_date'] }],
    panels: { comments: { allowAttachment: true }, attachments: true },
    blocks: [
      itemsTable({
        field: 'subtasks',
        meta: TaskMeta,
        columns: ['description', 'measure', 'assignees', 'deadline', 'finished', 'finished_by'],
        emptyText: 'Nincs részfeladat.',
        // Section 8's task completion: one subtask at a time, sent alone, so its messages are the first of the answer's subtasks.
        action: {
          label: 'Elvégezve',
          offered: (subtask) => subtask.finished !== true,
          body: (id) => ({ subtasks: [{ id, finished: true }] }),
          errorsAt: 'subtasks.0',
          sets: 'finished',
          mutation: patchTaskMutation,
          toast: 'A részfeladat elvégzettnek jelölve.',
        },
      }),
    ],
  },
  calendar: taskCalendar,
});

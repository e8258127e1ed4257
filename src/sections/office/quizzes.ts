import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { defineSection } from '@/features/records/section';
import { listQuizzesParams } from '@/generated/list-params/occupational-safety';
import { QuizMeta } from '@/generated/meta/occupational-safety';
import { quizApi } from '@/generated/records/occupational-safety';

/** Kvízek (sections 2, 3, 7; list and details): a quiz's availability, questions and participants; invite all or one (x-record-action). */
export const quizzesSection = defineSection({
  id: 'quizzes',
  title: 'Kvízek',
  recordName: 'Kvíz',
  api: quizApi,
  list: {
    meta: QuizMeta,
    columns: ['id', 'institution', 'available_from', 'available_till'],
    params: listQuizzesParams,
  },
  details: {
    title: (quiz) => `${quiz.institution.name} – ${quiz.id}. kvíz`,
    meta: QuizMeta,
    summary: ['id', 'institution', 'available_from', 'available_till'],
    panels: {},
    blocks: [
      itemsTable({ field: 'questions', meta: QuizMeta, columns: ['question', 'answers'], emptyText: 'A kvíznek nincsenek kérdései.' }),
      itemsTable({
        field: 'results',
        meta: QuizMeta,
        columns: ['participant', 'sap_code', 'invited_at', 'submitted_at', 'correct_answers', 'question_count', 'passed'],
        emptyText: 'Még nincs résztvevő.',
      }),
    ],
  },
});

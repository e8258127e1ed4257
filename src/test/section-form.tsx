import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { RecordForm } from '@/features/records/form/RecordForm';
import { sectionFormProps, type RecordDetail, type SectionForm } from '@/features/records/section';
import { renderAtRoute } from './render';

/** A query client whose seeded answers stay: a test answers only the calls it is about. */
export const seededQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

/**
 * A section's form as its screen shows it, alone at a route: a new record's, or `detail`'s edit form.
 * `start` changes what it starts with; 'Mentés' hands the body to `onSubmit`.
 */
export function renderSectionForm<Detail extends RecordDetail, Input extends Record<string, unknown>>(
  form: SectionForm<Detail, Input>,
  {
    detail,
    start = (values) => values,
    onSubmit,
    queryClient = seededQueryClient(),
  }: {
    detail?: Detail;
    start?: (values: Record<string, unknown>) => Record<string, unknown>;
    onSubmit: (body: Input) => Promise<unknown>;
    queryClient?: QueryClient;
  },
) {
  const props = sectionFormProps(form, detail);
  renderAtRoute(
    () => <RecordForm {...props} initialValues={start(props.initialValues)} recordId={detail?.id} submitLabel="Mentés" isPending={false} onSubmit={onSubmit} />,
    queryClient,
    '/urlap',
  );
  return userEvent.setup();
}

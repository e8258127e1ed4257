import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Page } from '@/components/ui/Page';
import { toast } from '@/lib/toasts';
import { RecordForm } from '../form/RecordForm';
import { sectionFormProps, type RecordDetail, type RecordRow, type SectionDefinition } from '../section';

/** The generic new screen: the section's input form; after saving, the new record's details. */
export function RecordCreateScreen<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>({
  section,
}: {
  section: SectionDefinition<Row, Detail, Input>;
}) {
  const navigate = useNavigate();
  const create = useMutation({ ...section.api.create!() });
  const form = section.form!;
  return (
    <Page title={`Új ${section.recordName.toLocaleLowerCase('hu')}`} backTo={section.routes.list}>
      <section className="card">
        <RecordForm
          {...sectionFormProps(form)}
          prefill={form.prefill}
          cancelHref={section.routes.list}
          submitLabel="Mentés"
          isPending={create.isPending}
          onSubmit={async (body) => {
            const created = await create.mutateAsync({ body });
            toast.success('A mentés sikeres.');
            void navigate({ href: section.routes.details(created.id) });
          }}
        />
      </section>
    </Page>
  );
}

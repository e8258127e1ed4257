import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FileField } from '@/components/ui/FileField';
import { Link } from '@/components/ui/Link';
import { TextField } from '@/components/ui/TextField';
import { StepsAfterSave, useStepsAfterSave } from '@/features/records/blocks/StepsAfterSave';
import { FieldList, FieldRow } from '@/features/records/FieldList';
import { RecordForm } from '@/features/records/form/RecordForm';
import type { LinesDeclaration } from '@/features/records/lines/lines';
import { formValues } from '@/features/records/section';
import { addApplicationAttachmentMutation, createApplicationMutation, getOpenJobQuery, sendApplicationVerificationEmailMutation } from '@/generated/api/job-portal';
import type { Application } from '@/generated/models';
import { ApplicationInputMeta } from '@/generated/meta/job-portal';
import { ApplicationEducationMeta, OpenJobMeta } from '@/generated/meta/shared';
import { ApplicationInputSchema } from '@/generated/validators/job-portal';
import { PublicPage } from '@/features/public/PublicPage';
import { routeHref } from '@/lib/route-href';
import { SHOWN, SITE } from './open-jobs';

export const loadOpenJob = (queryClient: QueryClient, id: number) => queryClient.ensureQueryData(getOpenJobQuery({ path: { id } }));

// The educations are plain lines of the spec's item (degree, institute, start and end): they read no settings, so they work signed out.
const FORM = { meta: ApplicationInputMeta, fields: ['name', 'email', 'phone_number', 'birth_date', 'educations'] as const };
const EDUCATION_LINES = {
  educations: { itemMeta: ApplicationEducationMeta, columns: ['degree', 'institute', 'start_date', 'end_date'], addLabel: 'Végzettség hozzáadása' },
} satisfies Record<string, LinesDeclaration>;

/**
 * Section 7: a job's details and the application: saved first (POST allaskeresok/), then the chosen
 * CV is uploaded (uj-melleklet/, named 'Önéletrajz' unless renamed) and the verification e-mail asked
 * for (megerosito-email/). Each step's result is shown; a failed upload or e-mail is retried without
 * sending the application again.
 */
export function OpenJobScreen({ params: { id } }: { params: { id: number } }) {
  const job = useQuery(getOpenJobQuery({ path: { id } }));
  const create = useMutation(createApplicationMutation());
  const upload = useMutation(addApplicationAttachmentMutation());
  const email = useMutation(sendApplicationVerificationEmailMutation());
  const [cv, setCv] = useState<File | null>(null);
  const [cvName, setCvName] = useState('Önéletrajz');
  const steps = useStepsAfterSave<Application>([
    cv && {
      run: (application) => upload.mutateAsync({ path: { id: application.id }, body: { name: cvName || 'Önéletrajz', document: cv } }),
      pending: 'Az önéletrajz feltöltése folyamatban…',
      failure: 'Az önéletrajz feltöltése nem sikerült.',
    },
    {
      run: (application) => email.mutateAsync({ path: { id: application.id } }),
      pending: 'A megerősítő e-mail kérése folyamatban…',
      failure: 'A megerősítő e-mail kérése nem sikerült.',
    },
  ]);

  if (job.isPending) return <PublicPage site={SITE} title="Betöltés…" />;
  if (job.isError)
    return (
      <PublicPage
        site={SITE}
        title="Az állás nem található"
        links={[{ text: 'Vissza a meghirdetett állásokhoz', href: routeHref({ to: '/allaskeresoportal/lista.html' }) }]}
      />
    );
  const data = job.data;
  return (
    <PublicPage site={SITE} title={`${data.job.name} – ${data.institution.name}`}>
      <Link href={routeHref({ to: '/allaskeresoportal/lista.html' })}>‹ Vissza a meghirdetett állásokhoz</Link>
      <FieldList value={data} meta={OpenJobMeta} fields={SHOWN} before={<FieldRow label="Település">{data.institution.city}</FieldRow>} />
      <section aria-labelledby="application">
        <h2 id="application">Jelentkezés</h2>
        <StepsAfterSave
          state={steps}
          savedText="A jelentkezését elmentettük."
          doneText={`${cv ? 'Az önéletrajzát feltöltöttük. ' : ''}A megerősítő e-mailt elküldtük, kérjük, erősítse meg a jelentkezését.`}
        />
        {steps.saved ? null : (
          <>
            <TextField label="Önéletrajz neve" value={cvName} onChange={setCvName} />
            <FileField label="Önéletrajz" file={cv} onChange={(file) => setCv(file instanceof File ? file : null)} />
            <RecordForm
              meta={FORM.meta}
              schema={ApplicationInputSchema}
              fields={FORM.fields}
              lines={EDUCATION_LINES}
              // The job is the page's, not a field: it is sent with the body.
              initialValues={{ ...formValues(FORM), job: id }}
              submitLabel="Jelentkezés elküldése"
              isPending={create.isPending}
              onSubmit={async (body) => steps.start(await create.mutateAsync({ body }))}
            />
          </>
        )}
      </section>
    </PublicPage>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { FormErrors } from '@/components/form/FormErrors';
import { parseNumberInput } from '@/components/form/inputs';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { TextField } from '@/components/ui/TextField';
import { PublicPage } from '@/features/public/PublicPage';
import { loginAndFetchComplaintMutation } from '@/generated/api/complaints';
import { ComplaintLoginMeta } from '@/generated/meta/complaints';
import { ApiError } from '@/generated/runtime';
import { remember, SITE } from './complaint-public';
import { complaintHref } from './site-pages';

const LOGIN_FAILED = 'A belépés nem sikerült: a szerver nem érhető el. Kérjük, próbálja újra később.';
const NOT_FOUND = 'Nincs ilyen azonosítójú panasz. Kérjük, ellenőrizze az azonosítót.';

const loadLoginSchema = () => import('@/generated/validators/complaints').then((m) => m.ComplaintLoginSchema);

/** belepes.html (and {id}.html before sign-in): the complaint's id and password open it. */
export function ComplaintLoginScreen({ base, complaintId }: { base: string; complaintId?: number }) {
  return (
    <PublicPage site={SITE} title="Belépés a panaszhoz" narrow>
      <p>Adja meg a panasz azonosítóját és a beküldéskor megadott jelszót.</p>
      <ComplaintLoginForm base={base} complaintId={complaintId} />
      <div className="public-links">
        <Link href={complaintHref(base, '/uj.html')}>Új panasz bejelentése</Link>
      </div>
    </PublicPage>
  );
}

function ComplaintLoginForm({ base, complaintId }: { base: string; complaintId?: number | undefined }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useSchemaForm(loadLoginSchema, { complaint_id: complaintId ?? null, password: '' }, { failureMessage: LOGIN_FAILED });
  const [notFound, setNotFound] = useState(false);
  const login = useMutation({
    ...loginAndFetchComplaintMutation(),
    onSuccess: (complaint) => {
      remember(queryClient, complaint);
      void router.navigate({ href: complaintHref(base, '/$entityId.html', complaint.id) });
    },
    onError: (error) => {
      setNotFound(error instanceof ApiError && error.status === 404);
      if (!(error instanceof ApiError && error.status === 404)) form.showServerError(error);
    },
  });
  const idField = form.textField('complaint_id');
  return (
    <Form
      className="form"
      validationBehavior="aria"
      onSubmit={form.handleSubmit((body) => {
        setNotFound(false);
        login.mutate({ path: { id: body.complaint_id }, body });
      })}
    >
      <FormErrors messages={notFound ? [NOT_FOUND, ...form.generalErrors] : form.generalErrors} />
      <TextField
        {...idField}
        label={ComplaintLoginMeta.fields.complaint_id.label}
        inputMode="numeric"
        isRequired
        autoFocus={complaintId === undefined}
        onChange={(text) => form.setValue('complaint_id', parseNumberInput(text))}
      />
      <TextField
        {...form.textField('password')}
        label={ComplaintLoginMeta.fields.password.label}
        type="password"
        autoComplete="current-password"
        isRequired
        autoFocus={complaintId !== undefined}
      />
      <Button type="submit" isPending={login.isPending}>
        Belépés
      </Button>
    </Form>
  );
}

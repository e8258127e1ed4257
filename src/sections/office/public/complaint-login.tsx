import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Link } from '@/components/ui/Link';
import { PublicPage } from '@/features/public/PublicPage';
import { SmallForm } from '@/features/small-form/SmallForm';
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
  return (
    <SmallForm
      form={form}
      meta={ComplaintLoginMeta}
      fields={{
        complaint_id: { autoFocus: complaintId === undefined },
        password: { type: 'password', autoComplete: 'current-password', autoFocus: complaintId !== undefined },
      }}
      messages={notFound ? [NOT_FOUND] : []}
      submitLabel="Belépés"
      isPending={login.isPending}
      onSubmit={(body) => {
        setNotFound(false);
        login.mutate({ path: { id: body.complaint_id }, body });
      }}
    />
  );
}

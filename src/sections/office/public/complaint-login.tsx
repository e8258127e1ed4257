import { PublicPage, SIGN_IN_FAILED } from '@/features/public/PublicPage';
import { useRememberAndOpen } from '@/features/public/remembered';
import { SmallForm } from '@/features/small-form/SmallForm';
import { useFormCall } from '@/features/small-form/use-form-call';
import { loginAndFetchComplaintMutation } from '@/generated/api/complaints';
import { ComplaintLoginMeta } from '@/generated/meta/complaints';
import { openedKey, SITE } from './complaint-public';
import { complaintHref } from './site-pages';

const NOT_FOUND = 'Nincs ilyen azonosítójú panasz. Kérjük, ellenőrizze az azonosítót.';

const loadLoginSchema = () => import('@/generated/validators/complaints').then((m) => m.ComplaintLoginSchema);

/** belepes.html (and {id}.html before sign-in): the complaint's id and password open it. */
export function ComplaintLoginScreen({ base, complaintId }: { base: string; complaintId?: number }) {
  const open = useRememberAndOpen();
  const login = useFormCall(
    loadLoginSchema,
    { complaint_id: complaintId ?? null, password: '' },
    {
      mutation: loginAndFetchComplaintMutation(),
      variables: (body) => ({ path: { id: body.complaint_id }, body }),
      failure: SIGN_IN_FAILED,
      notFound: NOT_FOUND,
      onDone: (complaint) => open(openedKey(complaint.id), complaint, complaintHref(base, '/$entityId.html', complaint.id)),
    },
  );
  return (
    <PublicPage site={SITE} title="Belépés a panaszhoz" narrow links={[{ text: 'Új panasz bejelentése', href: complaintHref(base, '/uj.html') }]}>
      <p>Adja meg a panasz azonosítóját és a beküldéskor megadott jelszót.</p>
      <SmallForm
        {...login}
        meta={ComplaintLoginMeta}
        fields={{
          complaint_id: { autoFocus: complaintId === undefined },
          password: { type: 'password', autoComplete: 'current-password', autoFocus: complaintId !== undefined },
        }}
        submitLabel="Belépés"
      />
    </PublicPage>
  );
}

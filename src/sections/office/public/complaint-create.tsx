import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormDraft } from '@/components/form/use-schema-form';
import { Alert } from '@/components/ui/Alert';
import { PublicPage } from '@/features/public/PublicPage';
import { useRememberAndOpen } from '@/features/public/remembered';
import { checkboxField, optionsField } from '@/features/small-form/fields';
import { SmallForm, typedTwice } from '@/features/small-form/SmallForm';
import { useFormCall } from '@/features/small-form/use-form-call';
import { useExtraFields } from '@/features/records/extra-fields/use-extra-fields';
import { createPublicComplaintMutation, getComplaintDistrictDataQuery } from '@/generated/api/complaints';
import { ComplaintPublicInputMeta } from '@/generated/meta/complaints';
import type { ComplaintDetail } from '@/generated/models';
import type { ComplaintPublicInputBody } from '@/generated/validators/complaints';
import { openedKey, SITE } from './complaint-public';
import { complaintHref } from './site-pages';

const SEND_FAILED = 'A panasz beküldése nem sikerült: a szerver nem érhető el. Kérjük, próbálja újra később. A beírt adatok megmaradtak.';
const PASSWORDS_DIFFER = 'A két jelszó nem egyezik.';

const loadCreateSchema = () => import('@/generated/validators/complaints').then((m) => m.ComplaintPublicInputSchema);

const INITIAL: FormDraft<ComplaintPublicInputBody> = {
  institution: null,
  category: null,
  name: null,
  address: null,
  email: null,
  is_anonymous: false,
  description: '',
  password: '',
};

// A visitor belongs to no institution: no district_employee condition matches and no institution address is a default.
const VISITOR = { institution: { id: 0, name: '', unit_code: '', parent: null } };

/**
 * The district's institutions, categories and extra fields, loaded before the new complaint's form
 * shows, so its choosers have their options when typed into; a failed load the form shows itself.
 */
export const loadDistrictData = (queryClient: QueryClient) => queryClient.ensureQueryData(getComplaintDistrictDataQuery()).catch(() => undefined);

/** uj.html: a new complaint, then the id and password the complainant will need, clearly. */
export function ComplaintCreateScreen({ base }: { base: string }) {
  const open = useRememberAndOpen();
  const district = useQuery(getComplaintDistrictDataQuery());
  const [created, setCreated] = useState<{ complaint: ComplaintDetail; password: string } | null>(null);
  const create = useFormCall(loadCreateSchema, INITIAL, {
    mutation: createPublicComplaintMutation(),
    variables: (body) => ({ body }),
    failure: SEND_FAILED,
    checks: typedTwice('password', PASSWORDS_DIFFER),
    onDone: (complaint, { password }) => setCreated({ complaint, password }),
  });
  // The district's extra fields (get_district_data/).
  const extra = useExtraFields(district.data?.extra_fields ?? [], VISITOR, create.form.values);

  if (created) {
    const { complaint, password } = created;
    return (
      <PublicPage
        site={SITE}
        title="Panaszát rögzítettük"
        notice={{ tone: 'success', text: 'Köszönjük, panaszát rögzítettük.' }}
        links={[
          { text: 'A panasz megtekintése', onPress: () => open(openedKey(complaint.id), complaint, complaintHref(base, '/$entityId.html', complaint.id)) },
          { text: 'Belépés egy panaszhoz', href: complaintHref(base, '/belepes.html') },
        ]}
      >
        <div className="public-credentials" aria-label="Belépési adatok">
          <p>A panasz későbbi megtekintéséhez erre a két adatra lesz szüksége. Kérjük, írja fel vagy mentse el őket:</p>
          <p>
            Panasz azonosítója: <strong data-testid="complaint-id">{complaint.id}</strong>
          </p>
          <p>
            Jelszó: <strong data-testid="complaint-password">{password}</strong>
          </p>
        </div>
      </PublicPage>
    );
  }

  const anonymous = create.form.values.is_anonymous === true;
  const contactField = { hidden: anonymous };
  return (
    <PublicPage site={SITE} title="Új panasz bejelentése" links={[{ text: 'Már van panaszom: belépés', href: complaintHref(base, '/belepes.html') }]}>
      <p>A csillaggal jelölt mezők kitöltése kötelező. A beküldés után a panasz azonosítójával és az itt megadott jelszóval követheti az ügyintézést.</p>
      {district.isError ? <Alert tone="error">Az intézmények és kategóriák betöltése nem sikerült. Kérjük, frissítse az oldalt.</Alert> : null}
      <SmallForm
        {...create}
        meta={ComplaintPublicInputMeta}
        fields={{
          institution: optionsField(district.data?.institutions ?? [], district.isPending),
          category: optionsField(district.data?.categories ?? [], district.isPending),
          description: { rows: 6, after: extra.inputs },
          is_anonymous: {
            ...checkboxField,
            after: anonymous ? <p className="muted">Névtelen bejelentésnél nevét és elérhetőségét nem küldjük el.</p> : null,
          },
          name: { ...contactField, autoComplete: 'name' },
          address: { ...contactField, autoComplete: 'street-address' },
          email: { ...contactField, type: 'email', autoComplete: 'email' },
          password: {
            type: 'password',
            autoComplete: 'new-password',
            description: 'Legalább 8 karakter.',
            confirm: { label: 'Jelszó még egyszer' },
          },
        }}
        submitLabel="Panasz beküldése"
        onAttempt={extra.check}
        onSubmit={(body) => {
          // An anonymous complaint's contact fields are hidden, so sent as none.
          if (extra.check()) create.onSubmit({ ...body, extra_field_answers: extra.answers() });
        }}
      />
    </PublicPage>
  );
}

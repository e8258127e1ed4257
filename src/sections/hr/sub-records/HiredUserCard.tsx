import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { getPositionQuery, recordPositionHiredUserMutation, removePositionHiredUserMutation, updatePositionHiredUserMutation } from '@/generated/api/hr';
import type { CurrentUser, HiredUser, HiredUserInput } from '@/generated/models';
import { HiredUserInputMeta, HiredUserMeta } from '@/generated/meta/hr';
import { HiredUserInputSchema } from '@/generated/validators/hr';
import { toast } from '@/lib/toasts';
import { ConfirmCallButton } from '@/features/records/actions/ConfirmCallButton';
import { FieldList } from '@/features/records/FieldList';
import { positionTaxNumberCheck } from '../checks';
import { RecordForm } from '@/features/records/form/RecordForm';
import { formValues } from '@/features/records/section';
import '@/features/records/blocks/SubForm.css';

export interface HiredUserCardProps {
  record: { id: number; hired_employee: HiredUser | null };
  user: Pick<CurrentUser, 'is_readonly'>;
}

/** What the card shows of the hired user; the form has every field of the input. */
const SHOWN = ['name', 'email', 'tax_number', 'birth_name', 'birth_date', 'birth_place', 'mothers_name', 'bank_account_number'] as const;
const FORM = { meta: HiredUserInputMeta, fields: Object.keys(HiredUserInputMeta.fields) };

/**
 * A position's hired user (`felhasznalo-rogzites/`): recorded with POST when the position has none
 * (a tax number typed in full is looked up with `adoszam-ellenorzes/`),
 * changed with PUT when it has one, and removed (`felhasznalo-eltavolitas/`) after a confirmation.
 * Each answer is written into the cached position, so the card changes at once.
 */
export function HiredUserCard({ record, user }: HiredUserCardProps) {
  const queryClient = useQueryClient();
  const hired = record.hired_employee;
  const [editing, setEditing] = useState(false);
  const setHired = (hiredEmployee: HiredUser | null) =>
    queryClient.setQueryData(getPositionQuery({ path: { id: record.id } }).queryKey, (position) =>
      position ? { ...position, hired_employee: hiredEmployee } : position,
    );
  const create = useMutation(recordPositionHiredUserMutation());
  const update = useMutation(updatePositionHiredUserMutation());
  const save = hired ? update : create;

  const onSubmit = async (body: HiredUserInput) => {
    const vars = { path: { id: record.id }, body };
    setHired(hired ? await update.mutateAsync(vars) : await create.mutateAsync(vars));
    setEditing(false);
    toast.success('A mentés sikeres.');
  };

  return (
    <section className="card sub-record" aria-labelledby={`hired-user-${record.id}`}>
      <h2 id={`hired-user-${record.id}`}>Felvett dolgozó</h2>
      {editing ? (
        <RecordForm
          meta={FORM.meta}
          schema={HiredUserInputSchema}
          fields={FORM.fields}
          initialValues={formValues(FORM, hired ?? undefined)}
          checks={[positionTaxNumberCheck]}
          submitLabel={hired ? 'Mentés' : 'Rögzítés'}
          isPending={save.isPending}
          onSubmit={onSubmit}
          onCancel={() => setEditing(false)}
        />
      ) : hired ? (
        <FieldList value={hired} meta={HiredUserMeta} fields={SHOWN} />
      ) : (
        <p className="muted">Nincs rögzített felvett dolgozó.</p>
      )}
      {user.is_readonly || editing ? null : (
        <div className="sub-record__actions">
          <Button variant={hired ? 'secondary' : 'primary'} onPress={() => setEditing(true)}>
            {hired ? 'Adatok módosítása' : 'Felvett dolgozó rögzítése'}
          </Button>
          {hired ? (
            <ConfirmCallButton
              mutation={removePositionHiredUserMutation()}
              variables={{ path: { id: record.id } }}
              confirm={{
                title: 'Felvett dolgozó eltávolítása',
                message: `Biztosan eltávolítja ${hired.name} felvett dolgozót az álláshelyről?`,
                label: 'Eltávolítás',
              }}
              onDone={() => setHired(null)}
              success="A mentés sikeres."
              failure="Az eltávolítás nem sikerült. Kérjük, próbálja újra később."
            >
              Eltávolítás
            </ConfirmCallButton>
          ) : null}
        </div>
      )}
    </section>
  );
}

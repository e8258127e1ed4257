import { objectEditor } from '@/features/records/blocks/ObjectEditor';
import { getPositionQuery, recordPositionHiredUserMutation, removePositionHiredUserMutation, updatePositionHiredUserMutation } from '@/generated/api/hr';
import { HiredUserInputMeta, HiredUserMeta } from '@/generated/meta/hr';
import { HiredUserInputSchema } from '@/generated/validators/hr';
import { positionTaxNumberCheck } from '../checks';

/**
 * A position's hired user (`felhasznalo-rogzites/`): recorded with POST when the position has none
 * (a tax number typed in full is looked up with `adoszam-ellenorzes/`), changed with PUT when it has
 * one, and removed (`felhasznalo-eltavolitas/`) after a confirmation.
 */
export const hiredUserCard = objectEditor({
  field: 'hired_employee',
  title: 'Felvett dolgozó',
  emptyText: 'Nincs rögzített felvett dolgozó.',
  shown: { meta: HiredUserMeta, fields: ['name', 'email', 'tax_number', 'birth_name', 'birth_date', 'birth_place', 'mothers_name', 'bank_account_number'] },
  form: { meta: HiredUserInputMeta, schema: HiredUserInputSchema, checks: [positionTaxNumberCheck] },
  create: recordPositionHiredUserMutation,
  update: updatePositionHiredUserMutation,
  remove: {
    call: removePositionHiredUserMutation,
    confirm: (hired) => ({
      title: 'Felvett dolgozó eltávolítása',
      message: `Biztosan eltávolítja ${hired.name} felvett dolgozót az álláshelyről?`,
      label: 'Eltávolítás',
    }),
    failure: 'Az eltávolítás nem sikerült. Kérjük, próbálja újra később.',
  },
  labels: { create: 'Felvett dolgozó rögzítése', edit: 'Adatok módosítása', createSubmit: 'Rögzítés', remove: 'Eltávolítás' },
  api: { get: getPositionQuery },
});

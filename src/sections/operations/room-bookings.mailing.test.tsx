import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, it, vi } from 'vitest';
import { RecordForm } from '@/features/records/form/RecordForm';
import { RoomBookingInputMeta } from '@/generated/meta/operations';
import { RoomBookingInputSchema } from '@/generated/validators/operations';
import { renderAtRoute } from '@/test/render';
import { seededQueryClient } from '@/test/section-form';
import { expectEmptyAddressRefused, expectTypedAddressTaken } from '@/test/address-checks';

function renderMailing(onSubmit: (body: Record<string, unknown>) => Promise<unknown>) {
  const queryClient = seededQueryClient();
  renderAtRoute(
    () => (
      <RecordForm
        meta={RoomBookingInputMeta}
        // The rest of the booking is not this test's: only the mailing address is checked.
        schema={RoomBookingInputSchema}
        fields={['mailing_address']}
        initialValues={{ mailing_address: null }}
        submitLabel="Mentés"
        isPending={false}
        onSubmit={onSubmit}
      />
    ),
    queryClient,
  );
  return userEvent.setup();
}

describe('a room booking: the mailing address cannot be empty (section 5)', () => {
  it('an empty mailing address is refused with the cannot-be-empty message; its postcode, settlement and street are marked required', async () => {
    const user = renderMailing(vi.fn());
    await expectEmptyAddressRefused(user, await screen.findByRole('group', { name: /Levelezési cím/ }));
  }, 20_000);

  it('a typed mailing address is taken', async () => {
    const user = renderMailing(vi.fn());
    const mailing = await screen.findByRole('group', { name: /Levelezési cím/ });
    await expectTypedAddressTaken(user, mailing, { postcode: '1121', settlement: 'Budapest', street: 'Zugligeti út 12.' });
  }, 20_000);
});

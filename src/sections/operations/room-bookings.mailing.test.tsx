import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordForm } from '@/features/records/form/RecordForm';
import { RoomBookingInputMeta } from '@/generated/meta/operations';
import { RoomBookingInputSchema } from '@/generated/validators/operations';
import { renderAtRoute } from '@/test/render';

function renderMailing(onSubmit: (body: Record<string, unknown>) => Promise<unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
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
    const mailing = await screen.findByRole('group', { name: /Levelezési cím/ });
    for (const part of [/Irányítószám/, /Település/, /Cím \(utca, házszám\)/]) expect(within(mailing).getByRole('textbox', { name: part })).toBeRequired();
    expect(within(mailing).getByRole('textbox', { name: /Megye/ })).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await within(mailing).findByText('Ez a mező nem lehet üres')).toBeInTheDocument();
  }, 20_000);

  it('a typed mailing address is taken', async () => {
    const user = renderMailing(vi.fn());
    const mailing = await screen.findByRole('group', { name: /Levelezési cím/ });
    await user.type(within(mailing).getByRole('textbox', { name: /Irányítószám/ }), '1121');
    await user.type(within(mailing).getByRole('textbox', { name: /Település/ }), 'Budapest');
    await user.type(within(mailing).getByRole('textbox', { name: /Cím \(utca, házszám\)/ }), 'Zugligeti út 12.');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.getAllByText(/Ez a mező nem lehet üres/).length).toBeGreaterThan(0));
    expect(within(mailing).queryByText('Ez a mező nem lehet üres')).toBeNull();
  }, 20_000);
});

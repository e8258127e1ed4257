import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RecordCreateScreen } from '@/features/records/screens/RecordCreateScreen';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch, requests } from '@/test/fetch-mock';
import { renderAtRoute } from '@/test/render';
import { specExampleFetch } from '@/test/spec-fetch';
import { rentsSection } from './rents';

/** The new other rent as its screen shows it: the declared form, its groups and extra fields from the spec's examples. */
async function renderNewRent() {
  mockFetch(specExampleFetch());
  renderAtRoute(() => <RecordCreateScreen section={rentsSection} />, createQueryClient(), '/muszak/berles/uj.html');
  const tenant = await screen.findByRole('group', { name: 'Bérlő' });
  return { user: userEvent.setup(), mailing: within(tenant).getByRole('group', { name: /Levelezési cím/ }) };
}

const posted = () => requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/egyeb-berlesek/');

describe('an other rent: the mailing address cannot be empty (section 5)', () => {
  it('an empty mailing address is refused with the cannot-be-empty message and nothing is sent; its postcode, settlement and street are marked required', async () => {
    const { user, mailing } = await renderNewRent();
    for (const part of [/Irányítószám/, /Település/, /Cím \(utca, házszám\)/]) expect(within(mailing).getByRole('textbox', { name: part })).toBeRequired();
    expect(within(mailing).getByRole('textbox', { name: /Megye/ })).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await within(mailing).findByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  }, 45_000);

  it('a typed mailing address is taken: its message goes while the rest of the empty form still has its own', async () => {
    const { user, mailing } = await renderNewRent();
    await user.type(within(mailing).getByRole('textbox', { name: /Irányítószám/ }), '1133');
    await user.type(within(mailing).getByRole('textbox', { name: /Település/ }), 'Budapest');
    await user.type(within(mailing).getByRole('textbox', { name: /Cím \(utca, házszám\)/ }), 'Váci út 76.');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.getAllByText(/Ez a mező nem lehet üres/).length).toBeGreaterThan(0));
    expect(within(mailing).queryByText('Ez a mező nem lehet üres')).toBeNull();
  }, 45_000);
});

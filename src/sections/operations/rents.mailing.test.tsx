import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RecordCreateScreen } from '@/features/records/screens/RecordCreateScreen';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch, requests } from '@/test/fetch-mock';
import { renderAtRoute } from '@/test/render';
import { specExampleFetch } from '@/test/spec-fetch';
import { expectEmptyAddressRefused, expectTypedAddressTaken } from '@/test/address-checks';
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
    await expectEmptyAddressRefused(user, mailing);
    expect(posted()).toHaveLength(0);
  }, 45_000);

  it('a typed mailing address is taken: its message goes while the rest of the empty form still has its own', async () => {
    const { user, mailing } = await renderNewRent();
    await expectTypedAddressTaken(user, mailing, { postcode: '1133', settlement: 'Budapest', street: 'Váci út 76.' });
  }, 45_000);
});

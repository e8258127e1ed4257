import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/egyeb-szerzodesek/';

staffSuite((suite) => ({ session: s } = suite));

describe('other contracts in Chromium against Prism', () => {
  it('new: the type from the static data and the party; the bank account checked; a translated 400 keeps the input', async () => {
    const { page } = s;
    await s.goto('/muszak/egyeb-szerzodesek/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új egyéb szerződés' }).waitFor();
    const contract = page.getByRole('group', { name: 'Szerződés', exact: true });
    await s.choose('Szerződés típusa', 'Karb', 'Karbantartási szerződés', contract);
    await s.choose('Intézmény', 'Kölcsey', 'Kölcsey Ferenc Gimnázium', contract);
    await contract.getByRole('checkbox', { name: 'Csatolmányra vár' }).check({ force: true });
    const party = page.getByRole('group', { name: 'Szerződő fél', exact: true });
    await s.input('Szerződő fél neve', party).fill('Lift-Szerviz Zrt.');
    await s.input('Képviselő', party).fill('Kardos Péter');
    await s.input('Cégjegyzékszám', party).fill('01-10-654321');
    await s.input('Adószám', party).fill('87654321-2-42');
    await s.input('KSH statisztikai számjel', party).fill('87654321-4329-114-01');
    await s.input('Bankszámlaszám', party).fill('1177');
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(party.getByText('Hibás bankszámlaszám'));
    await s.input('Bankszámlaszám', party).fill('11773016-11112222-00000000');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(contract.getByText('Ez az intézmény már nem választható'));
    expect(await s.input('Képviselő', party).inputValue()).toBe('Kardos Péter');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/egyeb-szerzodesek\/251\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      type: 4,
      institution: 3,
      name: 'Lift-Szerviz Zrt.',
      representative: 'Kardos Péter',
      company_number: '01-10-654321',
      tax_number: '87654321-2-42',
      ksh_code: '87654321-4329-114-01',
      bank_account_number: '11773016-11112222-00000000',
      waiting_for_attachment: true,
      school_should_reply: false,
    });
  });

  it('details: an edit, a decision, a comment; cloning opens the copy', async () => {
    const { page } = s;
    await s.goto('/muszak/egyeb-szerzodesek/251.html');
    await page.getByRole('heading', { level: 1, name: 'Egyéb szerződés: Tisztaság-Szolg Kft.' }).waitFor();
    const edit = await s.edit();
    await s.input('Képviselő', edit).fill('Bodnár István');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}251/`)).toMatchObject({ type: 3, institution: 2, representative: 'Bodnár István' });

    await page.getByRole('region', { name: 'Megjegyzések' }).getByRole('textbox', { name: 'Megjegyzés' }).fill('Az árajánlatot feltöltöttük.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    await page.getByRole('button', { name: 'Jóváhagyom' }).click();
    await s.toast('A döntés rögzítve.');
    expect(s.lastSent('POST', `${BASE}251/donteshozas/`)?.postData() ?? '').toMatch(/name="decision_option"\r\n\r\n72\r\n/);
    await screenshot(page, 'ops-other-contracts-details');

    await s.goto('/muszak/egyeb-szerzodesek/251.html');
    await page.getByRole('button', { name: 'Másolás' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await page.waitForURL(/\/muszak\/egyeb-szerzodesek\/1043\.html$/);
    expect(s.sent('POST', `${BASE}251/masolas/`)).toHaveLength(1);
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });
});

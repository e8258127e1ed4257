import { describe, expect, it, test } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/partnerek/';

staffSuite((suite) => ({ session: s } = suite));

describe('partners in Chromium against Prism', () => {
  it('the list shows each partner with its description', async () => {
    const { page } = s;
    await s.goto('/penzugy/partnerek/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Partnerek' }).waitFor();
    await s.shows(page.getByRole('link', { name: 'Papír-Írószer Bt.' }));
    await s.shows(page.getByRole('table').getByText('Keretszerződéses irodaszer-beszállító'));
    await screenshot(page, 'finance-partners-list');
  });

  it('new: every field, the bank account checked on the client; a 400 by its fields keeps the address parts; the save reloads the static partner list', async () => {
    const { page } = s;
    await s.goto('/penzugy/partnerek/lista.html');
    await page.getByRole('link', { name: /Új partner/ }).click();
    await page.waitForURL(/\/penzugy\/partnerek\/uj\.html$/);
    for (const legend of ['Alapadatok', 'Elérhetőség', 'Pénzügyi adatok']) {
      await s.shows(page.getByRole('group', { name: legend, exact: true }));
    }
    const basics = page.getByRole('group', { name: 'Alapadatok', exact: true });
    expect(await basics.getByRole('checkbox', { name: 'Van adószáma' }).isChecked()).toBe(true);
    await s.input('Név', basics).fill('Zöldkert Kertészeti Kft.');
    await s.input('Adószám', basics).fill('24681357-2-13');
    await s.input('Megjegyzés', basics).fill('Udvarok, sportpályák gondozása');
    const contact = page.getByRole('group', { name: 'Elérhetőség', exact: true });
    await s.input('Telefonszám', contact).fill('+36 20 111 2233');
    await s.input('E-mail cím', contact).fill('iroda@zoldkert.hu');
    await s.input('Irányítószám', contact).fill('2100');
    await s.input('Település', contact).fill('Gödöllő');
    await s.input('Cím (utca, házszám)', contact).fill('Szabadság tér 3.');
    await s.input('Ország', contact).fill('Magyarország');
    const money = page.getByRole('group', { name: 'Pénzügyi adatok', exact: true });
    await s.input('Bankszámlaszám', money).fill('1177301');
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(money.getByText('Hibás bankszámlaszám'));
    await s.input('Bankszámlaszám', money).fill('11773016-11112222-00000000');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(basics.getByText('Ez a mező nem lehet üres'));
    await s.shows(money.getByText('Hibás bankszámlaszám'));
    expect(await s.input('Név', basics).inputValue()).toBe('Zöldkert Kertészeti Kft.');
    expect(await s.input('Település', contact).inputValue()).toBe('Gödöllő');
    await screenshot(page, 'finance-partners-new-400');

    const staticBefore = s.sent('GET', '/api/statikus-adatok/').length;
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/penzugy\/partnerek\/301\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      name: 'Zöldkert Kertészeti Kft.',
      tax_id: '24681357-2-13',
      tax_id_availability: true,
      phone: '+36 20 111 2233',
      email: 'iroda@zoldkert.hu',
      address: { zip_code: '2100', city: 'Gödöllő', address_1: 'Szabadság tér 3.', country: 'Magyarország' },
      bank_account_number: '11773016-11112222-00000000',
      note: 'Udvarok, sportpályák gondozása',
    });

    await test.step('a partner chooser met after the save reads the static data anew, so it offers the new partner', async () => {
      expect(s.sent('GET', '/api/statikus-adatok/').length).toBe(staticBefore);
      await page.getByRole('button', { name: 'Főmenü' }).click();
      await page.getByRole('menuitem', { name: 'Pénzügy', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Kötelezettségvállalás', exact: true }).click();
      await page.getByRole('link', { name: /Új kötelezettségvállalás/ }).click();
      await page.getByRole('combobox', { name: 'Kivitelező partner', exact: true }).waitFor();
      await expect.poll(() => s.sent('GET', '/api/statikus-adatok/').length).toBeGreaterThan(staticBefore);
    });
  });

  it('details: the summary, the contact and bank details readable, and an edit that saves', async () => {
    const { page } = s;
    await s.goto('/penzugy/partnerek/301.html');
    await page.getByRole('heading', { level: 1, name: /Irodatechnika Kft\./ }).waitFor();
    const contact = page.getByRole('region', { name: 'Elérhetőség és pénzügyi adatok' });
    await s.shows(contact.getByText('info@irodatechnika.hu'));
    await s.shows(contact.getByText(/^1134 Budapest, Váci út 45\. 3\. emelet/));
    const edit = await s.edit();
    expect(await s.input('Település', edit).inputValue()).toBe('Budapest');
    await s.input('Megjegyzés', edit).fill('Informatikai eszközök');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}301/`)).toMatchObject({ name: 'Irodatechnika Kft.', note: 'Informatikai eszközök', tax_id_availability: true });
    await screenshot(page, 'finance-partners-details');
  });
});

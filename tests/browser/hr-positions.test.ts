import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

const BASE = '/api/allashelyek/';
let s: StaffSession;

staffSuite((suite) => ({ session: s } = suite));

describe('positions (HR › Álláshelyek) in Chromium against Prism', () => {
  it('the list: positions by job and institution', async () => {
    const { page } = s;
    await s.goto('/hr/allashelyek/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Álláshelyek' }).waitFor();
    const table = page.getByRole('table');
    await s.shows(table.getByText('Általános iskolai tanár'));
    await s.shows(table.getByText('Kölcsey Ferenc Gimnázium'));
    await screenshot(page, 'hr-positions-list');
  });

  it('new: every fieldset, choosers, subjects a line each, extra field; the §8 messages by their fields with the input kept', async () => {
    const { page } = s;
    await s.goto('/hr/allashelyek/uj.html');
    for (const legend of ['Álláshely', 'Helyettesítés', 'Megnevezett személy', 'Jogviszony', 'Pályázat', 'Jelentkezés és kapcsolattartás']) {
      await s.shows(page.getByRole('group', { name: legend, exact: true }));
    }

    const position = page.getByRole('group', { name: 'Álláshely', exact: true });
    await s.choose('Álláshely típusa', 'Hely', 'Helyettesítés', position);
    await s.input('Intézményi iktatószám', position).fill('PSÁI/2026/412');
    await s.choose('HR referens', 'Moln', 'Molnár Katalin', position);
    await s.choose('Munkakör', 'Ált', 'Általános iskolai tanár', position);
    await s.input('Tantárgyak', position).fill('matematika\nfizika');
    await s.choose('Elvárt legmagasabb iskolai végzettség', 'Felsőfokú (m', 'Felsőfokú (mesterképzés)', position);
    await s.input('Munkavégzés helye', position).fill('1052 Budapest, Váci utca 20.');
    const substitution = page.getByRole('group', { name: 'Helyettesítés', exact: true });
    await s.input('Helyettesített személy', substitution).fill('Nagy Éva');
    await s.input('Helyettesítés oka', substitution).fill('Szülési szabadság');
    const contract = page.getByRole('group', { name: 'Jogviszony', exact: true });
    await s.choose('Jogviszony típusa', 'Közn', 'Köznevelési foglalkoztatotti jogviszony', contract);
    await s.choose('Munkaidő', 'Telj', 'Teljes munkaidő', contract);
    await s.input('Heti munkaóraszám', contract).fill('40');
    await s.input('Heti kötelező óraszám', contract).fill('22');
    await s.fillDate('Jogviszony kezdete', '2027-01-04', contract);
    await s.fillDate('Jogviszony vége', '2027-08-31', contract);
    const tender = page.getByRole('group', { name: 'Pályázat', exact: true });
    await tender.getByRole('checkbox', { name: 'Pályázat kiírását kérem' }).check({ force: true });
    await s.input('Részletes indoklás', tender).fill('A kolléganő szülési szabadsága idejére.');
    await s.fillDate('Jelentkezési határidő', '2026-12-10', tender);
    await s.fillDate('Elbírálási határidő', '2026-12-18', tender);
    const apply = page.getByRole('group', { name: 'Jelentkezés és kapcsolattartás', exact: true });
    await s.input('Jelentkezési e-mail cím', apply).fill('allas@petofi-iskola.hu');
    await page.getByRole('checkbox', { name: 'Osztályfőnöki feladatot is ellát' }).check({ force: true });

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    // Section 8: the server's English strings in Hungarian, each by its field.
    await s.shows(tender.getByText('Pályázat kiírását kérem vagy Pályázati kiírás nélküli jogviszony választása kötelező'));
    await s.shows(tender.getByText('A Pályázat kiírását kérem és a Pályázati kiírás nélküli jogviszony közül csak az egyik választható'));
    await s.shows(apply.getByText('Jelentkezési e-mail cím vagy Jelentkezési cím megadása kötelező'));
    await s.shows(position.getByText('Ez a lista nem lehet üres.'));
    expect(await s.input('Tantárgyak', position).inputValue()).toBe('matematika\nfizika');
    expect(await s.input('Helyettesített személy', substitution).inputValue()).toBe('Nagy Éva');
    await screenshot(page, 'hr-positions-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/hr\/allashelyek\/2207\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      type: 'substitution',
      institution_reference_number: 'PSÁI/2026/412',
      handler: 31,
      job: 4,
      subjects: ['matematika', 'fizika'],
      required_highest_education: 'master',
      contract_type: 'public_education_employee',
      working_hours: 'full_time',
      weekly_workhour_count: 40,
      start_date: '2027-01-04',
      end_date: '2027-08-31',
      needs_tender: true,
      without_tender: false,
      open_ended: false,
      application_deadline: '2026-12-10',
      application_email: 'allas@petofi-iskola.hu',
      extra_field_answers: expect.arrayContaining([expect.objectContaining({ field: 71, value: true })]),
    });
  });

  it('details: the applications, the hired user recorded with its tax-number check, then removed', async () => {
    const { page } = s;
    await s.goto('/hr/allashelyek/2207.html');
    await page.getByRole('heading', { level: 1, name: /^Álláshely: Általános iskolai tanár/ }).waitFor();
    await s.shows(page.getByRole('table').getByText('Kiss Réka'));
    const card = page.getByRole('region', { name: 'Felvett dolgozó' });
    await card.getByRole('button', { name: 'Felvett dolgozó rögzítése' }).click();
    await s.input('Név', card).fill('Kiss Réka');
    await s.input('Adóazonosító jel', card).fill('8423456789');
    await s.shows(card.getByText(/Ezzel az adóazonosító jellel/));
    expect(s.sent('GET', `${BASE}adoszam-ellenorzes/`).some((r) => r.url().endsWith('adoszam=8423456789'))).toBe(true);
    await s.input('Születési név', card).fill('Kiss Réka');
    await s.fillDate('Születési dátum', '1994-02-08', card);
    await s.input('Születési hely', card).fill('Debrecen');
    await s.input('Anyja neve', card).fill('Fehér Mária');
    await card.getByRole('button', { name: 'Rögzítés' }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', `${BASE}2207/felhasznalo-rogzites/`)).toMatchObject({ name: 'Kiss Réka', tax_number: '8423456789', birth_date: '1994-02-08' });

    await card.getByRole('button', { name: 'Adatok módosítása' }).click();
    await s.input('Születési hely', card).fill('Nyíregyháza');
    await card.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}2207/felhasznalo-rogzites/`)).toMatchObject({ birth_place: 'Nyíregyháza' });

    await card.getByRole('button', { name: 'Eltávolítás' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eltávolítás' }).click();
    await s.shows(card.getByText('Nincs rögzített felvett dolgozó.'));
    expect(s.sent('POST', `${BASE}2207/felhasznalo-eltavolitas/`)).toHaveLength(1);
  });

  it('return to correction with its reason, a decision with its question, a comment', async () => {
    const { page } = s;
    await s.goto('/hr/allashelyek/2207.html');
    await page.getByRole('button', { name: 'Visszaadás javításra' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /A javítás oka/ }).fill('A heti óraszám hiányzik a tantárgyfelosztásból.');
    await dialog.getByRole('button', { name: 'Visszaadás javításra' }).click();
    await s.toast('Az álláshely visszakerült javításra.');
    expect(s.lastBody('POST', `${BASE}2207/javitasra-visszaadas/`)).toEqual({ reason: 'A heti óraszám hiányzik a tantárgyfelosztásból.' });

    await s.goto('/hr/allashelyek/2207.html');
    await page.getByRole('group', { name: 'Döntési lehetőségek' }).getByRole('button', { name: 'Elutasítom' }).click();
    const decision = page.getByRole('dialog', { name: 'Elutasítom' });
    await decision.getByRole('textbox', { name: /Az elutasítás indoka/ }).fill('Nincs rá keret.');
    await decision.getByRole('button', { name: 'Döntés elküldése' }).click();
    await s.toast('A döntés rögzítve.');
    expect(s.lastSent('POST', `${BASE}2207/donteshozas/`)?.postData() ?? '').toMatch(/name="decision_option"\r\n\r\n61\r\n/);

    await page.getByRole('region', { name: 'Megjegyzések' }).getByRole('textbox', { name: 'Megjegyzés' }).fill('A tantárgyfelosztást csatoltam.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    await screenshot(page, 'hr-positions-details');
  });
});

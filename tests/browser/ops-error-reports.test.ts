import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/hibabejelentes/';
const listQuery = () => new URL(s.lastSent('GET', BASE)?.url() ?? 'http://x/').searchParams;

staffSuite((suite) => ({ session: s } = suite));

describe('operations error reports in Chromium against Prism', () => {
  // The section root leading to the list: the shared suite's check.
  it('the list: the extra-field filters of the settings (extra_<codename>) reach the request and survive a reload', async () => {
    const { page } = s;
    await s.goto('/muszak/hibabejelentes/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Hibabejelentés' }).waitFor();
    const table = page.getByRole('table');
    await s.shows(table.getByRole('link', { name: 'Csőtörés a földszinti mosdóban' }));
    await s.shows(table.getByText('Víz- és csatornahiba'));
    // The settings' extra fields of error reports filter too: a select by its choices, a yes/no field.
    await s.select('Sürgősség', 'Sürgős');
    await expect.poll(() => listQuery().get('extra_surgosseg')).toBe('Sürgős');
    await s.select('Balesetveszélyes', 'Igen');
    await expect.poll(() => listQuery().get('extra_balesetveszelyes')).toBe('true');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Hibabejelentés' }).waitFor();
    await expect.poll(() => listQuery().get('extra_surgosseg')).toBe('Sürgős');
    expect(listQuery().get('extra_balesetveszelyes')).toBe('true');
    await screenshot(page, 'ops-error-reports-list');
  });

  it('new: every field and the extra fields; the estimate starts at 0; a 400 shows by its fields (translated)', async () => {
    const { page } = s;
    await s.goto('/muszak/hibabejelentes/uj.html');
    await s.input('Előzetes költségbecslés (Ft)').waitFor();
    expect(await s.input('Előzetes költségbecslés (Ft)').inputValue()).toBe('0');

    await s.input('Tárgy').fill('Beázik a tornaterem teteje');
    await s.choose('Kategória', 'Épület', 'Épületszerkezeti hiba');
    await s.choose('Érintett intézmény', 'Kölcsey', 'Kölcsey Ferenc Gimnázium');
    await s.input('A hiba helye').fill('Tornaterem, északi sarok');
    await s.input('Előzetes költségbecslés (Ft)').fill('250000');
    await s.input('Hibaleírás').fill('Esőzéskor a tetőn keresztül beázik, a parketta felpúposodott.');
    await page.getByRole('checkbox', { name: 'Balesetveszélyes' }).check({ force: true });
    await s.choose('Sürgősség', 'Sür', 'Sürgős');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(page.getByText('Ez az intézmény már nem választható'));
    expect(await s.input('Hibaleírás').inputValue()).toBe('Esőzéskor a tetőn keresztül beázik, a parketta felpúposodott.');
    expect(await s.input('A hiba helye').inputValue()).toBe('Tornaterem, északi sarok');
    await screenshot(page, 'ops-error-reports-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/hibabejelentes\/2231\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      title: 'Beázik a tornaterem teteje',
      category: 'building',
      affected_institution: 3,
      completion_place: 'Tornaterem, északi sarok',
      prior_estimate: 250000,
      description: 'Esőzéskor a tetőn keresztül beázik, a parketta felpúposodott.',
      extra_field_answers: expect.arrayContaining([expect.objectContaining({ field: 14, value: true }), expect.objectContaining({ field: 15, value: 'Sürgős' })]),
    });
  });

  it('details: the summary, an edit, a decision, a comment and an attachment', async () => {
    const { page } = s;
    await s.goto('/muszak/hibabejelentes/2231.html');
    await page.getByRole('heading', { level: 1, name: 'Hibabejelentés: Csőtörés a földszinti mosdóban' }).waitFor();
    const summary = page.getByRole('region', { name: 'Adatok' });
    await s.shows(summary.getByText('MU/2026/2231'));
    const edit = await s.edit();
    expect(await s.input('Tárgy', edit).inputValue()).toBe('Csőtörés a földszinti mosdóban');
    await s.input('A hiba helye', edit).fill('Főépület, földszinti fiúmosdó és folyosó');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}2231/`)).toMatchObject({
      completion_place: 'Főépület, földszinti fiúmosdó és folyosó',
      affected_institution: 2,
      category: 'plumbing',
    });

    await page.getByRole('region', { name: 'Megjegyzések' }).getByRole('textbox', { name: 'Megjegyzés' }).fill('A vízvezeték-szerelő holnap reggel érkezik.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    expect(s.sent('POST', `${BASE}2231/uj-komment/`)).toHaveLength(1);

    await page.getByRole('button', { name: '+ Új csatolmány' }).click();
    const dialog = page.getByRole('dialog', { name: 'Új csatolmány feltöltése' });
    await dialog.getByLabel('Csatolmány neve').fill('Fotó a kárról');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /fájl kiválasztása/ }).click();
    await (await chooser).setFiles({ name: 'kar.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff]) });
    await dialog.getByRole('button', { name: 'Feltöltés' }).click();
    await s.toast('A csatolmány feltöltése sikeres.');
    await screenshot(page, 'ops-error-reports-details');
  });

  it('makes a commitment from the report and opens it', async () => {
    const { page } = s;
    await s.goto('/muszak/hibabejelentes/2231.html');
    await page.getByRole('button', { name: 'Kötelezettségvállalás létrehozása' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await page.waitForURL(/\/kotelezettsegvallalas\/4415\.html$/);
    await s.toast('A kötelezettségvállalás létrejött.');
    expect(s.sent('POST', `${BASE}2231/generate_commitment/`)).toHaveLength(1);
  });

  it("decides in the approval panel, answering the option's question, sent once", async () => {
    const { page } = s;
    await s.goto('/muszak/hibabejelentes/2231.html');
    await page.getByRole('button', { name: 'Elutasítom' }).click();
    const dialog = page.getByRole('dialog', { name: 'Elutasítom' });
    await dialog.getByRole('textbox', { name: /Az elutasítás indoka/ }).fill('Garanciális javítás, a kivitelező végzi.');
    await dialog.getByRole('button', { name: 'Döntés elküldése' }).click();
    await s.toast('A döntés rögzítve.');
    expect(s.sent('POST', `${BASE}2231/donteshozas/`)).toHaveLength(1);
    expect(s.lastSent('POST', `${BASE}2231/donteshozas/`)?.postData() ?? '').toMatch(/name="decision_option"\r\n\r\n41\r\n/);
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });
});

import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/kervenyek/';

staffSuite((suite) => ({ session: s } = suite));

// Each menu's list (its root leading to it, its request carrying only its module, its first record linked): the shared
// suite's checks of the five request-form sections, from the declaration's fixed `module` (tests/browser/shared/).
describe('request forms (one declaration, five menus) in Chromium against Prism', () => {
  it("new (technical): only the module's types are offered; a 400 keeps the input; the module goes with the save", async () => {
    const { page } = s;
    await s.goto('/muszak/kervenyek/uj.html');
    const type = page.getByRole('combobox', { name: 'Kérvény típusa', exact: true });
    await page.getByRole('button', { name: 'Kérvény típusa: lehetőségek' }).click();
    await page.getByRole('option', { name: 'Karbantartási igény' }).waitFor();
    await expect.poll(() => page.getByRole('option', { name: 'Eszközbeszerzési igény' }).count()).toBe(1);
    expect(await page.getByRole('option', { name: 'Költségátcsoportosítás' }).count()).toBe(0);
    expect(await page.getByRole('option', { name: 'Tanulmányi kirándulás engedélyezése' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Karbantartási igény' }).click();
    await s.choose('Intézmény', 'Petőfi', 'Petőfi Sándor Általános Iskola');
    await s.choose('Érintett intézmény', 'Kölcsey', 'Kölcsey Ferenc Gimnázium');
    await s.input('Iktatószám').fill('MU/K/044/2026');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(page.getByText('A megadott adatokkal nem lehet bejelentkezni.'));
    expect(await s.input('Iktatószám').inputValue()).toBe('MU/K/044/2026');

    expect(await type.inputValue()).toBe('Karbantartási igény');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/kervenyek\/1501\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({ module: 'technical', type: 30, institution: 2, affected_institution: 3, reference_number: 'MU/K/044/2026' });
  });

  it('details: the summary, an edit that keeps the saved module, a comment', async () => {
    const { page } = s;
    // The request form the new form's save lands on (the spec's example 1501).
    await s.goto('/muszak/kervenyek/1501.html');
    await page.getByRole('heading', { level: 1, name: 'Kérvény: Tanulmányi kirándulás engedélyezése' }).waitFor();
    await s.shows(page.getByRole('region', { name: 'Adatok' }).getByText('TK/K/230/2026'));
    const edit = await s.edit();
    await s.input('Iktatószám', edit).fill('TK/K/230/2026/1');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}1501/`)).toMatchObject({ module: 'education', type: 20, reference_number: 'TK/K/230/2026/1' });

    await page.getByRole('region', { name: 'Megjegyzések' }).getByRole('textbox', { name: 'Megjegyzés' }).fill('A szülői hozzájárulások csatolva.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    await screenshot(page, 'request-forms-details');
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from './runner';
import { runAxe, screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
let page: Page;
const BASE = '/api/rendszerhibak/';
/** The report the create test lands on (the spec's example 1042); the details tests start there. */
const DETAILS = '/rendszerhibak/1042.html';

staffSuite(
  (suite) => {
    ({ session: s } = suite);
    ({ page } = s);
  },
  { viewport: { width: 1366, height: 900 } },
);

describe('system error reports in Chromium against Prism', () => {
  it('is reached from the profile menu and lists reports with their states', async () => {
    await s.goto('/');
    await page.getByRole('button', { name: 'Üdvözöljük, Kovács Anna!' }).click();
    await page.getByRole('menuitem', { name: 'Rendszerhiba bejelentés' }).click();
    await page.waitForURL(/\/rendszerhibak\.html$/);
    await s.shows(page.getByRole('link', { name: 'Sötét téma kérése' }));
    await expect.poll(() => page.getByRole('table').getByText('Elutasított').count()).toBe(1);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'system-error-reports-list');
  });

  // The required fields' messages on an empty save: the shared suite's new-form check.
  it('creates a report: the minimum length of the description first, then the saved report', async () => {
    await s.goto('/rendszerhibak.html');
    await page.getByRole('link', { name: '+ Új rendszerhiba bejelentés' }).click();
    await page.waitForURL(/\/rendszerhibak\/uj\.html$/);
    await page.getByLabel('Tárgy').fill('Rövid');
    await page.getByLabel('Leírás').fill('Túl rövid');
    await page.getByLabel('Leírás').blur();
    await s.shows(page.getByText('Minimum 10 karakter kötelező'));
    await page.getByLabel('Leírás').fill('A nyomtatás gomb nem reagál a kötelezettségvállalás lapon.');
    await page.getByRole('combobox', { name: 'Kategória' }).fill('Prog');
    await page.getByRole('option', { name: 'Programhiba' }).click();
    await page.getByRole('button', { name: 'Mentés' }).click();
    await page.waitForURL(/\/rendszerhibak\/1042\.html$/);
    const create = s.sentUnder(BASE).find((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/rendszerhibak/');
    expect(create?.postDataJSON()).toEqual({ title: 'Rövid', category: 'bug', description: 'A nyomtatás gomb nem reagál a kötelezettségvállalás lapon.' });
    await s.toast('A mentés sikeres.');
  });

  it('adds a comment', async () => {
    await s.goto(DETAILS);
    await page.getByRole('textbox', { name: 'Megjegyzés', exact: true }).fill('Chrome 131 alatt jelentkezik, Firefoxban nem.');
    await page.getByRole('checkbox', { name: 'Fontos' }).check({ force: true });
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    const comment = s.sentUnder(BASE).find((r) => r.url().includes('/uj-komment/'));
    expect(comment?.postData()).toContain('Chrome 131 alatt jelentkezik');
    expect(comment?.headers()['content-type']).toMatch(/^multipart\/form-data/);
  });

  it('uploads and deletes an attachment', async () => {
    await s.goto(DETAILS);
    await page.getByRole('button', { name: '+ Új csatolmány' }).click();
    const dialog = page.getByRole('dialog', { name: 'Új csatolmány feltöltése' });
    await dialog.getByLabel('Csatolmány neve').fill('Képernyőkép a hibáról');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /fájl kiválasztása/ }).click();
    await (await chooser).setFiles({ name: 'hiba.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71]) });
    await dialog.getByRole('button', { name: 'Feltöltés' }).click();
    await s.toast('A csatolmány feltöltése sikeres.');
    // Chromium does not expose a body with a file in it; the header shows the multipart upload went out.
    const upload = s.sentUnder(BASE).find((r) => r.url().includes('/uj-melleklet/'));
    expect(upload?.headers()['content-type']).toMatch(/^multipart\/form-data/);

    await page.getByRole('button', { name: 'Törlés: Hibaüzenet képernyőképe' }).click();
    const confirm = page.getByRole('dialog', { name: 'Törlés megerősítése' });
    await s.shows(confirm.getByText('„Hibaüzenet képernyőképe”', { exact: false }));
    await confirm.getByRole('button', { name: 'Törlés' }).click();
    await s.toast('A csatolmány törölve.');
    expect(
      s
        .sentUnder(BASE)
        .find((r) => r.url().includes('/melleklet-torlese/'))
        ?.postDataJSON(),
    ).toEqual({ attachment_id: 701 });
  });

  it('decides: confirmation over a negative history, then the questions, sent once', async () => {
    await s.goto(DETAILS);
    await page.getByRole('button', { name: 'Javításra átadom' }).click();
    const confirm = page.getByRole('dialog', { name: 'Megerősítés' });
    await s.shows(confirm.getByText('már tartozik elutasító döntés', { exact: false }));
    await confirm.getByRole('button', { name: 'Igen' }).click();
    const questions = page.getByRole('dialog', { name: 'Javításra átadom' });
    await questions.getByRole('button', { name: 'Döntés elküldése' }).click();
    await s.shows(questions.getByText('Ez a mező nem lehet üres'));
    await questions.getByRole('combobox', { name: 'Súlyosság' }).fill('Ma');
    await page.getByRole('option', { name: 'Magas' }).click();
    await questions.getByRole('button', { name: 'Döntés elküldése' }).click();
    await s.toast('A döntés rögzítve.');
    const decisions = s.sentUnder(BASE).filter((r) => r.url().includes('/donteshozas/'));
    expect(decisions).toHaveLength(1);
    const body = decisions[0]!.postData() ?? '';
    expect(body).toMatch(/name="decision_option"\r\n\r\n3\r\n/);
    expect(body).toContain('"33":"magas"');
    await screenshot(page, 'system-error-report-details');
  });

  it('toggles the subscription', async () => {
    await s.goto(DETAILS);
    await page.getByRole('button', { name: 'Leiratkozás' }).click();
    await s.toast('Feliratkozott a változásokra.');
    expect(s.sentUnder(BASE).some((r) => r.url().includes('/megjeloles/'))).toBe(true);
  });

  it('passed axe on the details and sent nothing the mock rejected, with no console error', async () => {
    await s.goto(DETAILS);
    await s.shows(page.getByRole('button', { name: 'Leiratkozás' }));
    expect(await runAxe(page)).toEqual([]);
    expect(s.rejected).toEqual([]);
    expect(s.consoleErrors).toEqual([]);
  });
});

import { describe, expect, it } from './runner';
import { runAxe } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;

staffSuite((suite) => ({ session: s } = suite));

describe('office pages (budget, statistics, survey list) in Chromium against Prism', () => {
  it('the budget (disabled in the menu) renders each institution by financial entry in Ft, with totals', async () => {
    const { page } = s;
    await s.goto('/profil/koltsegvetes.html');
    await page.getByRole('heading', { level: 1, name: 'Költségvetés' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '2026. évi intézményi költségvetés' }).waitFor();
    const table = page.getByRole('table', { name: '2026. évi előirányzatok intézményenként' });
    const row = table.getByRole('row').filter({ hasText: 'Petőfi Sándor Általános Iskola' });
    await s.shows(row.getByText('2 400 000 Ft'));
    await s.shows(row.getByText('6 500 000 Ft'));
    await s.shows(page.getByText('9 200 000 Ft'));
  });

  it('the statistics (disabled in the menu) render each group as a table of labelled values', async () => {
    const { page } = s;
    await s.goto('/profil/statisztikak.html');
    await page.getByRole('heading', { level: 1, name: 'Statisztikák' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Kötelezettségvállalások' }).waitFor();
    const commitments = page.getByRole('table', { name: 'Kötelezettségvállalások' });
    await s.shows(commitments.getByRole('row').filter({ hasText: 'Összérték' }).getByText('84 350 000 Ft'));
    await s.shows(commitments.getByText('6,4 nap'));
    await s.shows(page.getByRole('table', { name: 'Számlák' }).getByText('1 288 db'));
  });

  it('the survey list shows the surveys of kerdoivek/ and links to their results', async () => {
    const { page } = s;
    await s.goto('/kerdoivek/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Kérdőívek' }).waitFor();
    const row = page.getByRole('table', { name: 'Kérdőívek' }).getByRole('row').filter({ hasText: 'Tanévkezdési adatszolgáltatás 2026/2027' });
    await s.shows(row.getByText('2026. 10. 15.'));
    await s.shows(page.getByRole('table').getByText('Fűtési szezon felkészültség'));
    await page.getByRole('link', { name: 'Kitöltések' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Kitöltések' }).waitFor();
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });

  it('a task is sent by e-mail (email/ with the address), and a failed completion keeps the task the server answered (section 8)', async () => {
    const { page } = s;
    await s.goto('/profil/feladatok/501.html');
    await page.getByRole('heading', { level: 1, name: 'Tűzvédelmi szemle előkészítése' }).waitFor();
    await page.getByRole('button', { name: 'Küldés e-mailben' }).click();
    const dialog = page.getByRole('dialog', { name: 'Küldés e-mailben' });
    await s.input('E-mail cím', dialog).fill('kovacs.anna@tankerulet.hu');
    await dialog.getByRole('button', { name: 'Küldés e-mailben' }).click();
    await expect.poll(() => s.sent('POST', '/api/feladatok/501/email/').length).toBe(1);
    expect(s.lastBody('POST', '/api/feladatok/501/email/')).toEqual({ email: 'kovacs.anna@tankerulet.hu' });
    await s.toast('A feladat elküldve e-mailben.');
    await s.preferOnce('code=400', 'POST', '/api/feladatok/501/befejezes/');
    await page.getByRole('button', { name: 'Befejezés' }).click();
    await page.getByRole('dialog', { name: 'Befejezés' }).getByRole('button', { name: 'Igen' }).click();
    expect(
      await s.visible(
        page
          .getByRole('row')
          .filter({ hasText: 'Menekülési útvonal jelöléseinek pótlása' })
          .getByText('A jelölések beszerzése folyamatban, a részfeladat nem zárható le'),
      ),
    ).toBe(true);
    expect(await runAxe(page)).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });
});

import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/hatosagi-ellenorzesek/';

staffSuite((suite) => ({ session: s } = suite));

describe('authority inspections (Műszaki ügyek › Hatósági ellenőrzések) in Chromium against Prism', () => {
  it('new: the inspection with its decision and tasks as lines; a 400 by the fields (a task’s by its row) keeps the input', async () => {
    const { page } = s;
    await s.goto('/muszak/hatosagiellenorzes/uj.html');
    const inspection = page.getByRole('group', { name: 'Ellenőrzés', exact: true });
    await inspection.waitFor();

    await s.choose('Intézmény', 'Pet', 'Petőfi Sándor Általános Iskola', inspection);
    await s.input('Intézményi iktatószám', inspection).fill('PSAI/2026/512');
    await s.fillDate('Az ellenőrzés napja', '2026-11-05', inspection);
    await s.choose('Ügyintéző', 'Szab', 'Szabó Péter', inspection);
    const decision = page.getByRole('group', { name: 'Határozat', exact: true });
    await s.input('Ellenőrző hatóság', decision).fill('Fővárosi Katasztrófavédelmi Igazgatóság');
    await s.input('Határozat száma', decision).fill('35100/1234-2/2026');
    await s.fillDate('Határozat kelte', '2026-11-12', decision);
    const tasks = page.getByRole('group', { name: 'Feladatok', exact: true });
    await tasks.getByRole('button', { name: 'Új sor' }).click();
    const first = tasks.getByRole('group', { name: '1. sor' });
    await s.input('Feltárt hiányosság', first).fill('A menekülési útvonal jelölése hiányos.');
    await s.input('Intézkedés', first).fill('Utánvilágító jelek felszerelése.');
    await s.choose('Felelős partner', 'Kréta', /Kréta Irodaszer/, first);
    await s.fillDate('Határidő', '2026-12-15', first);

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(first.getByText('Ez a mező nem lehet üres'));
    await s.shows(decision.getByText('Ez a mező nem lehet üres'));
    expect(await s.input('Intézkedés', first).inputValue()).toBe('Utánvilágító jelek felszerelése.');
    await screenshot(page, 'ops-authority-inspections-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/hatosagiellenorzes\/141\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      institution: 2,
      institution_reference_number: 'PSAI/2026/512',
      inspection_date: '2026-11-05',
      handler: 45,
      regulation_issuer: 'Fővárosi Katasztrófavédelmi Igazgatóság',
      regulation_issue_date: '2026-11-12',
      tasks: [expect.objectContaining({ problem: 'A menekülési útvonal jelölése hiányos.', responsible_partner: 1, deadline: '2026-12-15', finished: false })],
    });
    expect(s.rejected).toEqual([]);
  });

  it('details: tasks, comments and attachments; edit, comment', async () => {
    const { page } = s;
    await s.goto('/muszak/hatosagiellenorzes/141.html');
    await page.getByRole('heading', { level: 1, name: /Fővárosi Katasztrófavédelmi Igazgatóság/ }).waitFor();
    await s.shows(page.getByText('A határozatot megkaptuk, a feladatokat kiosztottam.').first());
    await s.shows(page.getByText('Hatósági határozat').first());
    // The decision's tasks as a table, for who only reads them too.
    const tasks = page.getByRole('table').filter({ hasText: 'Feltárt hiányosság' }).first();
    await s.shows(tasks.getByText('A tűzoltó készülékek felülvizsgálata lejárt.'));
    await s.shows(tasks.getByText('Tűzvédelmi Szerviz Kft.'));
    const edit = await s.edit();
    const row = edit.getByRole('group', { name: '2. sor' });
    await row.getByRole('checkbox', { name: 'Teljesítve' }).uncheck({ force: true });
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    const body = s.lastBody('PUT', `${BASE}141/`) as { tasks: { id: number; finished: boolean; responsible_partner: number | null }[] };
    expect(body.tasks).toEqual([
      expect.objectContaining({ id: 1411, finished: false }),
      expect.objectContaining({ id: 1412, finished: false, responsible_partner: 131 }),
    ]);

    await page
      .getByRole('textbox', { name: /Megjegyzés/ })
      .first()
      .fill('A jelek felszerelését megrendeltük.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await expect.poll(() => s.sent('POST', `${BASE}141/uj-komment/`).length).toBe(1);
    await screenshot(page, 'ops-authority-inspections-details');
  });

  // Its heading, axe and the month stepper: the shared suite's calendar check (tests/browser/shared/suite.ts).
  it('the calendar: the month’s inspections with their institution codes', async () => {
    const { page } = s;
    await s.goto('/muszak/hatosagiellenorzes/naptar.html');
    await page.getByRole('heading', { level: 1, name: 'Hatósági ellenőrzések – naptár' }).waitFor();
    expect(await page.getByRole('button', { name: /november 5\.[ ,]/ }).textContent()).toContain('PSAI-01');
    expect(await page.getByRole('button', { name: /november 19\.[ ,]/ }).textContent()).toContain('BBAMI-01');
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });
});

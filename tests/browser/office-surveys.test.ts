import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/kerdoiv-eredmenyek/';

staffSuite((suite) => ({ session: s } = suite));

describe('survey results (Adatszolgáltatás › Kitöltések) in Chromium against Prism', () => {
  it('a result answered and saved with PUT, the earlier results beside; closed with lezaras/', async () => {
    const { page } = s;
    await s.goto('/kerdoivek/kitoltes/3101.html');
    await page.getByRole('heading', { level: 1, name: /Tanévkezdési adatszolgáltatás 2026\/2027/ }).waitFor();
    const previous = page.getByRole('region', { name: 'Korábbi eredmények' });
    await s.shows(previous.getByText('472'));
    await s.shows(previous.getByText('Tanévkezdési adatszolgáltatás 2025/2026'));
    const count = s.input('Tanulói létszám összesen');
    await count.fill('490');
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await expect.poll(() => s.sent('PUT', `${BASE}3101/`).length).toBe(1);
    expect((s.lastBody('PUT', `${BASE}3101/`) as { answers: unknown[] }).answers).toContainEqual(expect.objectContaining({ question: 201, value: 490 }));
    await s.toast('A mentés sikeres.');
    await screenshot(page, 'office-survey-result');

    await page.getByRole('button', { name: 'Lezárás', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await expect.poll(() => s.sent('POST', `${BASE}3101/lezaras/`).length).toBe(1);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });
});

import { describe, expect, it } from './runner';
import { runAxe, screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;

staffSuite((suite) => ({ session: s } = suite));

describe('the yearly planner and the financial overview in Chromium against Prism', () => {
  it('the years of elerheto-evek/ lead to the year menu and the school breakdown, which totals and exports', async () => {
    const { page } = s;
    await s.goto('/penzugy/tervezo/evek.html');
    await page.getByRole('heading', { level: 1, name: 'Éves tervezés' }).waitFor();
    await page.getByRole('link', { name: '2026. év' }).click();
    await page.waitForURL(/\/penzugy\/tervezo\/2026\/menu\.html$/);
    await page.getByRole('link', { name: 'Iskolai lebontás' }).click();
    await page.waitForURL(/\/penzugy\/tervezo\/2026\/iskolai_lebontas\.html$/);
    await page.getByRole('heading', { level: 1, name: 'Iskolai lebontás – 2026' }).waitFor();
    const table = page.getByRole('table', { name: 'Előirányzatok intézményenként' });
    await expect.poll(() => table.getByRole('columnheader', { name: 'K64 – Egyéb tárgyi eszközök beszerzése' }).count()).toBe(1);
    // Read once the table shows the answer: the heading shows before the request is sent.
    expect(new URL(s.sent('GET', '/api/penzugy/intezmenyi-koltsegvetes/').at(-1)!.url()).searchParams.get('year')).toBe('2026');
    const kolcsey = table.getByRole('row').filter({ hasText: 'Kölcsey Ferenc Gimnázium' });
    // Kölcsey plans no K64: 0 Ft there, and 2 700 000 Ft in all.
    expect((await kolcsey.getByRole('cell').allTextContents()).map((text) => text.replace(/\s/g, ' '))).toEqual([
      'Kölcsey Ferenc Gimnázium',
      '1 900 000 Ft',
      '800 000 Ft',
      '0 Ft',
      '2 700 000 Ft',
    ]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportálás (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe('iskolai_lebontas_2026.csv');
    await screenshot(page, 'finance-planner-breakdown');
  });

  it('the overview: the entry groups with committed values, another institution chosen, the reports and an upload with a 400 by its field', async () => {
    const { page } = s;
    await s.goto('/penzugy/attekinto.html');
    await page.getByRole('heading', { level: 1, name: 'Pénzügyi áttekintő' }).waitFor();
    const group = page.getByRole('region', { name: 'Dologi kiadások' });
    const row = group.getByRole('row').filter({ hasText: 'K312' });
    await row.waitFor();
    expect((await row.textContent())?.replace(/\s/g, ' ')).toContain('2 400 000 Ft1 524 000 Ft876 000 Ft1 524 000 Ft890 000 Ft');
    const chosen = s.nextRequest('GET', '/api/penzugy/attekinto/');
    await s.choose('Intézmény', 'Köl', 'Kölcsey Ferenc Gimnázium', page.getByRole('region', { name: 'Intézmény választása' }));
    expect(new URL((await chosen).url()).searchParams.get('institution')).toBe('3');
    await s.shows(page.getByRole('region', { name: 'Időszaki jelentések' }).getByText('2026. október'));
    const reports = page.getByRole('region', { name: 'Időszaki jelentések' });
    expect((await s.input('Év', reports).inputValue()).replace(/\s/g, '')).toBe('2020');
    await s.choose('Intézmény', 'Pet', 'Petőfi Sándor Általános Iskola', reports);
    await s.input('Év', reports).fill('2026');
    await s.input('Hónap', reports).fill('11');
    const chooser = page.waitForEvent('filechooser');
    await reports.getByRole('button', { name: /fájl kiválasztása/ }).click();
    await (
      await chooser
    ).setFiles({ name: 'petofi-2026-11.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('PK') });
    await s.preferOnce('code=400', 'POST', '/api/penzugy/attekinto/');
    await reports.getByRole('button', { name: 'Feltöltés' }).click();
    await s.shows(reports.getByText('Nem lehet nagyobb mint 12'));
    expect(await s.input('Hónap', reports).inputValue()).toBe('11');
    await reports.getByRole('button', { name: 'Feltöltés' }).click();
    await s.toast('Az időszaki jelentés feltöltve.');
    expect(s.lastSent('POST', '/api/penzugy/attekinto/')?.headers()['content-type']).toMatch(/^multipart\/form-data/);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'finance-overview');
  });
});

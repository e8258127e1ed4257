import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/penzugy/penzugyi-keretek/';

staffSuite((suite) => ({ session: s } = suite));

describe('financial budgets in Chromium against Prism', () => {
  it('the list shows the sums in forints; it has no new screen', async () => {
    const { page } = s;
    await s.goto('/penzugyi-keretek/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Pénzügyi keretek' }).waitFor();
    await s.shows(page.getByRole('table').getByText(/^4\s500\s000 Ft$/));
    expect(await page.getByRole('link', { name: /^Új/ }).count()).toBe(0);
    await screenshot(page, 'finance-budgets-list');
  });

  it('details: the four sums, the commitments linked; a change request (a 400 translated by its field, input kept), then sent', async () => {
    const { page } = s;
    await s.goto('/penzugyi-keretek/41.html');
    await page.getByRole('heading', { level: 1, name: /Dologi kiadások/ }).waitFor();
    const sums = page.getByRole('region', { name: 'Összesítők' });
    await s.shows(sums.getByText('Számla nélküli kötelezettségvállalások'));
    await s.shows(sums.getByText(/^1\s524\s000 Ft$/));
    expect(await page.getByRole('region', { name: 'Kötelezettségvállalások' }).getByRole('link', { name: 'KV/2026/0412' }).getAttribute('href')).toBe(
      '/kotelezettsegvallalas/2310.html',
    );

    await page.getByRole('button', { name: 'Új módosítási kérelem' }).click();
    const form = page.getByRole('region', { name: 'Keretmódosítás kérése' });
    await s.input('Módosítás összege', form).fill('300000');
    await s.input('Indoklás', form).fill('Tanév végi eszközpótlás');
    await s.preferOnce('code=400', 'POST', `${BASE}41/valtozasok/`);
    await form.getByRole('button', { name: 'Kérelem beküldése' }).click();
    await s.shows(page.getByText('A pénzügyi keret nem aktív').first());
    expect(await s.input('Indoklás', form).inputValue()).toBe('Tanév végi eszközpótlás');
    await form.getByRole('button', { name: 'Kérelem beküldése' }).click();
    await s.toast('A módosítási kérelem beküldve.');
    expect(s.lastBody('POST', `${BASE}41/valtozasok/`)).toEqual({ amount: 300000, reason: 'Tanév végi eszközpótlás' });
  });

  it('a change request waiting for the user is decided through valtozasok/{changeId}/donteshozas/', async () => {
    const { page } = s;
    await s.goto('/penzugyi-keretek/41.html');
    await page.getByRole('heading', { level: 1, name: /Dologi kiadások/ }).waitFor();
    const requests = page.getByRole('region', { name: 'Módosítási kérelmek' });
    await requests.getByRole('button', { name: 'Jóváhagyom' }).first().click();
    const dialog = page.getByRole('dialog');
    if (await dialog.count()) await dialog.getByRole('button', { name: /Döntés elküldése|Igen/ }).click();
    await expect.poll(() => s.sent('POST', `${BASE}41/valtozasok/23/donteshozas/`).length).toBe(1);
    expect(s.lastSent('POST', `${BASE}41/valtozasok/23/donteshozas/`)?.headers()['content-type']).toMatch(/^multipart\/form-data/);
    await screenshot(page, 'finance-budgets-details');
  });
});

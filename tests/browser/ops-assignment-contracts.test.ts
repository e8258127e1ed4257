import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/megbizasi-szerzodesek/';
const queryOf = (path: string) => new URL(s.lastSent('GET', path)?.url() ?? 'http://x/').searchParams;

staffSuite((suite) => ({ session: s } = suite));

describe('assignment contracts (Műszaki ügyek › Szerződések › Megbízási szerződések) in Chromium against Prism', () => {
  it('new: choosing a user fills the personal data (kitolt/), typed fields kept; the §8 messages by their fields', async () => {
    const { page } = s;
    await s.goto('/muszak/megbizasi-szerzodesek/uj.html');
    const person = page.getByRole('group', { name: 'Megbízott', exact: true });
    await person.waitFor();
    await s.input('Születési hely', person).fill('Budakeszi');
    await s.choose('Kitöltés felhasználó adataiból', 'Szab', 'Szabó Péter');
    await expect.poll(() => queryOf(`${BASE}kitolt/`).get('user_id')).toBe('45');
    await expect.poll(() => s.input('Megbízott neve', person).inputValue()).toBe('Lakatos József');
    expect(await s.input('Anyja neve', person).inputValue()).toBe('Kiss Margit');
    // What the user typed is not overwritten.
    expect(await s.input('Születési hely', person).inputValue()).toBe('Budakeszi');
    const bank = page.getByRole('group', { name: 'Adó és bank', exact: true });
    expect(await s.input('Bankszámlaszám', bank).inputValue()).toBe('11773016-01234567-00000000');

    const contract = page.getByRole('group', { name: 'Szerződés', exact: true });
    await s.choose('Érintett intézmény', 'Pet', 'Petőfi Sándor Általános Iskola', contract);
    await s.fillDate('Kezdő dátum', '2026-12-01', contract);
    await s.fillDate('Záró dátum', '2026-11-01', contract);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(contract.getByText('A kezdési dátumnál csak későbbi dátum lehet'));
    await s.fillDate('Záró dátum', '2027-05-31', contract);

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    // Section 8: the server's English strings in Hungarian, by their fields.
    await s.shows(contract.getByText('Ez az intézmény már nem választható'));
    await s.shows(contract.getByText('Időszak kezdete előbb kell legyen, mint az időszak vége'));
    expect(await s.input('Megbízott neve', person).inputValue()).toBe('Lakatos József');
    await screenshot(page, 'ops-assignment-contracts-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/megbizasi-szerzodesek\/331\.html$/);
    await s.toast('A mentés sikeres.');
    const body = s.lastBody('POST', BASE) as Record<string, unknown>;
    expect(body).toMatchObject({
      affected_institution: 2,
      name: 'Lakatos József',
      birth_place: 'Budakeszi',
      mothers_name: 'Kiss Margit',
      tax_id: '8412345671',
      bank_account_number: '11773016-01234567-00000000',
      open_ended: false,
      start_date: '2026-12-01',
      end_date: '2027-05-31',
    });
    expect(body).not.toHaveProperty('user');
    expect(s.rejected).toEqual([]);
  });

  it('details: edit, a decision, the documents', async () => {
    const { page } = s;
    // The contract the new form's save lands on (the spec's example 331).
    await s.goto('/muszak/megbizasi-szerzodesek/331.html');
    await page.getByRole('heading', { level: 1, name: /Lakatos József/ }).waitFor();
    const edit = await s.edit();
    await s.input('Elsődleges munkahely', edit).fill('Szentendrei Városüzemeltetési Kft. (módosítva)');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}331/`)).toMatchObject({ primary_job_name: 'Szentendrei Városüzemeltetési Kft. (módosítva)', affected_institution: 2 });
    await s.shows(page.getByText('Megbízási szerződés').first());
    await screenshot(page, 'ops-assignment-contracts-details');

    await page.getByRole('button', { name: 'Jóváhagyom' }).click();
    const dialog = page.getByRole('dialog');
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: /Döntés elküldése|Igen/ }).click();
    await expect.poll(() => s.sent('POST', `${BASE}331/donteshozas/`).length).toBe(1);
    expect(s.lastSent('POST', `${BASE}331/donteshozas/`)?.postData() ?? '').toMatch(/name="decision_option"\r\n\r\n62\r\n/);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });
});

import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const COMPLAINTS = '/api/complaints/';
const ACCIDENTS = '/api/accident_reports/';
const queryOf = (path: string) => new URL(s.lastSent('GET', path)?.url() ?? 'http://x/').searchParams;

staffSuite((suite) => ({ session: s } = suite));

describe('complaints (Hivatali ügyek › Panaszbejelentések) in Chromium against Prism', () => {
  it('the list: the institution chooser offers the institutions of szurok/ and its choice reaches the request', async () => {
    const { page } = s;
    await s.goto('/profil/panaszbejelento/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Panaszbejelentések' }).waitFor();
    await s.choose('Intézmény', 'Pet', 'Petőfi Sándor Általános Iskola');
    await expect.poll(() => queryOf(COMPLAINTS).get('institution')).toBe('2');
    await screenshot(page, 'office-complaints-list');
  });

  it('new: a chosen user fills the complainant (kitolt/), the minimum length of the description, the 400 on the e-mail, then the save', async () => {
    const { page } = s;
    await s.goto('/profil/panaszbejelento/uj.html');
    const complaint = page.getByRole('group', { name: 'Panasz', exact: true });
    await complaint.waitFor();
    await s.choose('Kitöltés felhasználó adataiból', 'Szab', 'Szabó Péter');
    await expect.poll(() => queryOf(`${COMPLAINTS}kitolt/`).get('user_id')).toBe('45');
    const complainant = page.getByRole('group', { name: 'Panaszos', exact: true });
    await expect.poll(() => s.input('Panaszos neve', complainant).inputValue()).toBe('Szűcs Erzsébet');
    expect(await s.input('Panaszos e-mail címe', complainant).inputValue()).toBe('szucs.erzsebet@example.hu');

    await s.choose('Érintett intézmény', 'Kölcs', 'Kölcsey Ferenc Gimnázium', complaint);
    await s.choose('Kategória', 'Okt', 'Oktatással kapcsolatos panasz', complaint);
    await s.input('A panasz leírása', complaint).fill('Rövid');
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(complaint.getByText('Minimum 10 karakter kötelező'));
    await s.input('A panasz leírása', complaint).fill('A tornaterem öltözőjében hetek óta nincs meleg víz.');

    await s.preferOnce('code=400', 'POST', COMPLAINTS);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(complainant.getByText('Nem valós email!'));
    expect(await s.input('A panasz leírása', complaint).inputValue()).toBe('A tornaterem öltözőjében hetek óta nincs meleg víz.');
    await screenshot(page, 'office-complaints-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/profil\/panaszbejelento\/402\.html$/);
    expect(s.lastBody('POST', COMPLAINTS)).toMatchObject({
      institution: 3,
      category: 2,
      name: 'Szűcs Erzsébet',
      address: '1118 Budapest, Ménesi út 5.',
      email: 'szucs.erzsebet@example.hu',
      is_anonymous: false,
      description: 'A tornaterem öltözőjében hetek óta nincs meleg víz.',
    });
    expect(s.lastBody('POST', COMPLAINTS)).not.toHaveProperty('user');
    expect(s.rejected).toEqual([]);
  });

  it('details: the edit sent with PUT, and a decision sent as multipart', async () => {
    const { page } = s;
    await s.goto('/profil/panaszbejelento/402.html');
    await page.getByRole('heading', { level: 1, name: /Oktatással kapcsolatos panasz/ }).waitFor();
    const edit = await s.edit();
    await s.input('Panaszos címe', edit).fill('1061 Budapest, Andrássy út 24.');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${COMPLAINTS}402/`)).toMatchObject({ address: '1061 Budapest, Andrássy út 24.', institution: 3, category: 2 });
    await screenshot(page, 'office-complaints-details');

    await page.getByRole('button', { name: 'A panasz megalapozott' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: /Megtett intézkedések/ }).fill('Az intézmény pótolta az értékelést.');
    await dialog.getByRole('button', { name: /Döntés elküldése|Igen|Mentés/ }).click();
    await expect.poll(() => s.sent('POST', `${COMPLAINTS}402/donteshozas/`).length).toBe(1);
    expect(s.lastSent('POST', `${COMPLAINTS}402/donteshozas/`)?.postData() ?? '').toMatch(/name="decision_option"\r\n\r\n101\r\n/);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });
});

describe('accident reports (Munkavédelem › Balesetbejelentések) in Chromium against Prism', () => {
  it('new prefilled from a chosen user with the accident typed in, the 400 on the TAJ number, then the details', async () => {
    const { page } = s;
    await s.goto('/munkavedelem/baleset/uj.html');
    const victim = page.getByRole('group', { name: 'A sérült adatai', exact: true });
    await victim.waitFor();
    await s.choose('Kitöltés felhasználó adataiból', 'Szab', 'Szabó Péter');
    await expect.poll(() => s.input('A sérült neve', victim).inputValue()).toBe('Molnár Katalin');
    expect(await s.input('TAJ szám', victim).inputValue()).toBe('123456788');
    const accident = page.getByRole('group', { name: 'A baleset', exact: true });
    await s.fillDate('A baleset időpontja', '2026-11-20 10:15', accident);
    await s.input('A baleset helyszíne', accident).fill('Tornaterem');
    await s.input('A sérülés jellege', accident).fill('Bokaficam');
    await s.input('A baleset leírása', accident).fill('Óra közben megcsúszott a nedves padlón.');

    await s.preferOnce('code=400', 'POST', ACCIDENTS);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(victim.getByText('A mező csak szám karaktereket tartalmazhat'));
    expect(await s.input('A sérülés jellege', accident).inputValue()).toBe('Bokaficam');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/munkavedelem\/baleset\/812\.html$/);
    expect(s.lastBody('POST', ACCIDENTS)).toMatchObject({
      name: 'Molnár Katalin',
      birth_date: '1979-05-22',
      social_security_number: '123456788',
      lay: 1,
      accident_location: 'Tornaterem',
      injury: 'Bokaficam',
    });
    expect(String((s.lastBody('POST', ACCIDENTS) as Record<string, unknown>).accident_timepoint)).toMatch(/^2026-11-20.10:15/);
    await page.getByRole('heading', { level: 1, name: /Molnár Katalin/ }).waitFor();
    await screenshot(page, 'office-accident-report-details');
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });
});

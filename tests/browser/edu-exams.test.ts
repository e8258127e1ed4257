import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;

staffSuite((suite) => ({ session: s } = suite));

const save = () => s.page.getByRole('button', { name: 'Mentés', exact: true }).click();
const group = (name: string) => s.page.getByRole('group', { name, exact: true });

describe('graduation assignments (Tanügy › Érettségi megbízások)', () => {
  const BASE = '/api/erettsegi/';

  it('new: the season default, the prefill from a chosen user keeps what was typed, a 400 by its fields (the prefilled kept), the save', async () => {
    const { page } = s;
    await s.goto('/tanugy/erettsegi-megbizasok/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új érettségi megbízás' }).waitFor();
    expect(
      await group('Megbízás')
        .getByRole('combobox', { name: /^Vizsgaidőszak/ })
        .inputValue(),
    ).toBe('2025/2026 őszi vizsgaidőszak');
    await s.input('Születési hely', group('Személyes adatok')).fill('Vác');
    const prefill = s.nextRequest('GET', `${BASE}kitolt/`);
    await s.choose('Kitöltés felhasználó adataiból', 'Kov', 'Kovács Anna');
    expect(new URL((await prefill).url()).searchParams.get('user_id')).toBe('12');
    const person = group('Személyes adatok');
    await expect.poll(() => s.input('Név', person).inputValue()).toBe('Halász Ágnes');
    expect(await s.input('Anyja neve', person).inputValue()).toBe('Kiss Erzsébet');
    expect(await s.input('Születési hely', person).inputValue()).toBe('Vác');
    expect(await s.input('Bankszámlaszám', group('Számfejtés')).inputValue()).toBe('11736006-20412545-00000000');
    await s.shows(page.getByText(/üres mezőt kitöltöttünk/));
    const contract = group('Megbízás');
    await s.choose('Intézmény', 'Köl', 'Kölcsey Ferenc Gimnázium', contract);
    await s.input('Iktatószám', contract).fill('TK/ER/777/2025');
    await contract.getByText('Emelt szintű vizsga', { exact: true }).click();
    await s.input('Emelt szintű megbízás iktatószáma', contract).fill('OH/EMELT/2025/2001');
    await s.fillDate('Megbízás kezdete', '2025-10-13', contract);
    await s.fillDate('Megbízás vége', '2025-11-07', contract);
    await s.input('Teljesítés helye', contract).fill('Kölcsey Ferenc Gimnázium, 1061 Budapest');
    const company = group('Gazdasági társaságon keresztül');
    await s.input('Cég neve', company).fill('Halász Oktatási Bt.');

    await s.preferOnce('code=400', 'POST', BASE);
    await save();
    const payroll = group('Számfejtés');
    await s.shows(payroll.getByText('Ez a mező nem lehet üres'));
    await s.shows(payroll.getByText('Hibás bankszámlaszám'));
    expect(await s.input('Iktatószám', contract).inputValue()).toBe('TK/ER/777/2025');
    expect(await s.input('Adóazonosító jel', payroll).inputValue()).toBe('8356789012');
    await screenshot(page, 'edu-graduation-new-400');
    await save();
    await page.waitForURL(/\/tanugy\/erettsegi-megbizasok\/5501\.html$/);
    expect(s.lastBody('POST', BASE)).toMatchObject({
      institution: 3,
      reference_number: 'TK/ER/777/2025',
      season: 'autumn_25_26',
      high_level: true,
      name: 'Halász Ágnes',
      birth_place: 'Vác',
      mother_name: 'Kiss Erzsébet',
      tax_id: '8356789012',
      start_date: '2025-10-13',
      end_date: '2025-11-07',
      company_name: 'Halász Oktatási Bt.',
    });
    expect(s.lastBody('POST', BASE)).not.toHaveProperty('user');
  });

  it('details: the tasks table, the tasks saved with feladat/ and certified with feladat-igazolas/', async () => {
    const { page } = s;
    await s.goto('/tanugy/erettsegi-megbizasok/5501.html');
    await page.getByRole('heading', { level: 1, name: /Halász Ágnes/ }).waitFor();
    const tasks = page.getByRole('region', { name: 'Feladatok', exact: true });
    await s.shows(tasks.getByText('Írásbeli dolgozat javítása').first());
    const edit = page.getByRole('region', { name: 'Feladatok szerkesztése' });
    await edit.getByRole('button', { name: 'Feladatok szerkesztése' }).click();
    await edit.getByRole('button', { name: 'Új feladat' }).click();
    const rows = edit.getByRole('group', { name: /sor$/ });
    const last = rows.last();
    await s.input('Feladat', last).fill('Írásbeli felügyelet');
    await s.input('Osztály', last).fill('12.C');
    await s.input('Vizsgázók száma', last).fill('30');
    await s.fillDate('Kezdete', '2025-10-15', last);
    await s.fillDate('Vége', '2025-10-15', last);
    await s.input('Óraszám', last).fill('4');
    await s.input('Díj (Ft)', last).fill('16000');
    await edit.getByRole('button', { name: 'Feladatok mentése' }).click();
    await s.toast('A feladatok mentése sikeres.');
    const sentTasks = s.lastBody('POST', `${BASE}5501/feladat/`) as { tasks: Record<string, unknown>[] };
    expect(sentTasks.tasks.at(-1)).toMatchObject({ type: 'Írásbeli felügyelet', class_name: '12.C', students_count: 30, number_of_hours: 4, salary: 16000 });
    expect(sentTasks.tasks[0]).toHaveProperty('id');

    const certify = page.getByRole('region', { name: 'Feladatok igazolása' });
    await certify.getByRole('button', { name: 'Teljesítés igazolása' }).click();
    expect(await certify.getByRole('button', { name: /^Új/ }).count()).toBe(0);
    const first = certify.getByRole('group', { name: /sor$/ }).first();
    await s.input('Tényleges vizsgázói létszám', first).fill('27');
    await certify.getByRole('button', { name: 'Igazolás mentése' }).click();
    await s.toast('A feladatok igazolása rögzítve.');
    const certified = s.lastBody('POST', `${BASE}5501/feladat-igazolas/`) as { tasks: Record<string, unknown>[] };
    expect(certified.tasks[0]).toMatchObject({ final_students_count: 27 });
    expect(certified.tasks[0]).toHaveProperty('id');
    expect(certified.tasks[0]).not.toHaveProperty('task');
    await screenshot(page, 'edu-graduation-details');
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });
});

describe('complex exam assignments (Tanügy › Komplexvizsga-megbízások)', () => {
  const BASE = '/api/komplexvizsga/';

  it('new: the season default and the prefill; details: a new task starts at 1 hour, saved with feladat/, certified', async () => {
    const { page } = s;
    await s.goto('/tanugy/komplexvizsga-megbizasok/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új komplexvizsga-megbízás' }).waitFor();
    const contract = group('Megbízás');
    expect(await contract.getByRole('combobox', { name: /^Vizsgaidőszak/ }).inputValue()).toBe('2024/2025 nyári vizsgaidőszak');
    const prefill = s.nextRequest('GET', `${BASE}kitolt/`);
    await s.choose('Kitöltés felhasználó adataiból', 'Sza', 'Szabó Péter');
    expect(new URL((await prefill).url()).searchParams.get('user_id')).toBe('45');
    await expect.poll(() => s.input('TAJ szám', group('Számfejtés és költségek')).inputValue()).not.toBe('');
    await s.choose('Intézmény', 'Köl', 'Kölcsey Ferenc Gimnázium', contract);
    await s.fillDate('Megbízás kezdete', '2025-05-12', contract);
    await s.fillDate('Megbízás vége', '2025-06-20', contract);
    await s.input('Teljesítés helye', contract).fill('Széchenyi István Technikum');
    await save();
    await page.waitForURL(/\/tanugy\/komplexvizsga-megbizasok\/6601\.html$/);
    expect(s.lastBody('POST', BASE)).toMatchObject({ institution: 3, season: 'summer_24_25', start_date: '2025-05-12' });

    await page.getByRole('heading', { level: 1 }).waitFor();
    const edit = page.getByRole('region', { name: 'Feladatok szerkesztése' });
    await edit.getByRole('button', { name: 'Feladatok szerkesztése' }).click();
    await edit.getByRole('button', { name: 'Új feladat' }).click();
    const last = edit.getByRole('group', { name: /sor$/ }).last();
    expect(await s.input('Óraszám', last).inputValue()).toBe('1');
    await s.input('Feladat', last).fill('Vizsgabizottsági elnök');
    await s.input('Szakma megnevezése', last).fill('Gépgyártástechnológiai technikus');
    await s.input('Vizsgázók száma', last).fill('12');
    await s.input('Díj (Ft)', last).fill('12000');
    await edit.getByRole('button', { name: 'Feladatok mentése' }).click();
    await s.toast('A feladatok mentése sikeres.');
    const sent = s.lastBody('POST', `${BASE}6601/feladat/`) as { tasks: Record<string, unknown>[] };
    expect(sent.tasks.at(-1)).toMatchObject({ type: 'Vizsgabizottsági elnök', number_of_hours: 1, students_count: 12, salary: 12000 });

    const certify = page.getByRole('region', { name: 'Feladatok igazolása' });
    await certify.getByRole('button', { name: 'Teljesítés igazolása' }).click();
    await certify.getByRole('button', { name: 'Igazolás mentése' }).click();
    await s.toast('A feladatok igazolása rögzítve.');
    const certified = s.lastBody('POST', `${BASE}6601/feladat-igazolas/`) as { tasks: Record<string, unknown>[] };
    expect(certified.tasks[0]).toMatchObject({ id: 901, final_students_count: 15, final_number_of_hours: 1, final_salary: 9500 });
    await screenshot(page, 'edu-complex-exam-details');
  });
});

describe('preliminary exam assignments (Tanügy › Felvételi megbízások)', () => {
  const BASE = '/api/felveteli/';

  it('new with the prefill and the season default; details certified with igazol/', async () => {
    const { page } = s;
    await s.goto('/tanugy/felveteli-megbizasok/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új felvételi megbízás' }).waitFor();
    const contract = group('Megbízás');
    expect(await contract.getByRole('combobox', { name: /^Tanév/ }).inputValue()).toBe('2024/2025 tanév');
    await s.choose('Kitöltés felhasználó adataiból', 'Kov', 'Kovács Anna');
    await expect.poll(() => s.input('Név', group('Személyes adatok')).inputValue()).toBe('Halász Ágnes');
    await s.choose('Szervező intézmény', 'Köl', 'Kölcsey Ferenc Gimnázium', contract);
    await s.input('Javítandó dolgozatok száma', contract).fill('40');
    await contract.getByText('Vizsgafelügyelet', { exact: true }).click();
    await save();
    await page.waitForURL(/\/tanugy\/felveteli-megbizasok\/7701\.html$/);
    expect(s.lastBody('POST', BASE)).toMatchObject({
      organizer_institution: 3,
      season: '24_25',
      correction_count: 40,
      supervising_exam: true,
      social_security_number: '036512784',
    });

    await page.getByRole('heading', { level: 1 }).waitFor();
    const certification = page.getByRole('region', { name: 'Teljesítés igazolása' });
    await certification.getByRole('button', { name: 'Teljesítés igazolása' }).click();
    const count = s.input('Javított dolgozatok száma', certification);
    expect(await count.inputValue()).toBe('40');
    await count.fill('38');
    await certification.getByRole('button', { name: 'Igazolás mentése' }).click();
    await s.toast('A teljesítés igazolása rögzítve.');
    expect(s.lastBody('POST', `${BASE}7701/igazol/`)).toEqual({ final_correction_count: 38 });
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });
});

import { describe, expect, it } from './runner';
import { runAxe, screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;

staffSuite((suite) => ({ session: s } = suite));

describe('yearly reports (Tanügy › Beszámolók › Éves beszámolók)', () => {
  const BASE = '/api/eves-beszamolok/';
  const question = (id: number) => s.page.locator(`[data-question="${id}"]`);

  it('the list; the summary (osszesito.html) shows the totals and each institution linked', async () => {
    const { page } = s;
    await s.goto('/tanugy/eves-beszamolok/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Éves beszámolók' }).waitFor();
    await s.shows(page.getByRole('table').getByText('Kölcsey Ferenc Gimnázium'));
    await s.goto('/tanugy/eves-beszamolok/osszesito.html');
    await page.getByRole('heading', { level: 1, name: 'Éves beszámolók összesítője – 2026' }).waitFor();
    await s.shows(page.getByText('1 955'));
    await s.shows(page.getByRole('link', { name: 'Széchenyi István Technikum' }));
    await screenshot(page, 'edu-yearly-summary');
    await page.getByRole('link', { name: 'Petőfi Sándor Általános Iskola' }).click();
    await page.waitForURL(/\/tanugy\/eves-beszamolok\/311\.html$/);
  });

  it('details: the questionnaire answered; a 400 shows under its questions and base numbers with the input kept; a network failure; the save', async () => {
    const { page } = s;
    await s.goto('/tanugy/eves-beszamolok/311.html');
    await page.getByRole('heading', { level: 1, name: 'Petőfi Sándor Általános Iskola – 2026' }).waitFor();
    await s.shows(page.getByRole('group', { name: '1. Pedagógiai munka' }));
    const goals = question(1).getByRole('textbox');
    expect(await goals.inputValue()).toContain('Digitális kompetenciák');
    await goals.fill('Az olvasáskultúra erősítése.');
    await question(3).getByText('Volt-e fenntartói ellenőrzés a tanévben?').click();
    await question(4).getByText('Tornaterem').click();

    await s.preferOnce('code=400', 'PUT', `${BASE}311/`);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(question(2).getByText('Ez a mező nem lehet üres'));
    await s.shows(question(5).getByText('Nem megfelelő választás.'));
    await s.shows(page.getByText('Nem lehet kisebb mint 0'));
    expect(await goals.inputValue()).toBe('Az olvasáskultúra erősítése.');
    await screenshot(page, 'edu-yearly-400');

    await s.failOnce('PUT', `${BASE}311/`);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(page.getByText('A mentés nem sikerült. Kérjük, próbálja újra később.'));
    expect(await goals.inputValue()).toBe('Az olvasáskultúra erősítése.');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}311/`)).toEqual({
      base_numbers: { teacher_count: 38, student_count: 512 },
      answers: [
        { question: 1, value: 'Az olvasáskultúra erősítése.', array_value: null },
        { question: 2, value: 64, array_value: null },
        { question: 3, value: true, array_value: null },
        { question: 4, value: null, array_value: ['Fűtés', 'Vizesblokkok', 'Tornaterem'] },
        { question: 5, value: 'Jó', array_value: null },
      ],
    });
  });

  it('PDF generation and close', async () => {
    const { page } = s;
    await s.goto('/tanugy/eves-beszamolok/311.html');
    await page.getByRole('heading', { level: 1, name: 'Petőfi Sándor Általános Iskola – 2026' }).waitFor();
    await page.getByRole('button', { name: 'PDF generálása' }).click();
    await s.toast('Az éves beszámoló PDF-je elkészült.');
    expect(s.sent('POST', `${BASE}311/pdf-generalasa/`)).toHaveLength(1);
    await page.getByRole('button', { name: 'Lezárás', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await s.toast('Az éves beszámoló lezárva.');
    await s.shows(page.getByText('A beszámoló lezárva, a válaszok már nem módosíthatók.'));
    expect(await page.getByRole('button', { name: 'Mentés', exact: true }).count()).toBe(0);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'edu-yearly-closed');
  });
});

describe('monthly reports (Tanügy › Beszámolók › Havi beszámolók)', () => {
  const BASE = '/api/havi-beszamolok/';

  it("details: the month's events, the answers saved with PUT; a 400's messages in their cells", async () => {
    const { page } = s;
    await s.goto('/tanugy/havi-beszamolok/921.html');
    await page.getByRole('heading', { level: 1, name: /Petőfi Sándor Általános Iskola/ }).waitFor();
    await s.shows(page.getByText('Vízbetörés a tornateremben'));
    const report = page.getByRole('region', { name: 'Beszámoló', exact: true });
    const problems = s.input('Problémák', report);
    await problems.waitFor();
    await problems.fill('Fűtési gondok a B épületben.');

    await s.preferOnce('code=400', 'PUT', `${BASE}921/`);
    await report.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(report.getByText('Nem lehet kisebb mint 0'));
    expect(await problems.inputValue()).toBe('Fűtési gondok a B épületben.');
    await screenshot(page, 'edu-monthly-400');

    await report.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    const body = s.lastBody('PUT', `${BASE}921/`) as { answers: Record<string, unknown> };
    expect(body.answers).toMatchObject({ problems: 'Fűtési gondok a B épületben.', statistics: { sni_person_count: 14 } });
    expect(body.answers.competitions).toHaveLength(2);
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });
});

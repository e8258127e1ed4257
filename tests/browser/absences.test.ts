import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from './runner';
import { runAxe, screenshot, type Stack } from './harness';
import { type StaffSession, staffSuite } from './staff';

let stack: Stack;
let s: StaffSession;
let page: Page;
const BASE = '/api/hr/tavolletjelento/';

/** The parts of a multipart body by name (a file part by its file name). */
function parts(request: Request | undefined): Record<string, string> {
  const body = request?.postDataBuffer()?.toString('latin1') ?? '';
  const found: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"(?:; filename="([^"]+)")?[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([^\r]*)/g)) {
    found[match[1]!] = match[2] ?? Buffer.from(match[3]!, 'latin1').toString('utf8');
  }
  return found;
}

/**
 * The failed loads of the test are exactly `expected` (the errors it forced), and the browser logged nothing but
 * their failures (a 400, and a network failure for each of `networkFailures`).
 */
function expectOnlyForcedFailures(expected: string[], networkFailures = 0) {
  expect(s.failedLoads).toEqual(expected);
  expect(s.consoleErrors.filter((e) => !/^Failed to load resource: (the server responded with a status of 400|net::ERR_INTERNET_DISCONNECTED)/.test(e))).toEqual([]);
  expect(s.consoleErrors.length).toBeLessThanOrEqual(expected.length + networkFailures);
}

staffSuite((suite) => {
  ({ stack, session: s } = suite);
  ({ page } = s);
});

describe('absences in Chromium against Prism', () => {
  // The section root leading to the calendar: the shared suite's check (tests/browser/shared/suite.ts).
  it('the calendar exports a period of an institution', async () => {
    await s.goto('/hr/tavolletjelento/naptar.html');
    await page.getByRole('heading', { level: 1, name: 'Távollétjelentő' }).waitFor();
    await s.choose('Intézmény', 'Pet', 'Petőfi Sándor Általános Iskola');
    await page.waitForURL(/institution=2/);

    await page.getByRole('button', { name: 'Exportálás (xlsx)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportálás' });
    expect(await dialog.getByRole('combobox', { name: 'Intézmény' }).inputValue()).toBe('Petőfi Sándor Általános Iskola');
    await s.fillDate('Időszak vége', '2026-11-15', dialog);
    const download = page.waitForRequest((r) => new URL(r.url()).pathname === `${BASE}export/`);
    await dialog.getByRole('button', { name: 'Exportálás', exact: true }).click();
    const query = new URL((await download).url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({ start_date: '2026-11-01', end_date: '2026-11-15', institution: '2' });
    await s.toast('Az exportálás elkészült.');
    await screenshot(page, 'absences-calendar');
    expectOnlyForcedFailures([]);
  });

  it('the list URL is not a screen of this section: its list is the calendar', async () => {
    await page.goto(`${stack.appUrl}/hr/tavolletjelento/lista.html`);
    await s.shows(page.getByRole('heading', { level: 1, name: /nem található|404/i }));
    expectOnlyForcedFailures([]);
  });

  // A network failure keeping the form and saying so: the shared suite's new-form check.
  it('new: required fields, the conflict check, a 400 by the fields keeps the choosers, then a multipart save', async () => {
    await page.goto(`${stack.appUrl}/hr/tavolletjelento/naptar.html`);
    await page.getByRole('link', { name: '+ Új' }).click();
    await page.waitForURL(/\/hr\/tavolletjelento\/uj\.html$/);
    await page.getByRole('heading', { level: 1, name: 'Új távollét' }).waitFor();
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(page.getByText('Ez a mező nem lehet üres').first());
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

    await s.choose('Munkaviszony', 'Szab', 'Szabó Péter – Petőfi Sándor Általános Iskola');
    await s.choose('Távollét oka', 'Tov', 'Továbbképzés');
    await s.fillDate('Kezdete', '2026-12-16');
    await s.fillDate('Vége', '2026-12-18');
    await s.choose('Helyettesítő', 'Kov', 'Kovács Anna');
    await page.locator('input[type=file]').setInputFiles({ name: 'igazolas.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });

    // Section 5: with an employment and both dates the conflicts are asked for and shown before saving.
    const conflicts = page.getByRole('region', { name: 'Ütköző távollétek és szabadságok' });
    await s.shows(conflicts.getByText(/Szabó Péter: Szabadság, 2026\. 12\. 16\. – 2026\. 12\. 17\./));
    const check = new URL(s.sentUnder('conflicting_entities').at(-1)!.url());
    expect(Object.fromEntries(check.searchParams)).toMatchObject({ employment: '302', start_date: '2026-12-16', end_date: '2026-12-18' });

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(page.getByText('Időszak kezdete előbb kell legyen, mint az időszak vége'));
    expect(await page.getByRole('combobox', { name: 'Munkaviszony', exact: true }).inputValue()).toBe('Szabó Péter – Petőfi Sándor Általános Iskola');
    expect(await page.getByRole('combobox', { name: 'Helyettesítő' }).inputValue()).toBe('Kovács Anna');
    await screenshot(page, 'absences-new-400');

    await s.readUploads(BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/hr\/tavolletjelento\/3105\.html$/);
    await s.toast('A mentés sikeres.');
    const created = s.lastSent('POST', BASE);
    expect(created?.headers()['content-type']).toMatch(/^multipart\/form-data/);
    expect(parts(created)).toMatchObject({
      employment: '302',
      reason: '2',
      start_date: '2026-12-16',
      end_date: '2026-12-18',
      substitute: '12',
      attachment: 'igazolas.pdf',
    });
    // The error it forced (a rejected save) and nothing else.
    expectOnlyForcedFailures(['400 POST /api/hr/tavolletjelento/']);
  });

  it('details: every field, the certificate, the budgets, documents, and an edit that sends no stale file', async () => {
    await s.goto('/hr/tavolletjelento/3105.html');
    await page.getByRole('heading', { level: 1, name: 'Távollét: Szabó Péter, 2026. 11. 23. – 2026. 11. 27.' }).waitFor();
    const summary = page.getByRole('region', { name: 'Adatok' });
    for (const text of ['Szabó Péter – Petőfi Sándor Általános Iskola', 'Továbbképzés', 'Tóth Béla', 'Petőfi Sándor Általános Iskola', 'Folyamatban']) {
      await s.shows(summary.getByText(text, { exact: true }).first());
    }
    expect(await summary.getByRole('link', { name: 'orvosi-igazolas-3105.pdf' }).getAttribute('href')).toBe('/media/tavollet/2026/11/orvosi-igazolas-3105.pdf');
    const budgets = page.getByRole('table', { name: 'Szabadságkeretek' });
    await s.shows(budgets.getByText('Betegszabadság'));
    await expect.poll(() => budgets.getByRole('row').count()).toBe(3);
    await s.shows(page.getByText('Távolléti lap').first());
    await s.shows(page.getByText('Orvosi igazolás'));
    const edit = await s.edit();
    expect(await edit.getByRole('combobox', { name: 'Munkaviszony', exact: true }).inputValue()).toBe('Szabó Péter – Petőfi Sándor Általános Iskola');
    await s.fillDate('Vége', '2026-11-26', edit);
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `${BASE}3105/`);
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await s.toast('A mentés sikeres.');
    const update = parts(s.lastSent('PUT', `${BASE}3105/`));
    expect(update).toMatchObject({ employment: '302', reason: '2', start_date: '2026-11-23', end_date: '2026-11-26', substitute: '46' });
    expect(update).not.toHaveProperty('attachment');
    expectOnlyForcedFailures([]);
  });

  it('decides: a refused decision stays in the decision area (decision_making), the next one goes through', async () => {
    await s.goto('/hr/tavolletjelento/3105.html');
    const approval = page.getByRole('region', { name: 'Jóváhagyás' });
    await s.shows(approval.getByText('Tankerületi HR jóváhagyás'));
    await s.preferOnce('code=400', 'POST', `${BASE}3105/donteshozas/`);
    await approval.getByRole('button', { name: 'Jóváhagyom' }).click();
    await s.shows(approval.getByRole('alert').getByText('A döntés nem hozható meg, mert az időszakra nincs elegendő szabadságkeret.'));
    await screenshot(page, 'absences-decision-error');
    await approval.getByRole('button', { name: 'Jóváhagyom' }).click();
    await s.toast('A döntés rögzítve.');
    expect(await approval.getByRole('alert').count()).toBe(0);
    expect(parts(s.lastSent('POST', `${BASE}3105/donteshozas/`))).toMatchObject({ decision_option: '42' });
    // The refused decision it forced and nothing else.
    expectOnlyForcedFailures(['400 POST /api/hr/tavolletjelento/3105/donteshozas/']);
  });

  it('comments on the absence', async () => {
    await page.goto(`${stack.appUrl}/hr/tavolletjelento/3105.html`);
    const comments = page.getByRole('region', { name: /Megjegyzések/ });
    await s.shows(comments.getByText('A helyettesítési beosztást a tanáriban kifüggesztettük.'));
    await comments
      .getByRole('textbox', { name: /Megjegyzés/ })
      .first()
      .fill('A helyettesítést Tóth Béla vállalta.');
    await comments.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    expect(s.sent('POST', `${BASE}3105/uj-komment/`)).toHaveLength(1);
    expectOnlyForcedFailures([]);
  });

  // The delete itself (asked, 'Törölve' with 'Visszavonás'): the shared suite's details check on a saved absence;
  // the delete sent once the undo time is up and the way back to the list: RecordActions' unit test.
  it('a saved absence offers its delete and no storno', async () => {
    await s.preferReads('example=saved', `${BASE}3131/`);
    await s.goto('/hr/tavolletjelento/3131.html');
    await page.getByRole('heading', { level: 1, name: /Távollét: Kovács Anna/ }).waitFor();
    await s.shows(page.getByRole('button', { name: 'Törlés', exact: true }));
    expect(await page.getByRole('button', { name: 'Sztornózás' }).count()).toBe(0);
    expectOnlyForcedFailures([]);
  });

  it('an approved absence is rolled back (storno) and links its day off', async () => {
    const approved = (url: URL) => url.pathname === `${BASE}3101/`;
    await page.route(approved, (route) =>
      route.request().method() === 'GET' ? route.continue({ headers: { ...route.request().headers(), prefer: 'example=approved' } }) : route.fallback(),
    );
    await page.goto(`${stack.appUrl}/hr/tavolletjelento/3101.html`);
    await page.getByRole('heading', { level: 1, name: /Távollét: Nagy Éva/ }).waitFor();
    expect(await page.getByRole('region', { name: 'Adatok' }).getByRole('link', { name: '#2207' }).getAttribute('href')).toBe('/hr/szabadsagok/2207.html');
    expect(await page.getByRole('button', { name: 'Törlés', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Sztornózás' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await s.toast('A tétel sztornózva.');
    expect(s.sent('POST', `${BASE}3101/sztorno/`)).toHaveLength(1);
    expect(await runAxe(page)).toEqual([]);
    await page.unroute(approved);
    expectOnlyForcedFailures([]);
  });
});

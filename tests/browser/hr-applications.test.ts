import type { Browser } from 'playwright-core';
import { describe, expect, it } from './runner';
import { screenshot, type Stack } from './harness';
import { openStaffSession, type StaffSession, staffSuite } from './staff';

const POSITION = '/hr/allashelyek/2207.html';
const APPLICATION = '/hr/allashelyek/2207/jelentkezes-4501.html';
const DECIDE = '/api/allaskeresok/4501/donteshozas/';
let stack: Stack;
let browser: Browser;
let s: StaffSession;

staffSuite((suite) => ({ stack, browser, session: s } = suite));

const options = () => s.page.getByRole('group', { name: 'Döntési lehetőségek' });
const optionSent = () => /name="decision_option"\r\n\r\n(\d+)\r\n/.exec(s.lastSent('POST', DECIDE)?.postData() ?? '')?.[1];

describe('job applications (HR › Álláshelyek › Jelentkezés) in Chromium against Prism', () => {
  it('the position lists its applications with state and step; one opens at its own address with every field, its educations and the CV', async () => {
    const { page } = s;
    await s.goto(POSITION);
    const applications = page.getByRole('table', { name: 'Jelentkezések' });
    await s.shows(applications.getByText('HR döntés a jelentkezésről'));
    await s.shows(applications.getByText('Folyamatban'));
    await applications.getByRole('link', { name: 'Kiss Réka' }).click();
    await page.waitForURL(`**${APPLICATION}`);
    await page.getByRole('heading', { level: 1, name: 'Jelentkezés: Kiss Réka, Általános iskolai tanár' }).waitFor();
    const data = page.getByRole('region', { name: 'Adatok' });
    for (const text of ['kiss.reka@gmail.com', '+36 30 123 4567', '1994. 02. 08.', 'HR döntés a jelentkezésről']) {
      await s.shows(data.getByText(text));
    }
    const job = page.getByRole('region', { name: 'Megpályázott állás' });
    await s.shows(job.getByText('Petőfi Sándor Általános Iskola'));
    await s.shows(job.getByText('Köznevelési foglalkoztatotti jogviszony'));
    expect(await job.getByRole('link', { name: 'Az álláshely adatai' }).getAttribute('href')).toBe(POSITION);
    const educations = page.getByRole('table', { name: 'Végzettségek' });
    await s.shows(educations.getByText('Eötvös Loránd Tudományegyetem'));
    await s.shows(educations.getByText('Fazekas Mihály Gimnázium, Debrecen'));
    const attachments = page.getByRole('region', { name: 'Csatolmányok' });
    await s.shows(attachments.getByText('Önéletrajz'));
    await s.shows(page.getByRole('region', { name: 'Utolsó döntés' }).getByText('Formailag megfelel'));
    await screenshot(page, 'hr-application-details');
  });

  it('decided with each option: a text question, a date question, and a confirmation over a negative history', async () => {
    const { page } = s;
    await s.goto(APPLICATION);
    await options().getByRole('button', { name: 'Nem alkalmas' }).click();
    const reject = page.getByRole('dialog', { name: 'Nem alkalmas' });
    await reject.getByRole('button', { name: 'Döntés elküldése' }).click();
    await s.shows(reject.getByText('Ez a mező nem lehet üres'));
    await reject.getByRole('textbox', { name: /Indoklás/ }).fill('Nincs meg az elvárt végzettség.');
    const sentReject = s.nextRequest('POST', DECIDE);
    await reject.getByRole('button', { name: 'Döntés elküldése' }).click();
    await sentReject;
    await s.toast('A döntés rögzítve.');
    expect(optionSent()).toBe('91');
    expect(s.lastSent('POST', DECIDE)?.postData()).toContain('Nincs meg az elvárt végzettség.');

    await s.goto(APPLICATION);
    await options().getByRole('button', { name: 'Behívom interjúra' }).click();
    const interview = page.getByRole('dialog', { name: 'Behívom interjúra' });
    await s.fillDate('Interjú napja', '2026-12-03', interview);
    const sentInterview = s.nextRequest('POST', DECIDE);
    await interview.getByRole('button', { name: 'Döntés elküldése' }).click();
    await sentInterview;
    expect(optionSent()).toBe('92');
    expect(s.lastSent('POST', DECIDE)?.postData()).toContain('2026-12-03');

    // The application already holds a negative decision: 'Felveszem' asks for a confirmation first.
    await s.answerReads('/api/allaskeresok/4501/', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { decisions: object[] };
      const negative = { ...body.decisions[0], id: 8502, decision_label: 'Nem alkalmas', decision: 'negative' };
      await route.fulfill({ response, json: { ...body, decisions: [...body.decisions, negative] } });
    });
    await s.goto(APPLICATION);
    await options().getByRole('button', { name: 'Felveszem' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Megerősítés' }).or(page.getByRole('dialog', { name: 'Megerősítés' }));
    await s.shows(confirm.getByText(/már tartozik elutasító döntés/));
    const before = s.sent('POST', DECIDE).length;
    const sentHire = s.nextRequest('POST', DECIDE);
    await confirm.getByRole('button', { name: 'Igen' }).click();
    await sentHire;
    expect(optionSent()).toBe('93');
    expect(s.sent('POST', DECIDE).length).toBe(before + 1);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });

  it('a 400 on the decision is kept and shown in the decision area (§8)', async () => {
    const { page } = s;
    await s.goto(APPLICATION);
    await s.preferOnce('code=400', 'POST', DECIDE);
    const before = s.sent('POST', DECIDE).length;
    const hire = options().getByRole('button', { name: 'Felveszem' });
    await hire.click();
    await s.shows(page.getByText('A döntés nem hozható meg, mert az időszakra nincs elegendő szabadságkeret.'));
    expect(s.sent('POST', DECIDE).length).toBe(before + 1);
    await screenshot(page, 'hr-application-decision-refused');
  });

  it('a read-only user reads the application but gets no decision controls', async () => {
    const readonly = await openStaffSession(browser, stack, { user: 'readonly_user' });
    try {
      await readonly.goto(APPLICATION);
      await readonly.page.getByRole('heading', { level: 1, name: /Jelentkezés: Kiss Réka/ }).waitFor();
      await readonly.page.waitForLoadState('networkidle');
      await readonly.shows(readonly.page.getByText('Önéletrajz'));
      expect(await readonly.page.getByRole('group', { name: 'Döntési lehetőségek' }).count()).toBe(0);
      expect(await readonly.page.getByRole('button', { name: 'Felveszem' }).count()).toBe(0);
      expect(readonly.unexpectedConsoleErrors()).toEqual([]);
    } finally {
      await readonly.close();
    }
  });
});

import { describe, expect, it } from './runner';
import { runAxe, screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/feladatok/';

staffSuite((suite) => {
  ({ session: s } = suite);
});

describe('tasks (Hivatali ügyek › Feladatok) in Chromium against Prism', () => {
  // Its heading, axe and the month stepper: the shared suite's calendar check (tests/browser/shared/suite.ts).
  it('the calendar shows the deadlines and opens a task', async () => {
    const { page } = s;
    await s.goto('/profil/feladatok/naptar.html');
    await page.getByRole('heading', { level: 1, name: 'Feladatok – naptár' }).waitFor();
    expect(await page.getByRole('button', { name: /november 27\.[ ,]/ }).textContent()).toContain('Karácsonyi ünnepség szervezése');
    await screenshot(page, 'office-tasks-calendar');
    await page
      .getByRole('button', { name: /november 27\.[ ,]/ })
      .getByText('Karácsonyi ünnepség szervezése')
      .click();
    await page.waitForURL(/\/profil\/feladatok\/507\.html$/);
    // The example details are task 501's, with its subtasks as a table.
    await s.shows(page.getByRole('table').getByText('Menekülési útvonal jelöléseinek pótlása'));
  });

  it('new: the supervisor chosen from supervisors/, subtasks as lines, the 400 on the deadline, then the body and the details', async () => {
    const { page } = s;
    await s.goto('/profil/feladatok/uj.html');
    await s.input('Megnevezés').waitFor();
    await s.input('Megnevezés').fill('Tűzvédelmi szemle előkészítése');
    await s.input('Iktatószám').fill('TK/2026/1187');
    await s.fillDate('Határidő', '2026-12-05');
    await s.choose('Felelős', 'Horv', 'Horváth Zsuzsanna');
    await expect.poll(() => s.sent('GET', `${BASE}supervisors/`).length).toBeGreaterThan(0);
    await s.choose('Intézmény', 'Pet', 'Petőfi Sándor Általános Iskola');

    // Subtasks as lines: two kept, a third added and removed again.
    const subtasks = page.getByRole('group', { name: 'Részfeladatok', exact: true });
    await subtasks.getByRole('button', { name: 'Új részfeladat' }).click();
    const first = subtasks.getByRole('group', { name: '1. sor' });
    await s.input('Leírás', first).fill('Tűzoltó készülékek felülvizsgálata');
    await s.input('Intézkedés', first).fill('Szerviz megrendelve');
    await s.choose('Felelősök', 'Szab', /Szabó Péter/, first);
    await s.fillDate('Határidő', '2026-11-30', first);
    await first.getByRole('checkbox', { name: 'Elvégezve' }).check({ force: true });
    await subtasks.getByRole('button', { name: 'Új részfeladat' }).click();
    const second = subtasks.getByRole('group', { name: '2. sor' });
    await s.input('Leírás', second).fill('Menekülési útvonal jelöléseinek pótlása');
    await s.choose('Felelősök', 'Kov', /Kovács Anna/, second);
    await subtasks.getByRole('button', { name: 'Új részfeladat' }).click();
    await s.input('Leírás', subtasks.getByRole('group', { name: '3. sor' })).fill('Felesleges sor');
    await subtasks.getByRole('button', { name: 'Törlés (3. sor)' }).click();
    expect(await subtasks.getByRole('group', { name: '3. sor' }).count()).toBe(0);
    await screenshot(page, 'office-tasks-new-subtasks');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(page.getByText('Csak jövőbeli dátum lehet'));
    expect(await s.input('Iktatószám').inputValue()).toBe('TK/2026/1187');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/profil\/feladatok\/501\.html$/);
    expect(s.lastBody('POST', BASE)).toEqual({
      title: 'Tűzvédelmi szemle előkészítése',
      institution_reference_number: 'TK/2026/1187',
      deadline: '2026-12-05',
      supervisor: 21,
      institution: 2,
      subtasks: [
        { description: 'Tűzoltó készülékek felülvizsgálata', measure: 'Szerviz megrendelve', assignees: [45], deadline: '2026-11-30', finished: true },
        { description: 'Menekülési útvonal jelöléseinek pótlása', measure: null, assignees: [12], deadline: null, finished: false },
      ],
    });
    await page.getByRole('heading', { level: 1, name: /Tűzvédelmi szemle előkészítése/ }).waitFor();
    await s.shows(page.getByText('Horváth Zsuzsanna').first());
    await screenshot(page, 'office-tasks-details');
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });

  it('details: the saved subtasks edited as lines (one changed, one removed, one added) and sent with PUT, ids kept', async () => {
    const { page } = s;
    await s.goto('/profil/feladatok/501.html');
    const edit = await s.edit();
    const subtasks = edit.getByRole('group', { name: 'Részfeladatok', exact: true });
    const second = subtasks.getByRole('group', { name: '2. sor' });
    await s.input('Leírás', second).waitFor();
    expect(await s.input('Leírás', second).inputValue()).toBe('Menekülési útvonal jelöléseinek pótlása');
    await s.input('Intézkedés', second).fill('A jelölések megérkeztek');
    await second.getByRole('checkbox', { name: 'Elvégezve' }).check({ force: true });
    await subtasks.getByRole('button', { name: 'Törlés (1. sor)' }).click();
    await subtasks.getByRole('button', { name: 'Új részfeladat' }).click();
    await s.input('Leírás', subtasks.getByRole('group', { name: '2. sor' })).fill('Tűzriadó-próba megtartása');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    const body = s.lastBody('PUT', `${BASE}501/`) as { subtasks: Record<string, unknown>[] };
    expect(body.subtasks).toHaveLength(2);
    expect(body.subtasks[0]).toMatchObject({
      id: 5012,
      description: 'Menekülési útvonal jelöléseinek pótlása',
      measure: 'A jelölések megérkeztek',
      assignees: [45, 22],
      deadline: '2026-12-05',
      finished: true,
    });
    expect(body.subtasks[1]).toMatchObject({ description: 'Tűzriadó-próba megtartása', assignees: [], finished: false });
    expect(body.subtasks[1]).not.toHaveProperty('id');
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'office-tasks-edit-subtasks');
    expect(s.rejected).toEqual([]);
  });

  it("details: an open subtask marked done with 'Elvégezve' (a PATCH of it alone); a 400 kept by the subtask it names, then taken and shown done by whom", async () => {
    const { page } = s;
    await s.goto('/profil/feladatok/501.html');
    const table = page.getByRole('table', { name: 'Részfeladatok' });
    const open = table.getByRole('row').filter({ hasText: 'Menekülési útvonal jelöléseinek pótlása' });
    const done = open.getByRole('button', { name: 'Elvégezve: Menekülési útvonal jelöléseinek pótlása' });
    await done.waitFor();
    // The finished subtask offers nothing.
    expect(await table.getByRole('row').filter({ hasText: 'Tűzoltó készülékek felülvizsgálata' }).getByRole('button').count()).toBe(0);

    await s.preferOnce('code=400', 'PATCH', `${BASE}501/`);
    await done.click();
    await s.shows(open.getByRole('alert').getByText('Intézkedés nélkül a részfeladat nem jelölhető elvégzettnek.'));
    await expect.poll(() => open.getByText('Nem', { exact: true }).count()).toBe(1);
    expect(await done.isEnabled()).toBe(true);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'office-tasks-subtask-400');

    // The server takes it: the task, made stale by its key, is read again and shows who did it.
    await s.preferReads('example=subtask_finished', `${BASE}501/`);
    const reads = s.sent('GET', `${BASE}501/`).length;
    const puts = s.sent('PUT', `${BASE}501/`).length;
    await done.click();
    await s.toast('A részfeladat elvégzettnek jelölve.');
    await s.shows(open.getByText('Kovács Anna'));
    expect(await open.getByRole('button').count()).toBe(0);
    expect(await open.getByRole('alert').count()).toBe(0);
    expect(s.lastBody('PATCH', `${BASE}501/`)).toEqual({ subtasks: [{ id: 5012, finished: true }] });
    expect(s.sent('GET', `${BASE}501/`).length).toBeGreaterThan(reads);
    expect(s.sent('PUT', `${BASE}501/`)).toHaveLength(puts);
    await screenshot(page, 'office-tasks-subtask-done');
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });

  it("details as a read-only user: the subtasks listed, no 'Elvégezve'", async () => {
    const { page } = s;
    // The spec's read-only user has no tasks permission: the signed-in user, read-only.
    await s.answerReads('/api/felhasznalok/en/', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), is_readonly: true } });
    });
    await s.goto('/profil/feladatok/501.html');
    const table = page.getByRole('table', { name: 'Részfeladatok' });
    await table.getByText('Menekülési útvonal jelöléseinek pótlása').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await table.getByRole('button').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Szerkesztés', exact: true }).count()).toBe(0);
  });
});

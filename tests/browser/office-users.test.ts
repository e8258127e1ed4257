import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, screenshot, type Stack } from './harness';
import { expectPermissionGate, type StaffSession, staffSuite } from './staff';

let stack: Stack;
let browser: Browser;
let s: StaffSession;
const BASE = '/api/irodai-felhasznalok/';
const listQuery = () => new URL(s.lastSent('GET', BASE)?.url() ?? 'http://x/').searchParams;

staffSuite('office-users', (suite) => ({ stack, browser, session: s } = suite));

describe('office users (Hivatali ügyek › Felhasználók) in Chromium against Prism', () => {
  it('the list asks only for users who can sign in; the permission filter; export with it; details', async () => {
    const { page } = s;
    await s.goto('/profil/felhasznalok/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Felhasználók' }).waitFor();
    expect(await s.visible(page.getByRole('table').getByText('Simon Judit'))).toBe(true);
    expect(listQuery().get('can_login')).toBe('true');
    await s.input('Jogosultság').fill('tasks.can_use_tasks_module');
    await s.input('Jogosultság').press('Enter');
    await expect.poll(() => listQuery().get('permission')).toBe('tasks.can_use_tasks_module');
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'office-users-list');

    const exported = s.nextRequest('GET', `${BASE}export/`);
    await page.getByRole('button', { name: /Export/ }).click();
    expect(Object.fromEntries(new URL((await exported).url()).searchParams)).toMatchObject({ can_login: 'true', permission: 'tasks.can_use_tasks_module' });

    await s.goto('/profil/felhasznalok/12.html');
    await page.getByRole('heading', { level: 1, name: /Kovács Anna/ }).waitFor();
    expect(await s.visible(page.getByText('Informatikai ügyintézők').first())).toBe(true);
    expect(await runAxe(page)).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });

  it('§6: without the permission the menu item is disabled and the route refused', async () => {
    await expectPermissionGate(browser, stack, { menuPath: ['Hivatali ügyek', 'Felhasználók'], url: '/profil/felhasznalok/lista.html' });
  });
});

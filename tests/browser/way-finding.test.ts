// Way-finding and feedback (issue 22, items 2, 6 and 8). The trail and menu steps are shared with the
// shared suite, which takes them over every section (./shared/way-finding.ts).
import type { Browser } from 'playwright-core';
import { describe, expect, it } from './runner';
import { newPage, screenshot, type Stack } from './harness';
import { trailOf } from './shared/way-finding';
import { openStaffSession, type StaffSession, staffSuite } from './staff';

let stack: Stack;
let browser: Browser;
let s: StaffSession;
staffSuite((suite) => ({ stack, browser, session: s } = suite));

/** Ctrl+K, part of a screen's name, Enter: the screen's address. */
export async function quickJumpTo(session: StaffSession, typed: string, shownUrl: RegExp): Promise<string> {
  const { page } = session;
  await page.keyboard.press('Control+k');
  const search = page.getByRole('searchbox', { name: 'Oldal neve' });
  await search.fill(typed);
  await search.press('ArrowDown');
  await search.press('Enter');
  await page.waitForURL(shownUrl);
  return new URL(page.url()).pathname;
}

/** From a list searched for `query`, into its first matching record and back by '‹ Vissza a listához': the list's address with its search. */
export async function backKeepsSearch(session: StaffSession, listUrl: string, query: string, recordLink: string): Promise<string> {
  const { page } = session;
  await session.goto(`${listUrl}?q=${encodeURIComponent(query)}&page=1`);
  // The search in the address first: a record link of the list shown before it would open the record from that list.
  await page.waitForURL((url) => url.searchParams.get('q') === query);
  await page.getByRole('link', { name: recordLink }).first().click();
  const back = page.getByRole('link', { name: 'Vissza a listához' });
  await expect.poll(async () => new URL((await back.getAttribute('href')) ?? '', 'http://portal').searchParams.get('q')).toBe(query);
  await back.click();
  await page.waitForURL((url) => url.pathname === listUrl);
  return page.url();
}

describe('way-finding in Chromium against Prism', () => {
  it('a list and a record carry the trail, the menu marks the section, and the back link keeps the search', async () => {
    const { page } = s;
    await s.goto('/penzugy/partnerek/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Partnerek' }).waitFor();
    expect(await trailOf(s)).toEqual({ labels: ['Kezdőlap', 'Pénzügy', 'Partnerek'], current: 'Partnerek' });
    // The main menu marking 'Partnerek': the shared suite's way-finding check of the partners.
    await screenshot(page, 'way-finding-list-1440');

    const back = await backKeepsSearch(s, '/penzugy/partnerek/lista.html', 'Papír', 'Papír-Írószer Bt.');
    expect(new URL(back).searchParams.get('q')).toBe('Papír');
    expect(await page.getByRole('searchbox').inputValue()).toBe('Papír');

    await page.getByRole('link', { name: 'Papír-Írószer Bt.' }).first().click();
    // Prism answers every id with the example partner: the record's name is what the heading shows.
    const heading = page.getByRole('heading', { level: 1, name: /^Partner: / });
    await heading.waitFor();
    const trail = await trailOf(s);
    expect(trail.labels.slice(0, 3)).toEqual(['Kezdőlap', 'Pénzügy', 'Partnerek']);
    expect(`Partner: ${trail.current}`).toBe(await heading.textContent());
    await screenshot(page, 'way-finding-details-1440');
    // The trail's section link leads back to the list as it was left, too.
    await page.getByRole('navigation', { name: 'Útvonal' }).getByRole('link', { name: 'Partnerek' }).click();
    await page.waitForURL((url) => url.pathname === '/penzugy/partnerek/lista.html');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Papír');
  });

  it('Ctrl+K finds a section by part of its name, and the top bar button opens the same jump', async () => {
    const { page } = s;
    await s.goto('/');
    await page.getByRole('heading', { level: 1, name: /Üdvözöljük/ }).waitFor();
    expect(await quickJumpTo(s, 'számláz', /\/penzugy\/szamlazas\/lista\.html/)).toBe('/penzugy/szamlazas/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Számlázás' }).waitFor();
    await page.getByRole('button', { name: /Ugrás/ }).click();
    await page.getByRole('searchbox', { name: 'Oldal neve' }).fill('dolgoz');
    await page.getByRole('menuitem', { name: /Dolgozók/ }).waitFor();
    await screenshot(page, 'way-finding-quick-jump-1440');
    // The first Escape empties the search box, the second closes the jump.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'Oldal neve' }).waitFor({ state: 'detached' });
  });

  it('a number out of range keeps what was typed and says why', async () => {
    const { page } = s;
    await s.goto('/tanugy/tobblettanitasi-szerzodes-osszesitok/uj.html');
    const head = page.getByRole('group', { name: 'Összesítő', exact: true });
    await s.input('Év', head).fill('12');
    await s.input('Év', head).press('Tab');
    await s.shows(page.getByText('Nem lehet kisebb mint 2000'));
    expect(await s.input('Év', head).inputValue()).toBe('12');
  });

  it('a slow navigation shows a named progress bar while it waits, and the screen once answered', async () => {
    const { page } = s;
    // Afresh: the invoices must not be in the app's cache already, so the move to them waits for the network.
    await s.load('/penzugy/partnerek/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Partnerek' }).waitFor();
    // The invoices' calls are held until the bar has been seen: the bar shows while the move waits, whatever the machine's speed.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/szamlazas/**', async (route) => {
      await held;
      await route.fallback();
    });
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox', { name: 'Oldal neve' }).fill('Számlázás');
    await page.getByRole('searchbox', { name: 'Oldal neve' }).press('ArrowDown');
    await page.getByRole('searchbox', { name: 'Oldal neve' }).press('Enter');
    await page.getByRole('progressbar', { name: 'Az oldal betöltése folyamatban' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('heading', { level: 1, name: 'Számlázás' }).count(), 'the screen before its answer').toBe(0);
    answer();
    await page.getByRole('heading', { level: 1, name: 'Számlázás' }).waitFor();
    await page.getByRole('progressbar', { name: 'Az oldal betöltése folyamatban' }).waitFor({ state: 'hidden' });
    await page.unroute('**/api/szamlazas/**');
  });

  it('the sign-in and 404 tabs are titled by their screens', async () => {
    const page = await newPage(browser);
    await page.goto(`${stack.appUrl}/belepes.html`);
    await page.getByRole('heading', { name: 'Bejelentkezés' }).waitFor();
    expect(await page.title()).toBe('Bejelentkezés – Tankerületi portál');
    await page.goto(`${stack.appUrl}/404.html`);
    await page.getByRole('heading', { name: 'Az oldal nem található' }).waitFor();
    expect(await page.title()).toBe('Az oldal nem található – Tankerületi portál');
    await page.context().close();
  });

  it('on a phone: the trail wraps, the quick jump opens from the top bar', async () => {
    const phone = await openStaffSession(browser, stack, { viewport: { width: 390, height: 844 } });
    const { page } = phone;
    await phone.goto('/penzugy/partnerek/lista.html');
    await page.getByRole('heading', { level: 1, name: 'Partnerek' }).waitFor();
    expect((await trailOf(phone)).current).toBe('Partnerek');
    await screenshot(page, 'way-finding-list-390');
    await page.getByRole('link', { name: 'Papír-Írószer Bt.' }).first().click();
    const heading = page.getByRole('heading', { level: 1, name: /^Partner: / });
    await heading.waitFor();
    expect(`Partner: ${(await trailOf(phone)).current}`).toBe(await heading.textContent());
    await screenshot(page, 'way-finding-details-390');
    await page.getByRole('button', { name: /Ugrás/ }).click();
    // The district user may not open the store: its basket is not offered, the employees are.
    await page.getByRole('searchbox', { name: 'Oldal neve' }).fill('kosár');
    await page.getByText('Nincs ilyen nevű oldal.').waitFor();
    await page.getByRole('searchbox', { name: 'Oldal neve' }).fill('dolgoz');
    await page.getByRole('menuitem', { name: /Dolgozók/ }).waitFor();
    await screenshot(page, 'way-finding-quick-jump-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.close();
  });
});

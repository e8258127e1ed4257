import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from './runner';
import { screenshot, type Stack } from './harness';
import { browserSuite, expectEachTestClean, openStaffSession, type StaffSession } from './staff';

// The list blocks on a phone and on a desktop (issues 21 and 22): filters folded behind 'Szűrők (n)',
// rows as cards, the first record near the top, nothing sideways; header sorting in the request and the URL;
// a special list moving to its last page. Self-contained, to be folded into the shared suite over all sections.

let stack: Stack;
let browser: Browser;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

browserSuite((suite) => {
  ({ stack, browser } = suite);
});

describe('lists on a 390×844 phone', () => {
  let s: StaffSession;
  beforeAll(async () => {
    s = await openStaffSession(browser, stack, { viewport: { width: 390, height: 844 } });
  });
  afterAll(() => s?.close());
  expectEachTestClean(() => s);

  /** The first record's card: its top within the first 900 px of the page, the page no wider than the phone. */
  async function firstCard(path: string, listName: string) {
    const { page } = s;
    await s.goto(path);
    const list = page.getByRole('list', { name: listName });
    await list.getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    const box = await list.getByRole('listitem').first().boundingBox();
    const scrollY = await page.evaluate(() => window.scrollY);
    return { top: (box?.y ?? Infinity) + scrollY, width: await pageWidth(page), card: list.getByRole('listitem').first() };
  }

  // The invoice list's first card within 900 px and nothing sideways as it loads: the shared suite's 390 px check of the invoices.
  it("the invoice list: filters behind 'Szűrők (n)' that count and clear", async () => {
    const { page } = s;
    await firstCard('/penzugy/szamlazas/lista.html', 'Számlázás');
    await screenshot(page, 'phone-invoice-list');
    expect(await page.getByRole('combobox', { name: /^Állapot/ }).count()).toBe(0);

    // The fold alone ('Szűrők', 'Szűrők (n)'), not 'Szűrők törlése', which shows in the panel as soon as a filter applies.
    const fold = page.getByRole('button', { name: /^Szűrők( \(\d+\))?$/ });
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    await fold.click();
    expect(await fold.getAttribute('aria-expanded')).toBe('true');
    const filters = page.getByRole('group', { name: 'Szűrők' });
    await filters.getByText('Rám vár').click();
    await expect.poll(() => searchOf(page).waiting_for_me).toBe('true');
    // An applied filter closes the panel, so the first record stays near the top; it opens again for the next one.
    await expect.poll(() => fold.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Szűrők (1)' }).click();
    await s.choose('Állapot', 'Jóv', 'Jóváhagyott', filters);
    await expect.poll(() => searchOf(page).state).toBe('closed_positive');
    await expect.poll(() => page.getByRole('button', { name: 'Szűrők (2)' }).count()).toBe(1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-invoice-list-filters');

    await page.getByRole('button', { name: 'Szűrők törlése' }).click();
    await expect.poll(() => searchOf(page)).toEqual({});
    await expect.poll(() => page.getByRole('button', { name: 'Szűrők', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Szűrők törlése' }).count()).toBe(0);
  });

  it('a card opens its record', async () => {
    const { page } = s;
    const { card } = await firstCard('/penzugy/szamlazas/lista.html', 'Számlázás');
    const name = (await card.getByRole('link').first().textContent()) ?? '';
    const box = await card.boundingBox();
    // A tap on the card's lower part, away from the title link itself.
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) - 20, (box?.y ?? 0) + (box?.height ?? 0) - 8);
    await page.waitForURL(/\/penzugy\/szamlazas\/\d+\.html/);
    await page.getByRole('heading', { level: 1, name: new RegExp(name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
  });

  it('the commute month list: the month stepper, then the first record within 900 px, nothing sideways', async () => {
    const { page } = s;
    const { top, width } = await firstCard('/hr/munkabajaras/lista.html', 'Munkába járási adatok');
    expect(top).toBeLessThan(900);
    expect(width).toBeLessThanOrEqual(390);
    await s.shows(page.getByRole('button', { name: 'Előző hónap' }));
    await screenshot(page, 'phone-commute-list');
  });

  // The commute month of one employment (/hr/munkabajaras/{employmentId}.html) and a survey's answers (the survey
  // results' details) not scrolling sideways: the shared suite's 390 px checks of that special screen and section.
});

describe('lists on a 1440×900 desktop', () => {
  let s: StaffSession;
  beforeAll(async () => {
    s = await openStaffSession(browser, stack, { viewport: { width: 1440, height: 900 } });
  });
  afterAll(() => s?.close());
  expectEachTestClean(() => s);

  it('a header sorts where the list declares order_by: the request, the URL and aria-sort follow', async () => {
    const { page } = s;
    await s.goto('/tanugy/erettsegi-megbizasok/lista.html');
    const table = page.getByRole('table', { name: /Érettségi/ });
    await table.waitFor();
    const header = table.locator('th[aria-sort]').first();
    expect(await header.getAttribute('aria-sort')).toBe('none');
    const listCall = /^\/api\/erettsegi\/$/;
    let request = s.nextRequest('GET', listCall);
    await header.getByRole('button').click();
    const field = new URL((await request).url()).searchParams.get('order_by');
    expect(field).toMatch(/^\w+$/);
    await expect.poll(() => searchOf(page).order_by).toBe(field);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');

    request = s.nextRequest('GET', listCall);
    await header.getByRole('button').click();
    expect(new URL((await request).url()).searchParams.get('order_by')).toBe(`-${field}`);
    await expect.poll(() => searchOf(page).order_by).toBe(`-${field}`);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    // The filters stay inline on a desktop: no fold.
    expect(await page.getByRole('button', { name: /^Szűrők( \(\d+\))?$/ }).count()).toBe(0);
  });

  it('a special list past its last page moves to the last page that exists, replacing the address', async () => {
    const { page } = s;
    await s.goto('/hr/munkabajaras/lista.html?page=40');
    await page.getByRole('heading', { level: 1, name: 'Munkába járási adatok' }).waitFor();
    await expect.poll(() => searchOf(page).page ?? '1').not.toBe('40');
    const current = page.getByRole('navigation', { name: 'Lapozás' }).locator('[aria-current="page"]');
    await expect.poll(async () => (await current.count()) === 1).toBe(true);
    const last = page.getByRole('navigation', { name: 'Lapozás' }).getByRole('button', { name: 'Következő oldal' });
    expect(await last.isDisabled()).toBe(true);
  });

  it('the special lists share the search box: the commute list sends q and keeps it in the URL', async () => {
    const { page } = s;
    await s.goto('/hr/munkabajaras/lista.html');
    const box = page.getByRole('searchbox', { name: 'Keresés' });
    await box.waitFor();
    const request = s.nextRequest('GET', '/api/munkabajaras/');
    await box.fill('Szabó');
    await box.press('Enter');
    expect(new URL((await request).url()).searchParams.get('q')).toBe('Szabó');
    await expect.poll(() => searchOf(page).q).toBe('Szabó');
  });

  it('screenshots of the invoice list and the commute month', async () => {
    const { page } = s;
    await s.goto('/penzugy/szamlazas/lista.html');
    await page.getByRole('table', { name: 'Számlázás' }).getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'desktop-invoice-list');
    expect(await pageWidth(page)).toBeLessThanOrEqual(1440);
    await s.goto('/hr/munkabajaras/lista.html');
    await page.getByRole('table', { name: 'Munkába járási adatok' }).getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'desktop-commute-list');
    await s.goto('/hr/munkabajaras/302.html');
    await page.getByRole('heading', { level: 1, name: /^Munkába járási adatok: / }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'desktop-commute-month');
  });
});

import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

// Issue 35, points 7 and 8 where only a browser shows them: the print style sheet, the calendar's day into the new
// form's layout, and the phone's edit form.
let s: StaffSession;

staffSuite((suite) => ({ session: s } = suite));

describe('a staff member’s day in Chromium against Prism', () => {
  // No button, trail or menu button printed and the title kept: the shared suite's print check of the commitments.
  it('a commitment prints as a document: no menu or QA panel; its title, state and print time on top; the decisions kept', async () => {
    const { page } = s;
    await s.goto('/kotelezettsegvallalas/2310.html');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    await s.shows(page.getByRole('button', { name: 'Nyomtatás' }));
    await page.emulateMedia({ media: 'print' });
    try {
      await page.getByRole('navigation', { name: 'Főmenü' }).waitFor({ state: 'hidden' });
      await page.getByRole('complementary', { name: 'QA-forgatókönyv' }).waitFor({ state: 'hidden' });
      const stamp = page.locator('.print-header');
      await stamp.waitFor({ state: 'visible' });
      const printed = await stamp.evaluate((element) => [getComputedStyle(element, '::before').content, getComputedStyle(element, '::after').content].join(' '));
      expect(printed).toMatch(/Állapot: .+Nyomtatva: \d{4}\. \d{2}\. \d{2}\. \d{2}:\d{2}/);
      // The title, then the stamp, both above everything else.
      const [title, header] = await Promise.all([heading.boundingBox(), stamp.boundingBox()]);
      expect(title!.y).toBeLessThan(header!.y);
      expect(header!.y).toBeLessThan(100);
      await page.getByRole('heading', { name: 'Döntések' }).waitFor({ state: 'visible' });
      await screenshot(page, 'ux-day-commitment-print');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it("a day chosen in the room-booking calendar opens the new form on it, 'Kezdő dátum' left of 'Záró dátum'", async () => {
    const { page } = s;
    await s.goto('/muszak/teremberles/naptar.html');
    await page.getByRole('heading', { level: 1, name: 'Teremberlés – naptár' }).waitFor();
    await page.getByRole('button', { name: /november 26\.[ ,]/ }).click();
    expect(await page.getByRole('link', { name: '+ Új', exact: true }).getAttribute('href')).toBe('/muszak/teremberles/uj.html?nap=2026-11-26');
    await page.getByRole('link', { name: 'Új erre a napra' }).click();
    await page.waitForURL(/\/muszak\/teremberles\/uj\.html\?nap=2026-11-26$/);
    const start = page.getByRole('group', { name: /^Kezdő dátum/ });
    await start.waitFor();
    expect((await start.getByRole('spinbutton').allTextContents()).join(' ')).toBe('2026 11 26');
    const end = page.getByRole('group', { name: /^Záró dátum/ });
    expect(await end.getByRole('spinbutton').allTextContents()).not.toContain('26');
    const [a, b] = await Promise.all([start.boundingBox(), end.boundingBox()]);
    expect(a!.x).toBeLessThan(b!.x);
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(4);
    await screenshot(page, 'ux-day-room-booking-new-on-day');
  });

  it("on a 390×844 phone 'Szerkesztés' puts the focus in the form's first field and 'Mentés' stays on the screen's bottom", async () => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await s.goto('/kotelezettsegvallalas/2310.html');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Szerkesztés', exact: true }).click();
      const form = page.getByRole('region', { name: 'Szerkesztés' });
      const save = form.getByRole('button', { name: 'Mentés', exact: true });
      await save.waitFor();
      await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.record-form__field')))).toBe(true);
      const focused = await page.evaluate(() => document.activeElement!.closest('.record-form__field')!.getAttribute('data-field'));
      expect(focused).toBe(await form.locator('.record-form__field').first().getAttribute('data-field'));
      const box = await save.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      expect(box!.y).toBeGreaterThan(700);
      await screenshot(page, 'ux-day-phone-edit');
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});

// Way-finding as a staff user meets it, one function a step, for the way-finding tests and the shared suite.
import type { Page } from 'playwright-core';
import type { StaffSession } from '../staff';
import { ui } from './locators';

/** The trail's crumbs on the shown screen, and which one is marked as the current page. */
export async function trailOf(session: StaffSession): Promise<{ labels: string[]; current: string | null }> {
  const trail = ui.trail(session.page);
  await trail.waitFor();
  const labels = await trail.getByRole('link').allTextContents();
  const current = await trail.locator('[aria-current="page"]').textContent();
  return { labels, current };
}

/** The main menu, opened through `groups`, marks the section shown now with aria-current="page"; the menu is closed again. */
export async function markedMenuEntry(session: StaffSession, groups: readonly string[]): Promise<string | null> {
  const { page } = session;
  await ui.menuButton(page).click();
  // .last(): a submenu item may share its group's label (Szerződéstár › Szerződéstár); the submenu renders after.
  for (const group of groups) await ui.menuItem(page, group).last().click();
  const marked = await page.locator('[role="menuitem"][aria-current="page"]').last().textContent();
  await closeMenu(page);
  return marked;
}

/** Closes the main menu with its open submenus (one Escape a level), so the next step finds the page usable. */
export async function closeMenu(page: Page) {
  for (let level = 0; level < 4 && (await ui.menuButton(page).getAttribute('aria-expanded')) === 'true'; level++) await page.keyboard.press('Escape');
}

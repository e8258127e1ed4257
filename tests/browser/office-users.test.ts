import { describe, expect, it } from './runner';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;

staffSuite((suite) => ({ session: s } = suite));

// The list (its can_login=true, filters, export) is checked by the shared suite from the declaration.
describe('office users (Hivatali ügyek › Felhasználók) in Chromium against Prism', () => {
  it('details: the user with the names of their groups', async () => {
    const { page } = s;
    await s.goto('/profil/felhasznalok/12.html');
    await page.getByRole('heading', { level: 1, name: /Kovács Anna/ }).waitFor();
    await s.shows(page.getByText('Informatikai ügyintézők').first());
    expect(s.unexpectedConsoleErrors()).toEqual([]);
    expect(s.rejected).toEqual([]);
  });
});

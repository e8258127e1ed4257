import { describe, expect, it } from 'vitest';
import { screenHref, screenPath } from './screen-addresses';
import { findSpecialScreen, PUBLIC_SCREENS, SIGNED_IN_SCREENS } from './special-screens';

const served = (href: string) => findSpecialScreen([...SIGNED_IN_SCREENS, ...PUBLIC_SCREENS], href.split('?')[0]!);

describe('typed links to special screens', () => {
  it('fills the address parts and adds the search, leaving out what is undefined', () => {
    expect(screenHref('commute-month', { employmentId: 7 }, { year: 2026, month: 3 })).toBe('/hr/munkabajaras/7.html?year=2026&month=3');
    expect(screenHref('timesheet-month', { userId: 12 }, { year: undefined })).toBe('/hr/munkaido-nyilvantartas/12.html');
    expect(screenHref('application', { positionId: 4, applicationId: 9 })).toBe('/hr/allashelyek/4/jelentkezes-9.html');
    expect(screenHref('document-library', { library: 'sajat' })).toBe('/dokumentumtar/sajat-dokumentumok.html');
  });

  it("takes a menu entry's address from the site map", () => {
    expect(screenHref('store-basket')).toBe('/keszlet/kosarak/sajat.html');
    expect(screenHref('commutes', {}, { month: 2 })).toBe('/hr/munkabajaras/lista.html?month=2');
    expect(screenPath('planner-years')).toBe('/penzugy/tervezo/evek.html');
  });

  it('links land on the screen the special-screen table serves there', () => {
    expect(served(screenHref('commute-month', { employmentId: 7 }, { year: 2026 }))?.params).toEqual({ employmentId: '7' });
    expect(served(screenHref('planner-menu', { year: 2027 }))?.entry.path).toBe(screenPath('planner-menu'));
    expect(served(screenHref('school-breakdown', { year: 2027 }))?.params).toEqual({ year: '2027' });
    expect(served(screenHref('open-job', { openJobId: 3 }))?.entry.path).toBe('/allaskeresoportal/{openJobId}.html');
    expect(served(screenHref('yearly-reports-summary'))?.entry.path).toBe('/tanugy/eves-beszamolok/osszesito.html');
  });
});

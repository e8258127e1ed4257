import { describe, expect, it } from 'vitest';
import { routeHref } from './route-href';

describe('routeHref', () => {
  it("fills a route's params, plain and with fixed text around them, and writes its search as the router reads it", () => {
    expect(routeHref({ to: '/hr/munkabajaras/{$employmentId}.html', params: { employmentId: 7 }, search: { year: 2026, month: 3 } })).toBe(
      '/hr/munkabajaras/7.html?year=2026&month=3',
    );
    expect(routeHref({ to: '/hr/allashelyek/$positionId/jelentkezes-{$applicationId}.html', params: { positionId: 4, applicationId: 9 } })).toBe(
      '/hr/allashelyek/4/jelentkezes-9.html',
    );
    expect(routeHref({ to: '/dokumentumtar/{$library}-dokumentumok.html', params: { library: 'közös' } })).toBe('/dokumentumtar/k%C3%B6z%C3%B6s-dokumentumok.html');
    expect(routeHref({ to: '/penzugy/tervezo/$year/menu.html', params: { year: 2027 } })).toBe('/penzugy/tervezo/2027/menu.html');
  });

  it('leaves out a search value that is not given', () => {
    expect(routeHref({ to: '/hr/munkaido-nyilvantartas/{$userId}.html', params: { userId: 12 }, search: { year: undefined } })).toBe(
      '/hr/munkaido-nyilvantartas/12.html',
    );
    expect(routeHref({ to: '/keszlet/kosarak/sajat.html' })).toBe('/keszlet/kosarak/sajat.html');
  });
});

import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/buszberles/';

staffSuite((suite) => ({ session: s } = suite));

describe('bus rentals in Chromium against Prism', () => {
  it('new: the trip, its departure time and a leg as a line; a 400 by field and line keeps the input', async () => {
    const { page } = s;
    await s.goto('/muszak/buszberles/uj.html');
    await page.getByRole('heading', { level: 1, name: 'Új buszbérlés' }).waitFor();
    const trip = page.getByRole('group', { name: 'Utazás', exact: true });
    await s.choose('Típus', 'Sport', 'Sportverseny', trip);
    await s.choose('Intézmény', 'Kölcsey', 'Kölcsey Ferenc Gimnázium', trip);
    await s.input('Az utazás célja', trip).fill('Diákolimpia országos döntő');
    await s.input('Létszám (fő)', trip).fill('18');
    await s.input('Felszállás helye', trip).fill('Budapest, Munkácsy Mihály utca 26.');
    await s.fillDate('Indulás időpontja', '2027-03-12 06:30', trip);
    const legs = page.getByRole('group', { name: 'Utak', exact: true });
    await legs.getByRole('button', { name: 'Új sor' }).click();
    const first = legs.getByRole('group', { name: '1. sor' });
    await s.fillDate('Dátum', '2027-03-12', first);
    await s.input('Indulási hely', first).fill('Budapest');
    await s.input('Úti cél', first).fill('Debrecen');
    await s.input('Indulás', first).fill('06:30');
    await s.input('Érkezés', first).fill('09:45');

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(trip.getByText('A létszám legalább 1 fő.'));
    await s.shows(first.getByText('Ez a mező nem lehet üres'));
    expect(await s.input('Úti cél', first).inputValue()).toBe('Debrecen');
    await screenshot(page, 'ops-bus-rentals-new-400');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/buszberles\/95\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      type: 2,
      institution: 3,
      travel_goal: 'Diákolimpia országos döntő',
      person_count: 18,
      pickup_place: 'Budapest, Munkácsy Mihály utca 26.',
      pickup_date: expect.stringMatching(/^2027-03-12T06:30/),
      travels: [{ date: '2027-03-12', departure_place: 'Budapest', destination: 'Debrecen', start_time: '06:30', end_time: '09:45' }],
    });
  });

  it('details: the legs, an edit keeping them, a decision, a comment', async () => {
    const { page } = s;
    await s.goto('/muszak/buszberles/95.html');
    await page.getByRole('heading', { level: 1, name: 'Buszbérlés: 7. évfolyam osztálykirándulása' }).waitFor();
    await s.shows(page.getByRole('region', { name: 'Utak' }).getByText('Visegrád').first());
    const edit = await s.edit();
    await s.input('Létszám (fő)', edit).fill('54');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}95/`)).toMatchObject({ person_count: 54, type: 1, travels: [{ id: 951 }, { id: 952 }] });

    await page.getByRole('region', { name: 'Megjegyzések' }).getByRole('textbox', { name: 'Megjegyzés' }).fill('A busz légkondicionált legyen.');
    await page.getByRole('button', { name: 'Megjegyzés küldése' }).click();
    await s.toast('A megjegyzés elmentve.');
    await page.getByRole('button', { name: 'Jóváhagyom' }).click();
    await s.toast('A döntés rögzítve.');
    expect(s.sent('POST', `${BASE}95/donteshozas/`)).toHaveLength(1);
    await screenshot(page, 'ops-bus-rentals-details');
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });
});

import { describe, expect, it } from './runner';
import { screenshot } from './harness';
import { fillNewRoom } from './shared/forms';
import { type StaffSession, staffSuite } from './staff';

let s: StaffSession;
const BASE = '/api/termek/';

staffSuite((suite) => ({ session: s } = suite));

describe('rooms in Chromium against Prism', () => {
  it('new: every field, the category from the static data; a 400 by its fields keeps the input', async () => {
    const { page } = s;
    const { room, size } = await fillNewRoom(s);
    await s.input('Emelet', room).fill('2. emelet');
    await s.input('Alapterület (m²)', size).fill('72');
    await s.input('Belmagasság (m)', size).fill('3,2');
    await s.input('Padlóburkolat', size).fill('járólap');
    await s.input('Padlózat állapota', size).fill('jó');
    await size.getByRole('checkbox', { name: 'Akadálymentes' }).check({ force: true });

    await s.preferOnce('code=400', 'POST', BASE);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.shows(size.getByText('Nem lehet kisebb mint 0'));
    expect(await s.input('Terem neve', room).inputValue()).toBe('Kémia előadó');
    expect(await s.input('Befogadóképesség (fő)', size).inputValue()).toBe('30');

    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.waitForURL(/\/muszak\/termek\/302\.html$/);
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('POST', BASE)).toMatchObject({
      institution: 2,
      building: 'Főépület',
      name: 'Kémia előadó',
      room_number: '204',
      category: 3,
      floor: '2. emelet',
      area: 72,
      inner_height: 3.2,
      capacity: 30,
      floor_type: 'járólap',
      floor_condition: 'jó',
      is_for_disabled: true,
    });
  });

  // The delete behind 'Visszavonás': the shared suite's details check of the rooms.
  it('details: the data and an edit', async () => {
    const { page } = s;
    // The room the new form's save lands on (the spec's example 302).
    await s.goto('/muszak/termek/302.html');
    await page.getByRole('heading', { level: 1, name: 'Terem: Informatika terem' }).waitFor();
    await s.shows(page.getByRole('region', { name: 'Adatok' }).getByText('felújítandó'));
    const edit = await s.edit();
    await s.input('Padlózat állapota', edit).fill('felújítva (2026)');
    await edit.getByRole('button', { name: 'Mentés', exact: true }).click();
    await s.toast('A mentés sikeres.');
    expect(s.lastBody('PUT', `${BASE}302/`)).toMatchObject({ name: 'Informatika terem', institution: 2, category: 1, floor_condition: 'felújítva (2026)' });
    await screenshot(page, 'ops-rooms-details');
    expect(s.rejected).toEqual([]);
    expect(s.unexpectedConsoleErrors()).toEqual([]);
  });
});

// Forms more than one browser test fills the same way, filled once here.
import type { StaffSession } from '../staff';

/** Opens the new-room form and fills its required fields (a room at Petőfi, 'Kémia előadó', 30 seats); returns its two fieldsets. */
export async function fillNewRoom(s: StaffSession) {
  const { page } = s;
  await s.goto('/muszak/termek/uj.html');
  await page.getByRole('heading', { level: 1, name: 'Új terem' }).waitFor();
  const room = page.getByRole('group', { name: 'Terem', exact: true });
  await s.choose('Intézmény', 'Petőfi', 'Petőfi Sándor Általános Iskola', room);
  await s.input('Épület', room).fill('Főépület');
  await s.input('Terem neve', room).fill('Kémia előadó');
  await s.input('Teremszám', room).fill('204');
  await s.choose('Kategória', 'Szak', 'Szaktanterem', room);
  const size = page.getByRole('group', { name: 'Méretek és állapot', exact: true });
  await s.input('Befogadóképesség (fő)', size).fill('30');
  return { room, size };
}

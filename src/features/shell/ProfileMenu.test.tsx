import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/generated/models';
import { ProfileMenu } from './ProfileMenu';

const user = (permissions: string[]): CurrentUser => ({
  id: 1,
  name: 'Kovács Anna',
  email: 'kovacs.anna@tankerulet.hu',
  institution: { id: 1, name: 'Budapesti Tankerületi Központ', unit_code: 'TK-001', parent: null },
  is_readonly: false,
  groups: [],
  permissions,
  needs_password_change: false,
});

describe('profile menu', () => {
  it('greets the user and offers the error report, privacy notice, password change and sign-out', async () => {
    const onSignOut = vi.fn();
    const u = userEvent.setup();
    render(<ProfileMenu user={user(['users.can_change_password'])} onSignOut={onSignOut} />);
    await u.click(screen.getByRole('button', { name: 'Üdvözöljük, Kovács Anna!' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual([
      'Rendszerhiba bejelentés',
      'Adatkezelési tájékoztató',
      'Jelszó módosítása',
      'Kijelentkezés',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Adatkezelési tájékoztató' })).toHaveAttribute('href', '/adatkezelesi-tajekoztato.pdf');
    expect(screen.getByRole('menuitem', { name: 'Adatkezelési tájékoztató' })).toHaveAttribute('download');
    await u.click(screen.getByRole('menuitem', { name: 'Kijelentkezés' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('hides password change without users.can_change_password', async () => {
    const u = userEvent.setup();
    render(<ProfileMenu user={user([])} onSignOut={() => undefined} />);
    await u.click(screen.getByRole('button', { name: 'Üdvözöljük, Kovács Anna!' }));
    expect(await screen.findByRole('menuitem', { name: 'Kijelentkezés' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Jelszó módosítása' })).toBeNull();
  });
});

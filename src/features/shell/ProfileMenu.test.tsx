import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { ProfileMenu } from './ProfileMenu';
import { staffUser } from '@/test/users';

const user = (permissions: string[]) => staffUser({ id: 1, permissions });

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

  it('navigates and closes when an item is chosen, with the mouse or with Enter', async () => {
    const navigate = vi.fn();
    const u = userEvent.setup();
    render(
      <RouterProvider navigate={navigate}>
        <ProfileMenu user={user(['users.can_change_password'])} onSignOut={() => undefined} />
      </RouterProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Üdvözöljük, Kovács Anna!' });
    await u.click(trigger);
    await u.click(await screen.findByRole('menuitem', { name: 'Jelszó módosítása' }));
    expect(navigate.mock.calls.map((call) => call[0])).toEqual(['/jelszo_modositasa.html']);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    trigger.focus();
    await u.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Rendszerhiba bejelentés' })).toHaveFocus());
    await u.keyboard('{Enter}');
    expect(navigate.mock.calls.map((call) => call[0])).toEqual(['/jelszo_modositasa.html', '/rendszerhibak.html']);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement?.closest('[role="menu"], [role="dialog"]')).toBeNull();
  });
});

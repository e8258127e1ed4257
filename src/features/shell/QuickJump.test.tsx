import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { QuickJump } from './QuickJump';
import { quickJumpEntries } from './QuickJumpDialog';

describe('quick jump', () => {
  it('lists only the screens the user may open', () => {
    const labels = quickJumpEntries(new Set(['hr.can_use_hr_module'])).map((entry) => entry.label);
    expect(labels).toContain('Dolgozók');
    expect(labels).toContain('Számlázás');
    expect(labels).not.toContain('Kötelezettségvállalás');
    expect(labels).not.toContain('Költségvetés');
  });

  it('opens with Ctrl+K, finds a screen by part of its name regardless of accents, and goes there when chosen', async () => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(
      <RouterProvider navigate={navigate}>
        <QuickJump permissions={['hr.can_use_hr_module']} />
      </RouterProvider>,
    );
    await user.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('searchbox', { name: 'Oldal neve' });
    expect(search).toHaveFocus();
    await user.type(search, 'dolgoz');
    const list = screen.getByRole('menu', { name: 'Oldalak' });
    expect(
      within(list)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['DolgozókHR']);
    // Enter is checked in the browser (jsdom has no PointerEvent, which react-aria's Autocomplete sends on Enter).
    await user.click(within(list).getByRole('menuitem'));
    expect(navigate).toHaveBeenCalledWith('/hr/dolgozok/lista.html', undefined);
  });

  it("finds a calendar by 'naptár', also one whose name does not say it (the absences' 'Távollétjelentő')", async () => {
    const user = userEvent.setup();
    render(<QuickJump permissions={['absences.can_use_absences_module', 'rooms.can_use_rooms_module']} />);
    await user.click(screen.getByRole('button', { name: /Ugrás/ }));
    await user.type(await screen.findByRole('searchbox', { name: 'Oldal neve' }), 'naptár');
    const found = within(screen.getByRole('menu', { name: 'Oldalak' }))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(found).toContain('TávollétjelentőHR · naptár');
    expect(found).toContain('Teremberlés – naptárMűszaki ügyek');
  });

  it("opens from the top bar's button too, and says when nothing matches", async () => {
    const user = userEvent.setup();
    render(<QuickJump permissions={[]} />);
    await user.click(screen.getByRole('button', { name: /Ugrás/ }));
    await user.type(await screen.findByRole('searchbox', { name: 'Oldal neve' }), 'kotelezettseg');
    expect(screen.getByText('Nincs ilyen nevű oldal.')).toBeInTheDocument();
  });
});

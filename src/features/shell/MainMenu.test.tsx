import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { MainMenu } from './MainMenu';
import { MENU_CLOSE_DELAY_MS, menuItemSize } from './menu-timing';

function renderWithNavigate() {
  const navigate = vi.fn();
  render(
    <RouterProvider navigate={navigate}>
      <MainMenu permissions={['commitments.can_use_commitment_module']} />
      <button type="button">Oldal</button>
    </RouterProvider>,
  );
  return navigate;
}

function stubNarrowScreen() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: true, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

async function expectClosedWithPageUsable(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(screen.getByRole('button', { name: 'Főmenü' })).toHaveAttribute('aria-expanded', 'false');
  // The page behind answers again: nothing hides it from assistive technology or swallows the click.
  const page = screen.getByRole('button', { name: 'Oldal' });
  const onPageClick = vi.fn();
  page.addEventListener('click', onPageClick);
  await user.click(page);
  expect(onPageClick).toHaveBeenCalledTimes(1);
}

describe('main menu', () => {
  it('shows every module and disables a section the user has no permission for', async () => {
    const user = userEvent.setup();
    render(<MainMenu permissions={['commitments.can_use_commitment_module']} />);
    await user.click(screen.getByRole('button', { name: 'Főmenü' }));
    const modules = (await screen.findAllByRole('menuitem')).map((item) => item.textContent?.replace('›', '').trim());
    expect(modules).toEqual([
      'Pénzügy',
      'HR',
      'Tanügy',
      'Műszaki ügyek',
      'Dokumentumtár',
      'Szerződéstár',
      'Adatszolgáltatás',
      'Hivatali ügyek',
      'Munkavédelem és tűzvédelem',
    ]);
    await user.click(await screen.findByRole('menuitem', { name: /Pénzügy/ }));
    const allowed = await screen.findByRole('menuitem', { name: 'Kötelezettségvállalás' });
    expect(allowed).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Pénzügyi keretek' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Partnerek' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('closes 750 ms after the mouse leaves, and stays open if it comes back', async () => {
    const user = userEvent.setup();
    render(<MainMenu permissions={[]} />);
    await user.click(screen.getByRole('button', { name: 'Főmenü' }));
    const menu = await screen.findByRole('menu');
    vi.useFakeTimers();
    try {
      const hoverArea = menu.parentElement!;
      fireEvent.mouseLeave(hoverArea);
      act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 50));
      fireEvent.mouseEnter(hoverArea);
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('menu')).toBeInTheDocument();
      fireEvent.mouseLeave(hoverArea);
      act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1));
      expect(screen.getByRole('menu')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('menu')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sizes items by depth: 54 px high and 320 px wide at the top, 4 px and 20 px less per level', async () => {
    expect(menuItemSize(0)).toEqual({ height: 54, width: 320 });
    expect(menuItemSize(2)).toEqual({ height: 46, width: 280 });
    const user = userEvent.setup();
    render(<MainMenu permissions={[]} />);
    await user.click(screen.getByRole('button', { name: 'Főmenü' }));
    expect(await screen.findByRole('menuitem', { name: /Pénzügy/ })).toHaveStyle({ minHeight: '54px', width: '320px' });
    await user.click(screen.getByRole('menuitem', { name: /Pénzügy/ }));
    expect(await screen.findByRole('menuitem', { name: 'Kötelezettségvállalás' })).toHaveStyle({ minHeight: '50px', width: '300px' });
  });

  it('works from the keyboard: ArrowDown opens it with focus on the first module, Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    render(<MainMenu permissions={[]} />);
    const trigger = screen.getByRole('button', { name: 'Főmenü' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const first = await screen.findByRole('menuitem', { name: /Pénzügy/ });
    await waitFor(() => expect(first).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('drills down in one panel on a narrow screen: a module opens in place and ‹ goes back', async () => {
    const matchMedia = vi.fn((query: string) => ({ matches: true, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const user = userEvent.setup();
      render(<MainMenu permissions={['commitments.can_use_commitment_module']} />);
      await user.click(screen.getByRole('button', { name: 'Főmenü' }));
      await user.click(await screen.findByRole('menuitem', { name: /Pénzügy/ }));
      expect(await screen.findByRole('menu', { name: 'Pénzügy' })).toBeInTheDocument();
      expect(screen.getAllByRole('menu')).toHaveLength(1);
      expect(screen.getByRole('menuitem', { name: 'Kötelezettségvállalás' })).toBeInTheDocument();
      await user.click(screen.getByRole('menuitem', { name: 'Vissza: Főmenü' }));
      expect(await screen.findByRole('menu', { name: 'Főmenü' })).toBeInTheDocument();
      expect(screen.getByRole('menuitem', { name: /HR/ })).toBeInTheDocument();
      expect(matchMedia.mock.calls[0]?.[0]).toMatch(/^\(max-width: \d+px\)$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  // A drilled-down level starts with its '‹' item, so the first section is one ArrowDown further.
  describe.each([
    ['wide', () => undefined, false],
    ['narrow', stubNarrowScreen, true],
  ])('choosing a section on a %s screen', (_, setUp, startsWithBack) => {
    it('with the mouse navigates to it and closes the menu', async () => {
      setUp();
      try {
        const user = userEvent.setup();
        const navigate = renderWithNavigate();
        await user.click(screen.getByRole('button', { name: 'Főmenü' }));
        await user.click(await screen.findByRole('menuitem', { name: /Pénzügy/ }));
        await user.click(await screen.findByRole('menuitem', { name: 'Kötelezettségvállalás' }));
        expect(navigate).toHaveBeenCalledTimes(1);
        expect(navigate.mock.calls[0]?.[0]).toBe('/kotelezettsegvallalas/lista.html');
        await expectClosedWithPageUsable(user);
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('with Enter navigates to it, closes the menu and leaves focus outside it', async () => {
      setUp();
      try {
        const user = userEvent.setup();
        const navigate = renderWithNavigate();
        const trigger = screen.getByRole('button', { name: 'Főmenü' });
        await user.tab();
        expect(trigger).toHaveFocus();
        await user.keyboard('{ArrowDown}');
        await waitFor(() => expect(screen.getByRole('menuitem', { name: /Pénzügy/ })).toHaveFocus());
        await user.keyboard('{Enter}');
        if (startsWithBack) {
          await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Vissza: Főmenü' })).toHaveFocus());
          await user.keyboard('{ArrowDown}');
        }
        await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Kötelezettségvállalás' })).toHaveFocus());
        await user.keyboard('{Enter}');
        expect(navigate).toHaveBeenCalledTimes(1);
        expect(navigate.mock.calls[0]?.[0]).toBe('/kotelezettsegvallalas/lista.html');
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        expect(document.activeElement?.closest('[role="menu"], [role="dialog"]')).toBeNull();
        await expectClosedWithPageUsable(user);
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });

  it('marks the section shown now (aria-current) and the groups leading to it; a phone opens on its level', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<MainMenu permissions={[]} currentSection="day-offs" />);
    await user.click(screen.getByRole('button', { name: 'Főmenü' }));
    await user.click(await screen.findByRole('menuitem', { name: /HR/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Távollétek/ }));
    expect(await screen.findByRole('menuitem', { name: 'Szabadságok' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Szabadságkeretek' })).not.toHaveAttribute('aria-current');
    unmount();
    stubNarrowScreen();
    render(<MainMenu permissions={[]} currentSection="day-offs" />);
    await user.click(screen.getByRole('button', { name: 'Főmenü' }));
    expect(await screen.findByRole('menuitem', { name: 'Szabadságok' })).toHaveAttribute('aria-current', 'page');
    vi.unstubAllGlobals();
  });
});

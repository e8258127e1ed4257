import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupCalendar, type CalendarItem } from '@/test/calendar-screen';
import { fakeWindowLayout } from '@/test/window-layout';
import { VIRTUAL_AGENDA_FROM } from './AgendaList';

const days = () => screen.getByRole('listbox', { name: 'Távollét naptár, 2026. november' });
const chosenDay = () => within(days()).getByRole('option', { selected: true });

describe('the calendar screen on a phone', { timeout: 60000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the month as an agenda: each entry once, with the days it covers, as a link', async () => {
    setupCalendar({ phone: true });
    const agenda = await screen.findByRole('list', { name: 'Távollét naptár, 2026. november' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const items = within(agenda).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '2026. 10. 29. – 2026. 11. 03.Balogh ZoltánPetőfi',
      '2026. 11. 10. – 2026. 11. 12.Nagy ÉvaPetőfi',
      '2026. 11. 23. – 2026. 11. 27.Szabó PéterPetőfi',
      '2026. 11. 30. – 2026. 12. 02.Kiss AnnaPetőfi',
    ]);
    expect(within(agenda).getByRole('link', { name: 'Kiss Anna' })).toHaveAttribute('href', '/tavollet/3120.html');
    expect(screen.getByRole('link', { name: '+ Új' })).toHaveAttribute('href', '/tavollet/uj.html');
  });

  it("offers the month's days as one choice, each named with its entries; today is chosen, with its entries and 'Új erre a napra'", async () => {
    setupCalendar({ phone: true });
    await screen.findByRole('list', { name: 'Távollét naptár, 2026. november' });
    expect(within(days()).getAllByRole('option')).toHaveLength(30);
    expect(chosenDay()).toHaveAccessibleName('Ma, 2026. november 23. (hétfő): Szabó Péter');
    expect(within(days()).getByRole('option', { name: '2026. november 4. (szerda)' })).toHaveTextContent(/^Sze4$/);
    expect(within(days()).getByRole('option', { name: '2026. november 2. (hétfő): Balogh Zoltán' })).toHaveTextContent(/^H21$/);
    const today = screen.getByRole('region', { name: 'november 23., hétfő' });
    expect(within(today).getByRole('link', { name: 'Szabó Péter' })).toHaveAttribute('href', '/tavollet/3105.html');
    expect(within(today).getByRole('link', { name: 'Új erre a napra' })).toHaveAttribute('href', '/tavollet/uj.html?nap=2026-11-23');
  });

  it("a tapped day opens the new form with that day as its start: 'Új erre a napra' and the title's '+ Új'", async () => {
    const user = userEvent.setup();
    const { router } = setupCalendar({ phone: true });
    await screen.findByRole('list', { name: 'Távollét naptár, 2026. november' });
    await user.click(within(days()).getByRole('option', { name: /november 11\. / }));
    expect(chosenDay()).toHaveAccessibleName('2026. november 11. (szerda): Nagy Éva');
    const chosen = screen.getByRole('region', { name: 'november 11., szerda' });
    expect(within(chosen).getByRole('link', { name: 'Nagy Éva' })).toHaveAttribute('href', '/tavollet/3101.html');
    expect(screen.getByRole('link', { name: '+ Új' })).toHaveAttribute('href', '/tavollet/uj.html?nap=2026-11-11');
    await user.click(within(chosen).getByRole('link', { name: 'Új erre a napra' }));
    await waitFor(() => expect(router.state.location.href).toBe('/tavollet/uj.html?nap=2026-11-11'));
  });

  it("the keyboard chooses a day: Tab reaches the chosen one, the arrow keys, Home and End move the choice, Tab goes on to the chosen day's 'Új erre a napra'", async () => {
    const user = userEvent.setup();
    setupCalendar({ phone: true });
    await screen.findByRole('list', { name: 'Távollét naptár, 2026. november' });
    // The month stepper's 'Ma' is the last control before the days: Tab lands on the chosen day (today).
    screen.getByRole('button', { name: 'Ma' }).focus();
    await user.tab();
    expect(chosenDay()).toHaveFocus();
    expect(chosenDay()).toHaveAccessibleName(/^Ma, 2026\. november 23\./);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(chosenDay()).toHaveAccessibleName('2026. november 25. (szerda): Szabó Péter');
    expect(screen.getByRole('link', { name: 'Új erre a napra' })).toHaveAttribute('href', '/tavollet/uj.html?nap=2026-11-25');
    await user.keyboard('{Home}');
    expect(chosenDay()).toHaveAccessibleName('2026. november 1. (vasárnap): Balogh Zoltán');
    expect(chosenDay()).toHaveFocus();
    await user.keyboard('{End}');
    expect(chosenDay()).toHaveAccessibleName('2026. november 30. (hétfő): Kiss Anna');
    await user.keyboard('{ArrowLeft}');
    expect(chosenDay()).toHaveAccessibleName('2026. november 29. (vasárnap)');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Új erre a napra' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Új erre a napra' })).toHaveAttribute('href', '/tavollet/uj.html?nap=2026-11-29');
  });
});

/** Zero-padded, so the agenda's order (by day, then title) is the numbers' order. */
const pad = (n: number) => String(n).padStart(3, '0');

describe('a long agenda on a phone', { timeout: 60000 }, () => {
  let undoLayout = () => {};
  afterEach(() => {
    undoLayout();
    vi.unstubAllGlobals();
  });

  it('renders only the entries near the view, each saying where it stands, and Tab goes on past the rendered ones', async () => {
    undoLayout = fakeWindowLayout('.calendar-agenda__item', 64, 600 * 64 + 800);
    const user = userEvent.setup();
    const items: CalendarItem[] = Array.from({ length: 600 }, (_, i) => ({ id: 5000 + i, who: `Foglalás ${pad(i + 1)}`, from: '2026-11-10', to: '2026-11-10' }));
    expect(VIRTUAL_AGENDA_FROM).toBeLessThan(items.length);
    setupCalendar({ phone: true, items });
    const agenda = await screen.findByRole('list', { name: 'Távollét naptár, 2026. november' });
    const shown = within(agenda).getAllByRole('listitem');
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(40);
    expect(shown[0]).toHaveAttribute('aria-setsize', '600');
    expect(shown[0]).toHaveAttribute('aria-posinset', '1');
    expect(within(shown[0]!).getByRole('link')).toHaveAccessibleName('Foglalás 001');
    expect(screen.queryByRole('link', { name: 'Foglalás 600' })).not.toBeInTheDocument();
    const last = shown[shown.length - 1]!;
    const position = Number(last.getAttribute('aria-posinset'));
    within(last).getByRole('link').focus();
    await user.tab();
    expect(await within(agenda).findByRole('link', { name: `Foglalás ${pad(position + 1)}` })).toHaveFocus();
  });
});

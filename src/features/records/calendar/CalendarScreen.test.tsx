import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupCalendar as setup } from '@/test/calendar-screen';

const cell = (name: RegExp) => screen.getByRole('button', { name });

describe('the calendar screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the month in Hungarian, Monday first, with each entry on every day it covers inside the month', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Távollét naptár' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Hónap választása' })).toHaveTextContent('2026. november');
    const grid = screen.getByRole('grid');
    // The weekday row is hidden from screen readers (each day's label names its weekday).
    expect([...grid.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['H', 'K', 'Sze', 'Cs', 'P', 'Szo', 'V']);
    // 2026-11-01 is a Sunday: the first row starts on Monday, 26 October.
    expect(within(grid).getAllByRole('gridcell')[0]).toHaveTextContent(/^26$/);
    // Balogh Zoltán's absence from 29 October shows on 1–3 November, not on 4 November.
    for (const day of [1, 2, 3]) expect(cell(new RegExp(`^2026\\. november ${day}\\. \\(\\p{L}+\\): Balogh Zoltán$`, 'u'))).toHaveTextContent('Balogh Zoltán');
    expect(cell(/^Ma, 2026\. november 23\. \(hétfő, kijelölve\): Szabó Péter$/)).toBeInTheDocument();
    expect(cell(/november 4\.[ ,]/)).not.toHaveTextContent('Balogh Zoltán');
    for (const day of [23, 24, 25, 26, 27]) expect(cell(new RegExp(`november ${day}\\.[ ,]`))).toHaveTextContent('Szabó Péter');
    expect(cell(/november 30\.[ ,]/)).toHaveTextContent('Kiss Anna');
    // The October and December days of the grid list nothing, and a bad date hides only its own entry.
    expect(within(grid).getAllByRole('gridcell')[3]).not.toHaveTextContent('Balogh Zoltán');
    expect(screen.queryByText('Hibás Dátum')).not.toBeInTheDocument();
  });

  it("offers the section's export, its dialog starting with the shown month and the calendar's filters", async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { exported } = setup({ initial: '/hr/tavolletjelento/naptar.html?month=2&institution=5' });
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Exportálás (xlsx)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportálás' });
    await user.click(within(dialog).getByRole('button', { name: 'Exportálás' }));
    await waitFor(() => expect(exported).toEqual([{ start_date: '2026-02-01', end_date: '2026-02-28', institution: '5' }]));
    await waitFor(() => expect(saved).toEqual(['tavollet.xlsx']));
  });

  it('steps months in the URL and sends year and month only when they are not the current ones', async () => {
    const user = userEvent.setup();
    const { calls, router } = setup();
    await screen.findByRole('grid');
    expect(calls.at(-1)?.month).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Következő hónap' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ month: 12 }));
    await waitFor(() => expect(calls.at(-1)?.month).toEqual({ month: 12 }));
    expect(screen.getByRole('group', { name: 'Hónap választása' })).toHaveTextContent('2026. december');
    await user.click(screen.getByRole('button', { name: 'Következő hónap' }));
    await waitFor(() => expect(calls.at(-1)?.month).toEqual({ year: 2027, month: 1 }));
    expect(router.state.location.search).toEqual({ year: 2027, month: 1 });
    await user.click(screen.getByRole('button', { name: 'Ma' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByRole('group', { name: 'Hónap választása' })).toHaveTextContent('2026. november');
    await user.click(screen.getByRole('button', { name: 'Előző hónap' }));
    await waitFor(() => expect(calls.at(-1)?.month).toEqual({ month: 10 }));
  });

  it("lists the chosen day's entries as links to their details; a click on an entry in the grid opens it too", async () => {
    const user = userEvent.setup();
    const { router } = setup();
    // Today (23 November) is chosen at first.
    const today = await screen.findByRole('region', { name: 'november 23., hétfő' });
    expect(within(today).getByRole('link', { name: 'Szabó Péter' })).toHaveAttribute('href', '/tavollet/3105.html');
    await user.click(cell(/november 11\.[ ,]/));
    const chosen = screen.getByRole('region', { name: 'november 11., szerda' });
    await user.click(within(chosen).getByRole('link', { name: 'Nagy Éva' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tavollet/3101.html'));
    router.history.back();
    await user.click(within(await screen.findByRole('button', { name: /november 2\.[ ,]/ })).getByText('Balogh Zoltán'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tavollet/3088.html'));
  });

  it("a chosen day opens the new form with that day as its start: the day's link, the title's '+ Új', and a double click on the day", async () => {
    const user = userEvent.setup();
    const { router } = setup();
    const today = await screen.findByRole('region', { name: 'november 23., hétfő' });
    expect(within(today).getByRole('link', { name: 'Új erre a napra' })).toHaveAttribute('href', '/tavollet/uj.html?nap=2026-11-23');
    // Until a day is chosen, the title's '+ Új' opens an empty form.
    expect(screen.getByRole('link', { name: '+ Új' })).toHaveAttribute('href', '/tavollet/uj.html');
    await user.click(cell(/november 26\.[ ,]/));
    const chosen = screen.getByRole('region', { name: 'november 26., csütörtök' });
    expect(within(chosen).getByRole('link', { name: 'Új erre a napra' })).toHaveAttribute('href', '/tavollet/uj.html?nap=2026-11-26');
    expect(screen.getByRole('link', { name: '+ Új' })).toHaveAttribute('href', '/tavollet/uj.html?nap=2026-11-26');
    await user.dblClick(cell(/november 18\.[ ,]/));
    await waitFor(() => expect(router.state.location.href).toBe('/tavollet/uj.html?nap=2026-11-18'));
  });

  it('moves to the next month when the arrow keys leave this one', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.click(await screen.findByRole('button', { name: /november 30\.[ ,]/ }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toEqual({ month: 12 }));
  });

  it('puts the filters into the URL and the request', async () => {
    const user = userEvent.setup();
    const { calls, router } = setup();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: /^Intézmény: lehetőségek/ }));
    await user.click(await screen.findByRole('option', { name: 'Kossuth Lajos Gimnázium' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ institution: 5 }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ month: {}, filters: { institution: '5' } }));
    await user.click(screen.getByRole('button', { name: 'Következő hónap' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ month: { month: 12 }, filters: { institution: '5' } }));
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, isImpossibleDateText } from './DatePicker';
import { DateTimeField } from './DateTimeField';

const hu = (ui: React.ReactNode) => render(<I18nProvider locale="hu-HU">{ui}</I18nProvider>);
const shownText = (name: string) => screen.getByRole('group', { name }).textContent?.replace(/\u2066|\u2069|\u200e/g, '');

/** A picker owning its value as a form would, reporting each change. */
function Controlled({ initial, onChange, time }: { initial: string | null; onChange: (value: string | null) => void; time?: boolean }) {
  const [value, setValue] = useState(initial);
  const change = (next: string | null) => {
    setValue(next);
    onChange(next);
  };
  return time ? <DateTimeField label="Időpont" value={value} onChange={change} /> : <DatePicker label="Születési dátum" value={value} onChange={change} />;
}

describe('date and date-time pickers (hu-HU)', () => {
  it("shows a date as 'Y. MM. DD.' and sends a typed date as YYYY-MM-DD", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = hu(<DatePicker label="Kezdete" value="2026-05-01" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Kezdete' });
    expect(group.textContent?.replace(/\u2066|\u2069|\u200e/g, '')).toContain('2026. 05. 01.');
    rerender(
      <I18nProvider locale="hu-HU">
        <DatePicker label="Kezdete" value={null} onChange={onChange} />
      </I18nProvider>,
    );
    await user.click(within(screen.getByRole('group', { name: 'Kezdete' })).getAllByRole('spinbutton')[0]!);
    await user.keyboard('2026');
    await user.keyboard('03');
    await user.keyboard('09');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-09');
  });

  it('starts the calendar week on Monday', async () => {
    const user = userEvent.setup();
    hu(<DatePicker label="Kezdete" value="2026-05-01" onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Kezdete: naptár/ }));
    const monday = within(screen.getByRole('grid')).getByRole('button', { name: /május 4\., hétfő/ });
    // 2026-05-04 is a Monday: it opens its week's row.
    expect(monday.closest('tr')?.querySelector('td')).toContainElement(monday);
  });

  it('a date-time picked from the calendar is sent with the time 00:00', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    hu(<DateTimeField label="Időpont" value={null} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Időpont: naptár/ }));
    const grid = screen.getByRole('grid');
    const day = within(grid)
      .getAllByRole('button')
      .find((b) => b.textContent === '15')!;
    await user.click(day);
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^\d{4}-\d{2}-15 00:00$/));
  });

  it("writes the picker's words as Hungarian does: '2026. november', weekday columns 'H K Sze Cs P Szo V'", async () => {
    const user = userEvent.setup();
    hu(<DatePicker label="Kezdete" value="2026-11-05" onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Kezdete: naptár/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('2026. november');
    // react-aria hides the header row from assistive technology (each day's button names its weekday).
    const columns = [...screen.getByRole('grid').querySelectorAll('thead th')];
    expect(columns.map((column) => column.textContent)).toEqual(['H', 'K', 'Sze', 'Cs', 'P', 'Szo', 'V']);
    expect(columns[2]?.querySelector('abbr')).toHaveAttribute('title', 'szerda');
  });

  it("keeps a typed day the calendar has not (1985. 02. 31.) as typed, passes it on as '1985-02-31' and says so by the field", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    hu(<Controlled initial={null} onChange={onChange} />);
    await user.click(within(screen.getByRole('group', { name: 'Születési dátum' })).getAllByRole('spinbutton')[0]!);
    await user.keyboard('1985');
    await user.keyboard('02');
    await user.keyboard('31');
    await user.tab();
    await user.tab();
    // react-aria alone would store 1985-02-28 here without a word.
    expect(onChange).toHaveBeenLastCalledWith('1985-02-31');
    expect(onChange).not.toHaveBeenCalledWith('1985-02-28');
    expect(shownText('Születési dátum')).toContain('1985. 02. 31.');
    expect(screen.getByText('Nem létező dátum')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Születési dátum' })).getAllByRole('spinbutton')[2]).toHaveAttribute('aria-invalid', 'true');

    // Corrected, the real day is passed on and the message goes.
    await user.click(within(screen.getByRole('group', { name: 'Születési dátum' })).getAllByRole('spinbutton')[2]!);
    await user.keyboard('28');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('1985-02-28');
    expect(screen.queryByText('Nem létező dátum')).not.toBeInTheDocument();
  });

  it('a saved date changed into a day the calendar has not is not kept silently, and changed back it is the saved date again', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    hu(<Controlled initial="1985-02-28" onChange={onChange} />);
    const day = () => within(screen.getByRole('group', { name: 'Születési dátum' })).getAllByRole('spinbutton')[2]!;
    await user.click(day());
    await user.keyboard('30');
    await user.tab();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('1985-02-30');
    expect(shownText('Születési dátum')).toContain('1985. 02. 30.');
    await user.click(day());
    await user.keyboard('28');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('1985-02-28');
    expect(shownText('Születési dátum')).toContain('1985. 02. 28.');
  });

  it('a date-time with a day the calendar has not keeps it as typed too', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    hu(<Controlled initial={null} onChange={onChange} time />);
    await user.click(within(screen.getByRole('group', { name: 'Időpont' })).getAllByRole('spinbutton')[0]!);
    await user.keyboard('2026');
    await user.keyboard('04');
    await user.keyboard('31');
    await user.keyboard('10');
    await user.keyboard('30');
    await user.tab();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-04-31 10:30');
    expect(screen.getByText('Nem létező dátum')).toBeInTheDocument();
  });

  it('a user that takes no such day (a list filter) keeps its value; the field still shows what was typed and says why', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    function Refusing() {
      const [value, setValue] = useState<string | null>('2026-02-10');
      return (
        <DatePicker
          label="Dátumtól"
          value={value}
          onChange={(next) => {
            onChange(next);
            if (next === null || !isImpossibleDateText(next)) setValue(next);
          }}
        />
      );
    }
    hu(<Refusing />);
    await user.click(within(screen.getByRole('group', { name: 'Dátumtól' })).getAllByRole('spinbutton')[2]!);
    await user.keyboard('30');
    await user.tab();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-02-30');
    expect(shownText('Dátumtól')).toContain('2026. 02. 30.');
    expect(screen.getByText('Nem létező dátum')).toBeInTheDocument();
  });
});

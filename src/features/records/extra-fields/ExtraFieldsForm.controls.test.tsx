import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { field, Harness, lastCall, valueOf } from '@/test/extra-fields';

describe('extra fields form: one control per type', () => {
  it('number: the number field every number has, with the suffix after it; a saved decimal text shows as a number', () => {
    render(<Harness definitions={[field(1, 'number', 'Hossz', { suffix: 'Km' }), field(2, 'number', 'Arány')]} initial={[{ field: 2, value: '12.50' }]} />);
    const input = screen.getByRole('textbox', { name: 'Hossz' });
    expect(input).toHaveClass('number-field__input');
    expect(input.nextElementSibling).toHaveTextContent('Km');
    expect(screen.getByRole('textbox', { name: 'Arány' })).toHaveValue('12,5');
    expect(screen.queryByText('A mező csak szám karaktereket tartalmazhat')).toBeNull();
  });

  it('number: a minus is kept, and a number left reads the Hungarian way', async () => {
    const onAnswers = vi.fn();
    const u = userEvent.setup();
    render(<Harness definitions={[field(1, 'number', 'Eltérés')]} onAnswers={onAnswers} />);
    const input = screen.getByRole('textbox', { name: 'Eltérés' });
    await u.clear(input);
    await u.type(input, '-1250,5');
    await u.tab();
    expect(valueOf(lastCall(onAnswers), 1)).toBe(-1250.5);
    expect(input).toHaveDisplayValue(/^-1\s250,5$/);
  });

  it('text: a single-line input', () => {
    render(<Harness definitions={[field(1, 'text', 'Megjegyzés')]} />);
    expect(screen.getByRole('textbox', { name: 'Megjegyzés' }).tagName).toBe('INPUT');
  });

  it('long_text: a text area', () => {
    render(<Harness definitions={[field(1, 'long_text', 'Indoklás')]} />);
    expect(screen.getByRole('textbox', { name: 'Indoklás' }).tagName).toBe('TEXTAREA');
  });

  it('date: the date picker every other date has (segments and a calendar), not a text box', () => {
    render(<Harness definitions={[field(1, 'date', 'Határidő')]} />);
    expect(screen.queryByRole('textbox', { name: 'Határidő' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Határidő' })).getAllByRole('spinbutton')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Határidő: naptár/ })).toBeInTheDocument();
  });

  it('datetime: the date-time picker (date, hour and minute)', () => {
    render(<Harness definitions={[field(1, 'datetime', 'Kezdés')]} />);
    expect(within(screen.getByRole('group', { name: 'Kezdés' })).getAllByRole('spinbutton')).toHaveLength(5);
  });

  it('boolean: a checkbox', () => {
    render(<Harness definitions={[field(1, 'boolean', 'Sürgős')]} />);
    expect(screen.getByRole('checkbox', { name: 'Sürgős' })).not.toBeChecked();
  });

  it('select: a combo box', () => {
    render(<Harness definitions={[field(1, 'select', 'Kategória', { choices: ['Bútor', 'Informatika'] })]} />);
    expect(screen.getByRole('combobox', { name: 'Kategória' })).toBeInTheDocument();
  });

  it('multi_select: a labelled group with a checkbox per choice', () => {
    render(<Harness definitions={[field(1, 'multi_select', 'Érintett napok', { choices: ['Hétfő', 'Kedd'] })]} />);
    const group = screen.getByRole('group', { name: 'Érintett napok' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual(['Hétfő', 'Kedd']);
  });

  it('section: a group of its child fields with Új válasz', () => {
    const definitions = [field(1, 'section', 'Résztvevők'), field(2, 'text', 'Név', { section: 1 })];
    render(<Harness definitions={definitions} />);
    const section = screen.getByRole('group', { name: 'Résztvevők' });
    expect(within(section).getByRole('textbox', { name: 'Név' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Új válasz' })).toBeInTheDocument();
  });

  it('user: a combo box over the offered users by name', async () => {
    const onAnswers = vi.fn();
    const u = userEvent.setup();
    const definitions = [
      field(1, 'user', 'Felelős', {
        user_choices: [
          { id: 31, name: 'Nagy Béla' },
          { id: 32, name: 'Szabó Éva' },
        ],
      }),
    ];
    render(<Harness definitions={definitions} onAnswers={onAnswers} />);
    await u.type(screen.getByRole('combobox', { name: 'Felelős' }), 'sza');
    await u.click(screen.getByRole('option', { name: 'Szabó Éva' }));
    expect(valueOf(lastCall(onAnswers), 1)).toBe(32);
    expect(screen.getByRole('combobox', { name: 'Felelős' })).toHaveValue('Szabó Éva');
  });

  it('label: static text only, no input', () => {
    render(<Harness definitions={[field(1, 'label', 'Az alábbiakat az intézményvezető tölti ki.')]} />);
    expect(screen.getByText('Az alábbiakat az intézményvezető tölti ki.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

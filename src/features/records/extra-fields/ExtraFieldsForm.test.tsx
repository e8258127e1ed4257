import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { visibleAnswers } from './extra-fields';
import { ExtraFieldsForm } from './ExtraFieldsForm';
import { typeDate } from '@/test/date-input';
import { districtUser, field, Harness, lastCall, schoolUser, valueOf } from '@/test/extra-fields';

describe('extra fields form: signed out', () => {
  it("takes only an institution for its user (a public form's visitor): a field conditioned on the record's value shows with it", () => {
    const visitor = { institution: { id: 3, name: 'Kölcsey Ferenc Gimnázium', unit_code: '035456', parent: null } };
    const definitions = [
      field(51, 'text', 'Érintett osztály', { conditions: [{ source_field: null, field_name: 'category', value: 2 }] }),
      field(52, 'date', 'Az esemény dátuma'),
    ];
    const { rerender } = render(<Harness definitions={definitions} user={visitor} record={{ category: 1 }} />);
    expect(screen.queryByRole('textbox', { name: 'Érintett osztály' })).toBeNull();
    expect(screen.getByText('Az esemény dátuma')).toBeInTheDocument();
    rerender(<Harness definitions={definitions} user={visitor} record={{ category: 2 }} />);
    expect(screen.getByRole('textbox', { name: 'Érintett osztály' })).toBeInTheDocument();
  });
});

describe('extra fields form: rules', () => {
  const fruits = ['Alma', 'Almás pite', 'alkohol', 'Alpaka', 'Alsó', 'Alt', 'Kalap', 'Ananász'];

  it('select typeahead lists at most 5 choices starting with the typed text, ignoring case', async () => {
    const onAnswers = vi.fn();
    const u = userEvent.setup();
    render(<Harness definitions={[field(1, 'select', 'Gyümölcs', { choices: fruits })]} onAnswers={onAnswers} />);
    await u.type(screen.getByRole('combobox', { name: 'Gyümölcs' }), 'AL');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Alma', 'Almás pite', 'alkohol', 'Alpaka', 'Alsó']);
    await u.click(screen.getByRole('option', { name: 'Alpaka' }));
    expect(valueOf(lastCall(onAnswers), 1)).toBe('Alpaka');
  });

  it('select shows Nincs találat when no choice starts with the text', async () => {
    const u = userEvent.setup();
    render(<Harness definitions={[field(1, 'select', 'Gyümölcs', { choices: fruits })]} />);
    await u.type(screen.getByRole('combobox', { name: 'Gyümölcs' }), 'lap');
    // The listbox announces its empty state in place of the options.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Nincs találat']);
  });

  it('a select can be emptied only when it is not mandatory', async () => {
    const onAnswers = vi.fn();
    const u = userEvent.setup();
    const definitions = [
      field(1, 'select', 'Szabad', { choices: fruits, default: 'Alma' }),
      field(2, 'select', 'Kötelező', { choices: fruits, default: 'Alma', mandatory: true }),
    ];
    render(<Harness definitions={definitions} onAnswers={onAnswers} />);
    await u.clear(screen.getByRole('combobox', { name: 'Szabad' }));
    await u.tab();
    expect(valueOf(lastCall(onAnswers), 1)).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Szabad' })).toHaveValue('');

    await u.clear(screen.getByRole('combobox', { name: 'Kötelező' }));
    await u.tab();
    expect(valueOf(lastCall(onAnswers), 2)).toBe('Alma');
    expect(screen.getByRole('combobox', { name: 'Kötelező' })).toHaveValue('Alma');
  });

  it('a multi_select answer is the list of ticked choices', async () => {
    const onAnswers = vi.fn();
    const u = userEvent.setup();
    render(<Harness definitions={[field(1, 'multi_select', 'Napok', { choices: ['Hétfő', 'Kedd', 'Szerda'] })]} onAnswers={onAnswers} />);
    await u.click(screen.getByRole('checkbox', { name: 'Szerda' }));
    await u.click(screen.getByRole('checkbox', { name: 'Hétfő' }));
    expect(valueOf(lastCall(onAnswers), 1)).toEqual(['Szerda', 'Hétfő']);
  });

  it('Új válasz adds a repetition and X removes one; child answers carry section_index', async () => {
    const onAnswers = vi.fn();
    const u = userEvent.setup();
    const definitions = [field(1, 'section', 'Résztvevők'), field(2, 'text', 'Név', { section: 1 })];
    render(<Harness definitions={definitions} onAnswers={onAnswers} />);
    await u.type(screen.getByRole('textbox', { name: 'Név' }), 'Anna');
    await u.click(screen.getByRole('button', { name: 'Új válasz' }));
    expect(screen.getAllByRole('textbox', { name: 'Név' })).toHaveLength(2);
    await u.type(within(screen.getByRole('group', { name: 'Résztvevők 2.' })).getByRole('textbox', { name: 'Név' }), 'Béla');
    expect(lastCall(onAnswers)).toEqual([
      { field: 2, value: 'Anna', section_index: 0 },
      { field: 2, value: 'Béla', section_index: 1 },
    ]);

    await u.click(within(screen.getByRole('group', { name: 'Résztvevők 1.' })).getByRole('button', { name: 'Válasz törlése' }));
    expect(lastCall(onAnswers)).toEqual([{ field: 2, value: 'Béla', section_index: 0 }]);
    expect(screen.getAllByRole('textbox', { name: 'Név' }).map((i) => (i as HTMLInputElement).value)).toEqual(['Béla']);
  });

  it('a field whose condition on another extra field does not match is hidden, and shows once it does', async () => {
    const u = userEvent.setup();
    const definitions = [
      field(1, 'boolean', 'Külső helyszín'),
      field(2, 'text', 'Helyszín címe', { conditions: [{ source_field: 1, field_name: 'field_1', value: true }] }),
    ];
    render(<Harness definitions={definitions} />);
    expect(screen.queryByRole('textbox', { name: 'Helyszín címe' })).toBeNull();
    await u.click(screen.getByRole('checkbox', { name: 'Külső helyszín' }));
    expect(screen.getByRole('textbox', { name: 'Helyszín címe' })).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'Külső helyszín' }));
    expect(screen.queryByRole('textbox', { name: 'Helyszín címe' })).toBeNull();
  });

  it('a whole section is hidden when its condition on a record field does not match', () => {
    const definitions = [
      field(1, 'section', 'Bútorok', { conditions: [{ source_field: null, field_name: 'category', value: 'furniture' }] }),
      field(2, 'text', 'Darabszám', { section: 1 }),
    ];
    const { rerender } = render(<Harness definitions={definitions} record={{ category: 'it' }} />);
    expect(screen.queryByRole('group', { name: 'Bútorok' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Darabszám' })).toBeNull();
    rerender(<Harness definitions={definitions} record={{ category: 'furniture' }} />);
    expect(screen.getByRole('group', { name: 'Bútorok' })).toBeInTheDocument();
  });

  it("a district_employee condition matches when the user's institution has a parent", () => {
    const definitions = [field(1, 'text', 'Iskolai azonosító', { conditions: [{ field_name: 'user', value: true, district_employee: true }] })];
    const { unmount } = render(<Harness definitions={definitions} user={schoolUser} />);
    expect(screen.getByRole('textbox', { name: 'Iskolai azonosító' })).toBeInTheDocument();
    unmount();
    render(<Harness definitions={definitions} user={districtUser} />);
    expect(screen.queryByRole('textbox', { name: 'Iskolai azonosító' })).toBeNull();
  });

  it('hidden fields are left out of visibleAnswers', () => {
    const definitions = [
      field(1, 'boolean', 'Külső helyszín'),
      field(2, 'text', 'Helyszín címe', { conditions: [{ source_field: 1, field_name: 'field_1', value: true }] }),
    ];
    const answers = [
      { field: 1, value: false },
      { field: 2, value: 'Régi cím' },
    ];
    expect(visibleAnswers(definitions, answers, { user: schoolUser })).toEqual([{ field: 1, value: false }]);
    expect(visibleAnswers(definitions, [{ field: 1, value: true }, answers[1]!], { user: schoolUser })).toHaveLength(2);
  });

  it('an inactive field is shown only when it holds a saved answer', () => {
    const definitions = [field(1, 'text', 'Régi mező', { is_active: false }), field(2, 'number', 'Régi szám', { is_active: false })];
    const { unmount } = render(<Harness definitions={definitions} />);
    expect(screen.queryByRole('textbox', { name: 'Régi mező' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Régi szám' })).toBeNull();
    unmount();
    render(
      <Harness
        definitions={definitions}
        initial={[
          { field: 1, value: 'mentett érték' },
          { field: 2, value: null },
        ]}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Régi mező' })).toHaveValue('mentett érték');
    expect(screen.queryByRole('textbox', { name: 'Régi szám' })).toBeNull();
  });

  it('an inactive field being edited stays on screen when the user empties it', async () => {
    const u = userEvent.setup();
    render(<Harness definitions={[field(1, 'text', 'Régi mező', { is_active: false })]} initial={[{ field: 1, value: 'x' }]} />);
    await u.clear(screen.getByRole('textbox', { name: 'Régi mező' }));
    expect(screen.getByRole('textbox', { name: 'Régi mező' })).toHaveValue('');
  });

  it('a datetime is answered as YYYY-MM-DD HH:mm, a saved ISO date-time shown in the picker', async () => {
    const onAnswers = vi.fn();
    const u = userEvent.setup();
    render(<Harness definitions={[field(1, 'datetime', 'Kezdés')]} onAnswers={onAnswers} initial={[{ field: 1, value: '2025-03-14T08:30:00' }]} />);
    expect(screen.getByRole('group', { name: 'Kezdés' }).textContent).toMatch(/2025\. 03\. 14\.\s*\D*8:30/);
    await typeDate(u, 'Kezdés', '2025-03-20 09:15');
    expect(valueOf(lastCall(onAnswers), 1)).toBe('2025-03-20 09:15');
  });

  it('fields without an answer show their defaults, the institution address filled in', () => {
    const definitions = [
      field(1, 'number', 'Darab'),
      field(2, 'text', 'Rövid'),
      field(3, 'long_text', 'Hosszú'),
      field(4, 'boolean', 'Igen-nem'),
      field(5, 'multi_select', 'Több', { choices: ['A', 'B'] }),
      field(6, 'select', 'Egy', { choices: ['A', 'B'], default: 'B' }),
      field(7, 'text', 'Cím', { default: '{institution_address}' }),
    ];
    render(<ExtraFieldsForm definitions={definitions} answers={[]} onChange={() => undefined} user={schoolUser} />);
    expect(screen.getByRole('textbox', { name: 'Darab' })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: 'Rövid' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Hosszú' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Igen-nem' })).not.toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Több' }))
        .getAllByRole('checkbox')
        .filter((c) => (c as HTMLInputElement).checked),
    ).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Egy' })).toHaveValue('B');
    expect(screen.getByRole('textbox', { name: 'Cím' })).toHaveValue('1052 Budapest, Váci utca 20.');
  });

  it('a number input turns empty into null and accepts a decimal comma', async () => {
    const onAnswers = vi.fn();
    const u = userEvent.setup();
    render(<Harness definitions={[field(1, 'number', 'Összeg')]} onAnswers={onAnswers} />);
    const input = screen.getByRole('textbox', { name: 'Összeg' });
    await u.clear(input);
    expect(valueOf(lastCall(onAnswers), 1)).toBeNull();
    await u.type(input, '1,5');
    expect(valueOf(lastCall(onAnswers), 1)).toBe(1.5);
    await u.clear(input);
    await u.type(input, '2.25');
    expect(valueOf(lastCall(onAnswers), 1)).toBe(2.25);
  });

  it('server errors are shown under their field by codename without a touch', () => {
    render(<Harness definitions={[field(1, 'text', 'Tárgy', { mandatory: true })]} errors={{ field_1: 'Ez a mező nem lehet üres' }} />);
    expect(screen.getByRole('textbox', { name: 'Tárgy' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
  });

  it('read-only: inputs cannot be changed and sections offer neither Új válasz nor X', () => {
    const definitions = [field(1, 'section', 'Résztvevők'), field(2, 'text', 'Név', { section: 1 }), field(3, 'text', 'Tárgy')];
    render(<Harness definitions={definitions} isReadOnly />);
    expect(screen.getByRole('textbox', { name: 'Tárgy' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Új válasz' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Válasz törlése' })).toBeNull();
  });
});

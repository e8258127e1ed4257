import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaMeta } from '@/generated/meta/types';
import { LineEditor, lineColumns, type LineEditorProps } from './LineEditor';
import type { LineRow } from './lines';

const itemMeta: SchemaMeta = {
  title: 'Tétel',
  fields: {
    name: { label: 'Megnevezés', kind: 'string', required: true },
    amount: { label: 'Összeg', kind: 'number' },
    doubled: { label: 'Kétszerese', kind: 'number', readOnly: true, unit: 'Ft' },
  },
};

/** The editor is controlled; this holds its value as a form would, and reports each change. */
function Harness({ initial, onValue, ...props }: Partial<LineEditorProps> & { initial: LineRow[]; onValue?: (rows: LineRow[]) => void }) {
  const [rows, setRows] = useState<LineRow[]>(initial);
  return (
    <LineEditor
      label="Tételek"
      itemMeta={itemMeta}
      columns={['name', 'amount', 'doubled']}
      newRow={() => ({ name: '', amount: null })}
      {...props}
      value={rows}
      onChange={(next) => {
        setRows(next);
        onValue?.(next);
      }}
    />
  );
}

const row = (n: number) => screen.getByRole('group', { name: `${n}. sor` });

describe('LineEditor', () => {
  it("gives the first typed text twice the other columns' room, and lays the header and every line on the table's one set of columns", () => {
    expect(lineColumns(['name', 'amount', 'doubled'], itemMeta)).toBe('2.5rem minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto');
    // Only the first text: a unit ('db') beside the name needs no more than a number.
    const withUnit: SchemaMeta = { ...itemMeta, fields: { ...itemMeta.fields, unit: { label: 'Mennyiségi egység', kind: 'string' } } };
    expect(lineColumns(['name', 'amount', 'unit'], withUnit)).toBe('2.5rem minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto');
    const { container } = render(<Harness initial={[{ name: 'Projektor', amount: 2 }]} />);
    const table = container.querySelector<HTMLElement>('.line-editor__table');
    // As a browser serializes the style it was given (a bare 0 length as 0px, as jsdom 31 does too).
    expect(table?.style.gridTemplateColumns).toBe('2.5rem minmax(0px, 2fr) minmax(0px, 1fr) minmax(0px, 1fr) auto');
    // Neither the header nor a line has columns of its own (an empty header cell over the buttons would shift every name).
    expect(container.querySelector<HTMLElement>('.line-editor__head')?.style.gridTemplateColumns).toBe('');
    expect(row(1).style.gridTemplateColumns).toBe('');
  });

  it('adds a line from newRow and removes the chosen line by its labelled button, keeping the others', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(
      <Harness
        initial={[
          { name: 'Első', amount: 1 },
          { name: 'Második', amount: 2 },
        ]}
        onValue={onValue}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Új sor' }));
    expect(onValue).toHaveBeenLastCalledWith([
      { name: 'Első', amount: 1 },
      { name: 'Második', amount: 2 },
      { name: '', amount: null },
    ]);
    // The new line's first input takes the focus, so typing goes on without the mouse.
    expect(within(row(3)).getByRole('textbox', { name: /Megnevezés/ })).toHaveFocus();

    // Each line is a named group, not an item of a list it could not be (axe: list, only-listitems);
    // its remove button's name starts with the text it shows (axe: label-content-name-mismatch).
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Törlés (1. sor)' })).toHaveTextContent(/^Törlés$/);
    await user.click(screen.getByRole('button', { name: 'Törlés (1. sor)' }));
    expect(onValue).toHaveBeenLastCalledWith([
      { name: 'Második', amount: 2 },
      { name: '', amount: null },
    ]);
    expect(within(row(1)).getByRole('textbox', { name: /Megnevezés/ })).toHaveValue('Második');
    expect(screen.queryByRole('group', { name: '3. sor' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Új sor' })).toHaveFocus();
  });

  it('is usable from the keyboard: Enter on the add button adds a line, Enter on a delete button removes it', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness initial={[]} onValue={onValue} />);
    expect(screen.getByText('Nincs sor.')).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Új sor' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('Tolltartó');
    expect(onValue).toHaveBeenLastCalledWith([{ name: 'Tolltartó', amount: null }]);

    screen.getByRole('button', { name: 'Törlés (1. sor)' }).focus();
    await user.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith([]);
  });

  it('shows each message on its own line and cell, a line message on its line and the list message above', () => {
    render(
      <Harness
        initial={[
          { name: 'Első', amount: 1 },
          { name: '', amount: -1 },
        ]}
        errors={{ '': 'Ez a lista nem lehet üres.', '1.name': 'Ez a mező nem lehet üres', '1.amount': 'Nem lehet kisebb mint 0', '0': 'Ez a sor hibás' }}
      />,
    );
    expect(within(row(1)).getByRole('textbox', { name: /Megnevezés/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(row(1)).getByText('Ez a sor hibás')).toBeInTheDocument();
    expect(within(row(2)).getByRole('textbox', { name: /Megnevezés/ })).toHaveAccessibleDescription('Ez a mező nem lehet üres');
    expect(within(row(2)).getByRole('textbox', { name: /Összeg/ })).toHaveAccessibleDescription('Nem lehet kisebb mint 0');
    expect(screen.getByRole('group', { name: 'Tételek' })).toHaveAccessibleDescription('Ez a lista nem lehet üres.');
  });

  it('marks the list wrong (data-invalid, as a field is) while it has a message of its own, with no line to carry it', () => {
    const { rerender } = render(<Harness initial={[]} errors={{ '': 'Ez a mező nem lehet üres' }} />);
    expect(screen.getByRole('group', { name: 'Tételek' })).toHaveAttribute('data-invalid', 'true');
    rerender(<Harness initial={[]} errors={{}} />);
    expect(screen.getByRole('group', { name: 'Tételek' })).not.toHaveAttribute('data-invalid');
  });

  it('recomputes derived fields on every edit of a line and sums the declared totals in Ft', async () => {
    const user = userEvent.setup();
    const derive = (r: LineRow) => ({ ...r, doubled: typeof r.amount === 'number' ? r.amount * 2 : null });
    render(
      <Harness initial={[derive({ name: 'Első', amount: 500000 }), derive({ name: 'Második', amount: 117283.5 })]} derive={derive} totals={[{ field: 'doubled' }]} />,
    );
    expect(within(row(1)).getByRole('status', { name: '1. sor: Kétszerese' })).toHaveTextContent('1 000 000 Ft');
    expect(screen.getByText('Összesen (Kétszerese)').nextSibling).toHaveTextContent('1 234 567 Ft');

    const amount = within(row(2)).getByRole('textbox', { name: /Összeg/ });
    await user.clear(amount);
    await user.type(amount, '250000');
    await user.tab();
    expect(within(row(2)).getByRole('status', { name: '2. sor: Kétszerese' })).toHaveTextContent('500 000');
    expect(screen.getByText('Összesen (Kétszerese)').nextSibling).toHaveTextContent('1 500 000 Ft');
  });

  it('fixed lines are edited in place: no add or delete, the cells still typed into', async () => {
    const onValue = vi.fn();
    render(<Harness initial={[{ name: 'Első', amount: 1 }]} isFixed onValue={onValue} />);
    expect(screen.queryByRole('button', { name: 'Új sor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Törlés (1. sor)' })).not.toBeInTheDocument();
    await userEvent.type(within(row(1)).getByRole('textbox', { name: /Megnevezés/ }), '!');
    expect(onValue).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'Első!' })]);
  });

  it('offers no add or delete when disabled', () => {
    render(<Harness initial={[{ name: 'Első', amount: 1 }]} isDisabled />);
    expect(screen.queryByRole('button', { name: 'Új sor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Törlés (1. sor)' })).not.toBeInTheDocument();
    expect(within(row(1)).getByRole('textbox', { name: /Megnevezés/ })).toBeDisabled();
  });
});

describe('LineEditor: cells chosen from the record (choices)', () => {
  const tripMeta: SchemaMeta = {
    title: 'Utazás',
    fields: {
      pass: { label: 'Bérletjegy', kind: 'integer', required: true },
      infos: { label: 'Igénybe vett adatok', kind: 'array', required: true },
    },
  };
  const options = [
    { id: '11', label: 'Gépjármű, Petőfi Sándor Általános Iskola' },
    { id: '12', label: 'Bérlet, Petőfi Sándor Általános Iskola' },
  ];

  it('a key is chosen by its label and kept a number; a list of keys with `single` is one chooser sending a one-item list', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(
      <Harness
        itemMeta={tripMeta}
        columns={['pass', 'infos']}
        initial={[{ pass: null, infos: [11] }]}
        choices={{ pass: { options }, infos: { options, single: true } }}
        onValue={onValue}
      />,
    );
    const infos = within(row(1)).getByRole('combobox', { name: /Igénybe vett adatok/ });
    expect(infos).toHaveValue('Gépjármű, Petőfi Sándor Általános Iskola');
    await user.click(within(row(1)).getByRole('button', { name: /Bérletjegy: lehetőségek/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(options.map((o) => o.label));
    await user.click(screen.getByRole('option', { name: 'Bérlet, Petőfi Sándor Általános Iskola' }));
    expect(onValue).toHaveBeenLastCalledWith([{ pass: 12, infos: [11] }]);
    await user.clear(infos);
    await user.type(infos, 'Bér');
    await user.click(screen.getByRole('option', { name: 'Bérlet, Petőfi Sándor Általános Iskola' }));
    expect(onValue).toHaveBeenLastCalledWith([{ pass: 12, infos: [12] }]);
  });

  it('a list of keys without `single` adds each choice beside the ones chosen, and removes one by its button', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness itemMeta={tripMeta} columns={['infos']} initial={[{ infos: [11] }]} choices={{ infos: { options } }} onValue={onValue} />);
    const chosen = within(row(1)).getByRole('list', { name: 'Igénybe vett adatok: kiválasztva' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gépjármű, Petőfi Sándor Általános Iskola✕']);
    await user.type(within(row(1)).getByRole('combobox', { name: /Igénybe vett adatok/ }), 'Bér');
    await user.click(screen.getByRole('option', { name: 'Bérlet, Petőfi Sándor Általános Iskola' }));
    expect(onValue).toHaveBeenLastCalledWith([{ infos: [11, 12] }]);
    await user.click(within(row(1)).getByRole('button', { name: 'Gépjármű, Petőfi Sándor Általános Iskola eltávolítása' }));
    expect(onValue).toHaveBeenLastCalledWith([{ infos: [12] }]);
  });
});

describe('LineEditor: cells disabled by their line (disabledWhen)', () => {
  it('a cell is not typed while its line says so, and is again once the line changes', async () => {
    const user = userEvent.setup();
    const meta: SchemaMeta = {
      title: 'Távolság',
      fields: { same: { label: 'Azonos', kind: 'boolean' }, back: { label: 'Vissza', kind: 'string' } },
    };
    render(<Harness itemMeta={meta} columns={['same', 'back']} initial={[{ same: true, back: '' }]} disabledWhen={{ back: (line) => line.same === true }} />);
    expect(within(row(1)).getByRole('textbox', { name: 'Vissza' })).toBeDisabled();
    await user.click(within(row(1)).getByRole('checkbox', { name: 'Azonos' }));
    const back = within(row(1)).getByRole('textbox', { name: 'Vissza' });
    expect(back).toBeEnabled();
    await user.type(back, '12');
    expect(back).toHaveValue('12');
  });
});

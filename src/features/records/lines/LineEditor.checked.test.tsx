import { screen, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { numberMessage } from '@/components/form/inputs';
import { useCheckedForm } from '@/components/form/use-checked-form';
import type { SchemaMeta } from '@/generated/meta/types';
import { LineEditor } from './LineEditor';
import type { LineRow } from './lines';

const itemMeta: SchemaMeta = {
  title: 'Tétel',
  fields: {
    name: { label: 'Megnevezés', kind: 'string', required: true },
    amount: { label: 'Összeg', kind: 'number' },
  },
};

const row = (n: number) => screen.getByRole('group', { name: `${n}. sor` });

const MESSAGE = 'Ez a mező nem lehet üres';
const rowsOf = (value: unknown): LineRow[] => (Array.isArray(value) ? (value as LineRow[]) : []);

/** The lines on the one validation model, as a form holds them: a line with an empty name, or an amount that is no number, is refused. */
function Checked({ onSend }: { onSend: (values: Record<string, unknown>) => void }) {
  const form = useCheckedForm({
    defaultValues: { lines: [{ name: '', amount: 1 }] },
    rules: (values) =>
      Object.fromEntries(
        rowsOf(values.lines).flatMap((r, i) => {
          const amount = numberMessage(r.amount);
          return [...(r.name ? [] : [[`lines.${i}.name`, MESSAGE]]), ...(amount ? [[`lines.${i}.amount`, amount]] : [])];
        }),
      ),
    onValid: onSend,
  });
  const lines = form.field('lines');
  return (
    <>
      <LineEditor
        label="Tételek"
        itemMeta={itemMeta}
        columns={['name', 'amount']}
        newRow={() => ({ name: '', amount: null })}
        value={rowsOf(lines.value)}
        onChange={lines.onChange}
        onBlur={(cell) => form.leave(`lines.${cell}`)}
        errors={form.errorsOf('lines')}
      />
      <button type="button" onClick={() => form.submit()}>
        Mentés
      </button>
    </>
  );
}

describe('LineEditor on the one validation model', () => {
  it('on the one validation model: a line added after a refused save starts without messages; left empty it says why; the next save marks it', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<Checked onSend={send} />);
    const nameOf = (n: number) => within(row(n)).getByRole('textbox', { name: /Megnevezés/ });
    // A line that was there is marked by a refused save.
    expect(nameOf(1)).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(send).not.toHaveBeenCalled();
    expect(nameOf(1)).toHaveAccessibleDescription(MESSAGE);

    // The line added after it starts without messages (after one failed save, every new line started red).
    await user.click(screen.getByRole('button', { name: 'Új sor' }));
    expect(nameOf(2)).toHaveFocus();
    expect(nameOf(2)).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(row(2)).queryByText(MESSAGE)).not.toBeInTheDocument();
    // Passing through the empty cell shows nothing; typed in, emptied and left, it says why.
    await user.tab();
    expect(within(row(2)).queryByText(MESSAGE)).not.toBeInTheDocument();
    await user.type(nameOf(2), 'x');
    await user.clear(nameOf(2));
    expect(within(row(2)).queryByText(MESSAGE)).not.toBeInTheDocument();
    await user.tab();
    expect(nameOf(2)).toHaveAccessibleDescription(MESSAGE);

    // Another new line stays clean until the next save tried, which marks it.
    await user.click(screen.getByRole('button', { name: 'Új sor' }));
    expect(within(row(3)).queryByText(MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(nameOf(3)).toHaveAccessibleDescription(MESSAGE);

    // A removed line takes its state with it: the later lines keep theirs, a line added at the end starts clean.
    await user.click(screen.getByRole('button', { name: 'Törlés (1. sor)' }));
    expect(nameOf(1)).toHaveAccessibleDescription(MESSAGE);
    expect(nameOf(2)).toHaveAccessibleDescription(MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Új sor' }));
    expect(within(row(3)).queryByText(MESSAGE)).not.toBeInTheDocument();
    await user.type(nameOf(1), 'Toll');
    await user.type(nameOf(2), 'Radír');
    await user.type(nameOf(3), 'Füzet');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("a number cell says the form's message only, by the form's rule: text that is no number, typed into a line no save has marked, says nothing until the cell is left", async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<Checked onSend={send} />);
    const amount = within(row(1)).getByRole('textbox', { name: /Összeg/ });
    await user.clear(amount);
    await user.type(amount, '12a');
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('A mező csak szám karaktereket tartalmazhat')).not.toBeInTheDocument();
    await user.tab();
    expect(amount).toHaveValue('12a');
    expect(amount).toHaveAccessibleDescription('A mező csak szám karaktereket tartalmazhat');
    await user.type(within(row(1)).getByRole('textbox', { name: /Megnevezés/ }), 'Toll');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(send).not.toHaveBeenCalled();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { RecordActionInput } from '@/generated/records/types';
import { ApiError } from '@/generated/runtime';
import { MESSAGES, numberMessage } from '@/generated/validators/helpers';
import { renderWithProviders } from '@/test/render';
import { ActionForm, type ActionFormProps } from './ActionForm';

/** An action that asks for a whole number of pieces (at least 1) and an optional note. */
const input: RecordActionInput = {
  meta: {
    title: 'Visszaküldés',
    fields: {
      pieces: { label: 'Darabszám', kind: 'integer', required: true, minimum: 1 },
      note: { label: 'Megjegyzés', kind: 'string', nullable: true },
    },
  },
  schema: v.object({
    pieces: v.pipe(v.number(numberMessage), v.integer(MESSAGES.numeric), v.minValue(1, 'Nem lehet kisebb mint 1')),
    note: v.nullable(v.string()),
  }),
  fields: ['pieces', 'note'],
};

function renderForm(onSubmit: ActionFormProps['onSubmit']) {
  renderWithProviders(<ActionForm recordId={7} input={input} submitLabel="Visszaküldés" isPending={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
  return { pieces: screen.getByRole('textbox', { name: /Darabszám/ }), save: screen.getByRole('button', { name: 'Visszaküldés' }) };
}

describe('ActionForm (the one validation model)', () => {
  it('keeps a number typed with a letter as typed, says so and never sends it; a right number goes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { pieces, save } = renderForm(onSubmit);
    await user.type(pieces, '12a');
    await user.click(save);
    expect(pieces).toHaveValue('12a');
    expect(pieces).toHaveAccessibleDescription(MESSAGES.numeric);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(pieces);
    await user.type(pieces, '12');
    await user.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ pieces: 12, note: null }, expect.any(Function)));
  });

  it("shows a failed call's 400 by its field until the field is edited, the rest above the buttons; the next save goes", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<ActionFormProps['onSubmit']>((_body, failed) =>
      failed(new ApiError(400, { pieces: ['Nincs ennyi raktáron.'], detail: 'A tétel zárolva.' })),
    );
    const { pieces, save } = renderForm(onSubmit);
    await user.type(pieces, '5');
    await user.click(save);
    expect(await screen.findByText('A tétel zárolva.')).toBeInTheDocument();
    expect(pieces).toHaveAccessibleDescription('Nincs ennyi raktáron.');
    await user.type(pieces, '0');
    expect(screen.queryByText('Nincs ennyi raktáron.')).toBeNull();
    expect(screen.getByText('A tétel zárolva.')).toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ pieces: 50, note: null }, expect.any(Function)));
  });
});

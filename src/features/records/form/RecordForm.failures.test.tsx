import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AbsenceInputMeta } from '@/generated/meta/hr';
import { ApiError } from '@/generated/runtime';
import { AbsenceInputSchema } from '@/generated/validators/hr';
import type { LinesDeclaration } from '../lines/lines';
import { meta, setup } from '@/test/record-form';

describe('record form: a refused or failed save', () => {
  it('shows a 400 per field and per line, keeps the input, and moves the focus to the first field in error', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, { subject: ['This field may not be blank.'], products: [{}, { quantity: ['Ensure this value is greater than or equal to 0.001.'] }] }),
      );
    const { user } = setup({
      onSubmit,
      fields: ['subject', 'institution', 'products'],
      initialValues: {
        subject: 'Tan',
        institution: 1,
        products: [
          { name: 'Füzet', quantity: 2 },
          { name: 'Toll', quantity: 0 },
        ],
      },
    });
    const subject = await screen.findByRole('textbox', { name: /Tárgy/ });
    await user.type(subject, 'szerek');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Ez a mező nem lehet üres.')).toBeInTheDocument();
    const secondLine = screen.getByRole('group', { name: '2. sor' });
    expect(within(secondLine).getByText('Az érték legalább 0.001 lehet.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '1. sor' })).queryByText(/Az érték/)).not.toBeInTheDocument();
    expect(subject).toHaveValue('Tanszerek');
    await waitFor(() => expect(subject).toHaveFocus());
    // Editing the field clears its server message.
    await user.type(subject, '!');
    expect(screen.queryByText('Ez a mező nem lehet üres.')).not.toBeInTheDocument();
  });

  it('keeps the input after a network failure and says the save failed', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: 20 } });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('A mentés nem sikerült. Kérjük, próbálja újra később.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Tárgy/ })).toHaveValue('Tanszerek');
  });

  it('after a failed check focuses the first field in error, not the button', async () => {
    const onSubmit = vi.fn();
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: null, employment: null, cost: null } });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Intézmény/ })).toHaveFocus());
    expect(screen.getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('record form: saving again', () => {
  it('after a 400 with field messages, an edit and a second save send the second request', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { subject: ['Ilyen tárgyú tétel már van.'], cost: ['Túl nagy összeg.'] }))
      .mockResolvedValue({});
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: 5000 } });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Ilyen tárgyú tétel már van.')).toBeInTheDocument();
    expect(screen.getByText('Túl nagy összeg.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Tárgy/ }), ' 2026');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ subject: 'Tanszerek 2026', cost: 5000 }));
  });

  it('a second save right after a 400, without edits, is sent too (the server messages do not block it)', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { cost: ['Túl nagy összeg.'] }))
      .mockResolvedValue({});
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: 5000 } });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Túl nagy összeg.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('a new form: a save the rules refuse, then a 400 after the fix, then a save without edits sends the request again', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { subject: ['Ilyen tárgyú tétel már van.'], detail: 'Hibás kérés.' }))
      .mockResolvedValue({});
    const { user } = setup({ onSubmit });
    await user.type(await screen.findByRole('textbox', { name: /Tárgy/ }), 'Ta');
    await user.type(screen.getByRole('combobox', { name: /Intézmény/ }), 'Kos');
    await user.click(await screen.findByRole('option', { name: 'Kossuth Lajos Gimnázium' }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Legalább 3 karakter')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Tárgy/ }), 'nszerek');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Ilyen tárgyú tétel már van.')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ subject: 'Tanszerek', institution: 1 }));
  });

  it('a new form: after a 400, an edit and a second save send the request again', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { subject: ['Ilyen tárgyú tétel már van.'] }))
      .mockResolvedValue({});
    const { user } = setup({ onSubmit });
    await user.type(await screen.findByRole('textbox', { name: /Tárgy/ }), 'Tanszerek');
    await user.type(screen.getByRole('combobox', { name: /Intézmény/ }), 'Kos');
    await user.click(await screen.findByRole('option', { name: 'Kossuth Lajos Gimnázium' }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Ilyen tárgyú tétel már van.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Tárgy/ }), ' 2026');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ subject: 'Tanszerek 2026', institution: 1 }));
  });

  it("a second refused save keeps the messages beside the fields (the date pickers' too)", async () => {
    const onSubmit = vi.fn();
    const { user } = setup({
      onSubmit,
      meta: AbsenceInputMeta,
      schema: AbsenceInputSchema,
      fields: ['start_date', 'end_date'],
      initialValues: { start_date: null, end_date: null },
    });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    const start = screen.getByRole('group', { name: /Kezdete/ }).closest<HTMLElement>('[data-field="start_date"]')!;
    expect(await within(start).findByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(within(start).getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("a 400's messages stay when the focus leaves their field (the form does not shift under the next click), and the next save sends", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { subject: ['Ilyen tárgyú tétel már van.'] }))
      .mockResolvedValue({});
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: 5000 } });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Ilyen tárgyú tétel már van.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Tárgy/ })).toHaveFocus());
    await user.tab();
    expect(screen.getByText('Ilyen tárgyú tétel már van.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it("a line saved on its own: a missing cell or a 400 shows in the line's cells, in the form's messages, until the cell is edited; a save clears them", async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { quantity: ['Túl sok.'] }))
      .mockResolvedValue({ name: 'Füzet', quantity: 2 });
    const lines: LinesDeclaration = {
      itemMeta: { title: 'Termék', fields: meta.fields.products.items.fields },
      columns: ['name', 'quantity'],
      saveRow: { label: 'Sor mentése', toast: 'A sor mentve.', save },
    };
    const { user } = setup({ onSubmit: vi.fn(), fields: ['subject', 'products'], initialValues: { subject: 'Tanszerek', products: [] }, lines: { products: lines } });
    await user.click(await screen.findByRole('button', { name: 'Új sor' }));
    const line = () => screen.getByRole('group', { name: '1. sor' });
    await user.click(within(line()).getByRole('button', { name: 'Sor mentése (1. sor)' }));
    expect(within(line()).getAllByText('Ez a mező nem lehet üres')).toHaveLength(2);
    expect(save).not.toHaveBeenCalled();

    await user.type(within(line()).getByRole('textbox', { name: /Megnevezés/ }), 'Füzet');
    await user.type(within(line()).getByRole('textbox', { name: /Mennyiség/ }), '9');
    await user.click(within(line()).getByRole('button', { name: 'Sor mentése (1. sor)' }));
    expect(await within(line()).findByText('Túl sok.')).toBeInTheDocument();
    expect(within(line()).getByRole('textbox', { name: /Mennyiség/ })).toHaveAccessibleDescription('Túl sok.');

    await user.clear(within(line()).getByRole('textbox', { name: /Mennyiség/ }));
    await user.type(within(line()).getByRole('textbox', { name: /Mennyiség/ }), '2');
    expect(within(line()).queryByText('Túl sok.')).toBeNull();
    await user.click(within(line()).getByRole('button', { name: 'Sor mentése (1. sor)' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(within(line()).queryByRole('alert')).toBeNull();
  });
});

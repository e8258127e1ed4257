import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAbsence } from '@/generated/api/hr';
import { AbsenceInputMeta } from '@/generated/meta/hr';
import { ApiError } from '@/generated/runtime';
import { AbsenceInputSchema } from '@/generated/validators/hr';
import { json, mockFetch, requests } from '@/test/fetch-mock';
import { setup } from '@/test/record-form';

describe('record form: saving', () => {
  it('sends money as a number and an emptied amount as null', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: 1500 } });
    const cost = await screen.findByRole('textbox', { name: 'Bruttó összeg' });
    expect(cost).toHaveValue('1\u00a0500');
    await user.clear(cost);
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cost: null })));
  });

  it('shows a declared warning beside its field as the values change, and saves anyway', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const warnings = [{ field: 'cost', message: (values: Readonly<Record<string, unknown>>) => (values.cost === 0 ? 'Az összeg 0 Ft.' : null) }];
    const { user } = setup({ onSubmit, warnings, initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: null } });
    const cost = await screen.findByRole('textbox', { name: 'Bruttó összeg' });
    expect(screen.queryByText('Az összeg 0 Ft.')).toBeNull();
    await user.type(cost, '0');
    const slot = cost.closest<HTMLElement>('[data-field="cost"]')!;
    expect(within(slot).getByRole('status')).toHaveTextContent('Az összeg 0 Ft.');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cost: 0 })));
  });

  it("keeps a mistyped amount as typed and never sends it ('A mező csak szám karaktereket tartalmazhat'); a minus is kept and sent where the schema allows it", async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: null } });
    const cost = await screen.findByRole('textbox', { name: 'Bruttó összeg' });
    await user.type(cost, '12,5e3');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('A mező csak szám karaktereket tartalmazhat')).toBeInTheDocument();
    expect(cost).toHaveValue('12,5e3');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(cost);
    await user.type(cost, '-500');
    expect(screen.queryByText('A mező csak szám karaktereket tartalmazhat')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cost: -500 })));
  });

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

  it('sends a form with a file as multipart through the generated fetcher', async () => {
    mockFetch(() => json({ id: 9 }, 201));
    const { user } = setup({
      meta: AbsenceInputMeta,
      schema: AbsenceInputSchema,
      fields: ['employment', 'reason', 'start_date', 'end_date', 'attachment'],
      initialValues: { employment: 301, reason: 3, start_date: '2026-05-04', end_date: '2026-05-06', attachment: null },
      onSubmit: (body) =>
        createAbsence({
          body: {
            employment: Number(body.employment),
            reason: Number(body.reason),
            start_date: String(body.start_date),
            end_date: String(body.end_date),
            attachment: body.attachment instanceof Blob ? body.attachment : undefined,
          },
        }),
    });
    await screen.findByText('Igazolás');
    const file = new File(['%PDF'], 'igazolas.pdf', { type: 'application/pdf' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, file);
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    const request = requests[0]!;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    const sent = await request.formData();
    const part = sent.get('attachment');
    // The test's File comes from another realm than the fetch's, so it is compared by what it holds.
    expect(part).toMatchObject({ size: 4, type: 'application/pdf' });
    expect(sent.get('employment')).toBe('301');
    expect(sent.get('start_date')).toBe('2026-05-04');
  });

  it("mounts the module's extra fields and sends their answers with the save", async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({ onSubmit, extraFields: 'commitments', initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: null } });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Beszerzés célja/ }), 'Tanévkezdés');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ extra_field_answers: [{ field: 7, value: 'Tanévkezdés' }] })));
  });
});

/** Lines whose gate reads the settings (as a commitment's products do: shown only when `use_products`). */

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

  it('a new form shows the values it starts with (a default, a value from the address) and sends them with what is typed', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({ onSubmit, initialValues: { subject: '', institution: 1, employment: null, cost: 1500 } });
    expect(await screen.findByRole('combobox', { name: /Intézmény/ })).toHaveValue('Kossuth Lajos Gimnázium');
    expect(screen.getByRole('textbox', { name: 'Bruttó összeg' })).toHaveValue('1\u00a0500');
    await user.type(screen.getByRole('textbox', { name: /Tárgy/ }), 'Tanszerek');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Tanszerek', institution: 1, cost: 1500 })));
  });

  it('an in-place save keeps the saved values in the form, and a second edit builds on them (not on the first values)', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: 5000 } });
    const subject = await screen.findByRole('textbox', { name: /Tárgy/ });
    await user.clear(subject);
    await user.type(subject, 'Füzetek');
    const cost = screen.getByRole('textbox', { name: 'Bruttó összeg' });
    await user.clear(cost);
    await user.type(cost, '7200');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Tárgy/ })).toHaveValue('Füzetek'));
    expect(screen.getByRole('textbox', { name: 'Bruttó összeg' })).toHaveValue('7\u00a0200');
    await user.type(screen.getByRole('textbox', { name: /Tárgy/ }), ' és tollak');
    expect(screen.getByRole('textbox', { name: /Tárgy/ })).toHaveValue('Füzetek és tollak');
    expect(screen.getByRole('textbox', { name: 'Bruttó összeg' })).toHaveValue('7\u00a0200');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ subject: 'Füzetek és tollak', cost: 7200 }));
  });
});

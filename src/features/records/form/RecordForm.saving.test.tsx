import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAbsence } from '@/generated/api/hr';
import { AbsenceInputMeta } from '@/generated/meta/hr';
import { AbsenceInputSchema } from '@/generated/validators/hr';
import { json, mockFetch, requests } from '@/test/fetch-mock';
import { setup } from '@/test/record-form';

describe('record form: saving (what is sent)', () => {
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

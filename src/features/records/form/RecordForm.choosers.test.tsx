import { screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaMeta } from '@/generated/meta/types';
import { meta, schema, setup } from '@/test/record-form';

describe('record form: choosers', () => {
  it('a saved {id, name} value shows the name and is sent as the id', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup(
      { onSubmit, initialValues: { subject: 'Tanszerek', institution: { id: 12, name: 'Petőfi Sándor Általános Iskola' }, employment: null, cost: null } },
      { seed: false },
    );
    expect(await screen.findByRole('combobox', { name: /Intézmény/ })).toHaveValue('Petőfi Sándor Általános Iskola');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ institution: 12, subject: 'Tanszerek' })));
  });

  it('sends a value the page gives with no field shown for it (the job an application is for) as a key', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({
      onSubmit,
      fields: ['subject'],
      initialValues: { subject: 'Tanszerek', institution: { id: 12, name: 'Petőfi' }, employment: null, cost: null },
    });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Tanszerek', institution: 12 })));
    expect(screen.queryByRole('combobox', { name: /Intézmény/ })).toBeNull();
  });

  it('offers the dependent options of the chosen parent, and clears a child that no longer fits', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: 1, employment: 301, cost: null } });
    const employment = await screen.findByRole('combobox', { name: 'Munkaviszony' });
    expect(employment).toHaveValue('Kiss Anna – Kossuth Lajos Gimnázium');
    await user.click(screen.getByRole('button', { name: /Munkaviszony: lehetőségek/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Kiss Anna – Kossuth Lajos Gimnázium']);
    await user.keyboard('{Escape}');
    const institution = screen.getByRole('combobox', { name: /Intézmény/ });
    await user.clear(institution);
    await user.type(institution, 'Pet');
    await user.click(screen.getByRole('option', { name: 'Petőfi Sándor Általános Iskola' }));
    expect(employment).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ institution: 12, employment: null })));
  });
  it('an emptied required chooser stays on the page, says it cannot be empty once touched, and can be chosen again', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const withUnit = {
      ...meta,
      fields: {
        ...meta.fields,
        price_unit: { label: 'Díj egysége', kind: 'string', required: true, enumLabels: { occasion: 'Alkalom', hour: 'Óra' }, default: 'occasion' },
      },
    } satisfies SchemaMeta;
    const { user } = setup({
      onSubmit,
      meta: withUnit,
      schema: v.looseObject({ ...schema.entries, price_unit: v.picklist(['occasion', 'hour'], 'Ez a mező nem lehet üres') }),
      fields: ['subject', 'institution', 'price_unit'],
      initialValues: { subject: 'Tanszerek', institution: 1, price_unit: 'occasion' },
    });
    const unit = await screen.findByRole('combobox', { name: /Díj egysége/ });
    expect(unit).toHaveValue('Alkalom');
    await user.clear(unit);
    await user.tab();
    expect(screen.getByRole('combobox', { name: /Díj egysége/ })).toHaveValue('');
    expect(screen.getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Díj egysége: lehetőségek/ }));
    await user.click(screen.getByRole('option', { name: 'Óra' }));
    expect(screen.queryByText('Ez a mező nem lehet üres')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ price_unit: 'hour' })));
  });
});

describe('record form: fields shown by the values (shownWhen)', () => {
  it('a hidden field is not checked and goes empty, its typed value coming back when it shows again', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({
      onSubmit,
      // As the inbox's sender fields: the spec lets each be empty, since the hidden ones are sent empty.
      schema: v.looseObject({ ...schema.entries, institution: v.nullish(v.number('Ez a mező nem lehet üres')) }),
      shownWhen: { institution: (values) => values.subject !== 'Magán', cost: (values) => values.subject === 'Magán' },
      initialValues: { subject: 'Magán', institution: null, employment: null, cost: 1200 },
    });
    expect(await screen.findByRole('textbox', { name: 'Bruttó összeg' })).toHaveValue('1\u00a0200');
    expect(screen.queryByRole('combobox', { name: /Intézmény/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ subject: 'Magán', cost: 1200 });
    expect(onSubmit.mock.calls[0]![0].institution).toBeUndefined();

    const subject = screen.getByRole('textbox', { name: 'Tárgy' });
    await user.clear(subject);
    await user.type(subject, 'Iskola');
    expect(screen.queryByRole('textbox', { name: 'Bruttó összeg' })).toBeNull();
    await user.type(screen.getByRole('combobox', { name: /Intézmény/ }), 'Pet');
    await user.click(screen.getByRole('option', { name: 'Petőfi Sándor Általános Iskola' }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ subject: 'Iskola', institution: 12, cost: null });

    await user.clear(subject);
    await user.type(subject, 'Magán');
    expect(screen.getByRole('textbox', { name: 'Bruttó összeg' })).toHaveValue('1\u00a0200');
  });

  it('a hidden field the schema requires stops the save with its message above the form: the body would not be what the call takes', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({
      onSubmit,
      shownWhen: { institution: (values) => values.subject !== 'Magán' },
      initialValues: { subject: 'Magán', institution: null, employment: null, cost: null },
    });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Intézmény: Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('record form: the body handed on', () => {
  it("is the schema's output: a default the form does not show is filled in, as the call's type says it is there", async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({
      onSubmit,
      schema: v.looseObject({ ...schema.entries, urgent: v.optional(v.boolean(), false) }),
      initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: null },
    });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ subject: 'Tanszerek', institution: 1, employment: null, cost: null, urgent: false }));
  });
});

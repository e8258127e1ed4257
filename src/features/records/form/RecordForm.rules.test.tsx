import { screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { typeDate } from '@/test/date-input';
import { json, mockFetch, requests } from '@/test/fetch-mock';
import type { LinesDeclaration } from '../lines/lines';
import type { RecordFormProps } from './RecordForm';
import { currentUser, meta, settings, setup } from '@/test/record-form';

const settingsGatedLines: LinesDeclaration = {
  itemMeta: { title: 'Termék', fields: meta.fields.products.items.fields },
  columns: ['name', 'quantity'],
  gate: ({ settings }) => ({ hidden: !settings.commitments.use_products, required: false }),
};

describe('record form: the extra fields date minimum (section 5)', () => {
  const dated = {
    ...settings,
    commitments: {
      can_upload_after_closed: false,
      extra_fields: [{ id: 8, codename: 'hatarido', type: 'date', label: 'Kért határidő', mandatory: false, is_active: true, section: null, min_date_delta: 3 }],
    },
  };
  const tryPastDate = async (signedIn: object) => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup(
      { onSubmit, extraFields: 'commitments', initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: null } },
      { settingsAnswer: dated, signedIn },
    );
    await screen.findByRole('group', { name: 'Kért határidő' });
    await typeDate(user, 'Kért határidő', '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    return onSubmit;
  };

  it('binds a user who may not edit all: a date before today plus min_date_delta is refused', async () => {
    const onSubmit = await tryPastDate(currentUser);
    expect(await screen.findByText(/^Nem lehet kisebb mint /)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 15_000);

  it('is lifted for a user who may edit all (can_edit_all)', async () => {
    const onSubmit = await tryPastDate({ ...currentUser, can_edit_all: true });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ extra_field_answers: [{ field: 8, value: '2020-01-01' }] })));
    expect(screen.queryByText(/^Nem lehet kisebb mint /)).toBeNull();
  }, 15_000);
});

describe('record form: lines signed out', () => {
  it('plain lines (no declared rules) are edited and sent without the settings call, which needs an account', async () => {
    mockFetch(() => json({ detail: 'Nincs bejelentkezve.' }, 401));
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup(
      { onSubmit, fields: ['subject', 'products'], initialValues: { subject: 'Tanszerek', products: [] }, schema: v.looseObject({ products: v.array(v.unknown()) }) },
      { signedOut: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Új sor' }));
    const line = screen.getByRole('group', { name: '1. sor' });
    await user.type(within(line).getByRole('textbox', { name: /Megnevezés/ }), 'Füzet');
    await user.type(within(line).getByRole('textbox', { name: /Mennyiség/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ products: [{ name: 'Füzet', quantity: 3 }] })));
    expect(requests.filter((r) => r.url.includes('/beallitasok/') || r.url.includes('/statikus-adatok/'))).toEqual([]);
  });

  it('declared lines whose rules read the settings still wait for them', async () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    setup(
      { onSubmit: vi.fn(), fields: ['subject', 'products'], initialValues: { subject: '', products: [] }, lines: { products: settingsGatedLines } },
      { signedOut: true },
    );
    expect(await screen.findByText('Az űrlap betöltése…')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.url.includes('/beallitasok/'))).toBe(true));
  });
});

describe('record form: focus after a failed submit', () => {
  it('goes to the first field in error as shown: the fieldsets first, the extra fields last (also when the section lists their answers among its fields)', async () => {
    const { user } = setup({
      onSubmit: vi.fn(),
      extraFields: 'commitments',
      fields: ['extra_field_answers', 'subject', 'institution', 'employment', 'cost'],
      groups: [{ title: 'Alapadatok', fields: ['subject', 'institution'] }],
      initialValues: { subject: '', institution: null, employment: null, cost: null, extra_field_answers: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Tárgy/ })).toHaveFocus());
  });
});

describe('record form: what the settings answer steers (form.settingsRules)', () => {
  const rules: RecordFormProps<unknown>['settingsRules'] = (answer) =>
    answer.commitments.financial_entry_required
      ? { required: ['cost'], hidden: ['employment'] }
      : { earliest: { subject: { date: '2026-01-01', message: 'Túl korai' } } };

  it('a field the settings require is marked and refused while empty; a field they leave to the server is neither shown nor sent', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup(
      { onSubmit, settingsRules: rules, initialValues: { subject: 'Tanszerek', institution: 12, employment: 302, cost: null } },
      { settingsAnswer: { ...settings, commitments: { financial_entry_required: true } } },
    );
    const cost = await screen.findByRole('textbox', { name: /Bruttó összeg/ });
    expect(cost).toBeRequired();
    expect(screen.queryByRole('combobox', { name: /Munkaviszony/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(cost, '1000');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual(expect.objectContaining({ cost: 1000 }));
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('employment');
  });

  it('with another answer the same form sends without them, and an earliest-day rule spares a saved value left unchanged', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup(
      { onSubmit, settingsRules: rules, initialValues: { subject: '2025-05-05', institution: 12, employment: 302, cost: null } },
      { settingsAnswer: { ...settings, commitments: { financial_entry_required: false } } },
    );
    expect(await screen.findByRole('textbox', { name: /Bruttó összeg/ })).not.toBeRequired();
    expect(screen.getByRole('combobox', { name: /Munkaviszony/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ employment: 302, cost: null })));
    const subject = screen.getByRole('textbox', { name: /Tárgy/ });
    await user.clear(subject);
    await user.type(subject, '2025-06-06');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Túl korai')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

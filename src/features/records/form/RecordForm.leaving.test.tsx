import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { checkEmployeeTaxNumberQuery, listDayOffConflictsQuery, type CheckEmployeeTaxNumberResult, type ListDayOffConflictsResult } from '@/generated/api/hr';
import { AbsenceInputMeta } from '@/generated/meta/hr';
import { AbsenceInputSchema } from '@/generated/validators/hr';
import { json, mockFetch, requests } from '@/test/fetch-mock';
import type { FormCheck } from './checks';
import { setup } from '@/test/record-form';

describe('record form: leaving', () => {
  it('asks before leaving a form with unsaved input (a menu link), and stays when told to', async () => {
    const { router, user } = setup({ onSubmit: vi.fn() });
    await user.type(await screen.findByRole('textbox', { name: /Tárgy/ }), 'Félkész');
    act(() => void router.navigate({ to: '/masik' as '/' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nem mentett módosítások' });
    await user.click(within(dialog).getByRole('button', { name: 'Maradok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/urlap');
    expect(screen.getByRole('textbox', { name: /Tárgy/ })).toHaveValue('Félkész');
    act(() => void router.navigate({ to: '/masik' as '/' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elhagyom az oldalt' }));
    expect(await screen.findByText('Másik oldal')).toBeInTheDocument();
  });

  it('leaves without asking once the input is saved', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { router, user } = setup({ onSubmit, initialValues: { subject: '', institution: 1, employment: null, cost: null } });
    await user.type(await screen.findByRole('textbox', { name: /Tárgy/ }), 'Mentett tárgy');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    act(() => void router.navigate({ to: '/masik' as '/' }));
    expect(await screen.findByText('Másik oldal')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves an untouched form without asking', async () => {
    const { user } = setup({ onSubmit: vi.fn() });
    await user.click(await screen.findByRole('button', { name: 'Mégse' }));
    expect(await screen.findByText('Másik oldal')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the session expires, and puts it back after signing in again', async () => {
    const { router, user } = setup({ onSubmit: vi.fn() });
    await user.type(await screen.findByRole('textbox', { name: /Tárgy/ }), 'Megtartom');
    await act(() => router.navigate({ to: '/belepes.html' as '/', search: {} }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => router.navigate({ to: '/urlap' as '/' }));
    expect(await screen.findByRole('textbox', { name: /Tárgy/ })).toHaveValue('Megtartom');
    expect(screen.getByText(/visszaállítottuk/)).toBeInTheDocument();
  });
});

describe('record form: checks that ask the server', () => {
  const conflicts: FormCheck<ListDayOffConflictsResult> = {
    label: 'Ütköző távollétek',
    needs: [['employment', 'user'], 'start_date', 'end_date'],
    query: (values) =>
      listDayOffConflictsQuery({ query: { employment: values.employment as number, start_date: String(values.start_date), end_date: String(values.end_date) } }),
    notice: (found) => (found.length ? { tone: 'warning', text: 'Ütközik:', items: found.map((c) => c.user_name) } : { tone: 'success', text: 'Nincs ütközés.' }),
  };

  it('calls conflicting_entities only once the employment and both dates are set, and shows what it found', async () => {
    mockFetch((request) =>
      request.url.includes('conflicting_entities')
        ? json([{ id: 4, type: 'absence', user_name: 'Kiss Anna', reason: 3, start_date: '2026-05-05', end_date: '2026-05-05', state: 'pending' }])
        : json({}),
    );
    setup({
      meta: AbsenceInputMeta,
      schema: AbsenceInputSchema,
      fields: ['employment', 'start_date', 'end_date'],
      initialValues: { employment: 301, start_date: '2026-05-04', end_date: null },
      checks: [conflicts],
      onSubmit: vi.fn(),
    });
    await screen.findByRole('group', { name: 'Vége' });
    expect(requests.filter((r) => r.url.includes('conflicting_entities'))).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'Vége' })).getAllByRole('spinbutton')[0]!);
    await user.keyboard('20260506');
    expect(await screen.findByText('Ütközik:')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Kiss Anna');
    const calls = requests.filter((r) => r.url.includes('conflicting_entities'));
    expect(calls).toHaveLength(1);
    const query = new URL(calls[0]!.url).searchParams;
    expect([query.get('employment'), query.get('start_date'), query.get('end_date')]).toEqual(['301', '2026-05-04', '2026-05-06']);
  });

  const taxNumberCheck: FormCheck<CheckEmployeeTaxNumberResult> = {
    label: 'Adóazonosító jel ellenőrzése',
    needs: ['tax_number'],
    when: (values) => /^\d{10}$/.test(String(values.tax_number)),
    query: (values) => checkEmployeeTaxNumberQuery({ query: { adoszam: String(values.tax_number) } }),
    notice: (result) => ({ tone: 'warning', text: `Ezzel az adóazonosító jellel már van nyilvántartott személy${result.user ? `: ${result.user.name}` : ''}.` }),
  };

  it('runs a check with a further condition only once it holds (a complete tax number), and shows what it found', async () => {
    mockFetch((request) => (request.url.includes('adoszam-ellenorzes') ? json({ exists: true, user: { name: 'Kiss Anna' } }) : json({})));
    const { user } = setup({
      meta: { title: 'Dolgozó', fields: { tax_number: { label: 'Adóazonosító jel', kind: 'string', required: true } } },
      schema: v.looseObject({ tax_number: v.string() }),
      fields: ['tax_number'],
      initialValues: { tax_number: '' },
      checks: [taxNumberCheck],
      onSubmit: vi.fn(),
    });
    await user.type(await screen.findByRole('textbox', { name: /Adóazonosító jel/ }), '808412345');
    expect(requests.filter((r) => r.url.includes('adoszam-ellenorzes'))).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Adóazonosító jel/ }), '6');
    expect(await screen.findByText('Ezzel az adóazonosító jellel már van nyilvántartott személy: Kiss Anna.')).toBeInTheDocument();
    const calls = requests.filter((r) => r.url.includes('adoszam-ellenorzes'));
    expect(calls.map((r) => new URL(r.url).searchParams.get('adoszam'))).toEqual(['8084123456']);
  });
});

import { queryOptions } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaMeta } from '@/generated/meta/types';
import { renderRouter } from '@/test/render';
import { prefillPatch, type FormPrefill } from './prefill';
import { RecordForm } from './RecordForm';
import { seededQueryClient } from '@/test/section-form';

const meta = {
  title: 'Megbízás',
  fields: {
    name: { label: 'Név', kind: 'string', required: true },
    birth_place: { label: 'Születési hely', kind: 'string' },
    mother_name: { label: 'Anyja neve', kind: 'string', nullable: true },
    address: { label: 'Lakcím', kind: 'string' },
    season: { label: 'Vizsgaidőszak', kind: 'string', enumLabels: { a: 'A', b: 'B' }, default: 'a' },
  },
} as const satisfies SchemaMeta;
const fields = ['name', 'birth_place', 'mother_name', 'address', 'season'];
const startValues = { name: '', birth_place: '', mother_name: null, address: '', season: 'a' };
const base = { meta, fields, startValues, when: 'user' };

describe('prefillPatch', () => {
  it('fills the empty fields of the form and keeps what the user typed', () => {
    const { patch, filled } = prefillPatch(
      { name: 'Halász Ágnes', birth_place: 'Dunakeszi', address: '2120 Dunakeszi, Fő út 45.', tax_id: '8356789012' },
      { ...startValues, birth_place: 'Vác' },
      { ...base, previous: {} },
    );
    expect(patch).toEqual({ name: 'Halász Ágnes', address: '2120 Dunakeszi, Fő út 45.' });
    expect(filled).toEqual(patch);
  });

  it('maps renamed keys, skips empty answers and values of another kind', () => {
    const { patch } = prefillPatch({ mothers_name: 'Kiss Erzsébet', name: null, address: { city: 'Vác' }, birth_place: '' }, startValues, {
      ...base,
      previous: {},
      rename: { mothers_name: 'mother_name' },
    });
    expect(patch).toEqual({ mother_name: 'Kiss Erzsébet' });
  });

  it('a second choice replaces what the first one filled, empties what it no longer gives, and keeps later typing', () => {
    const previous = { name: 'Halász Ágnes', birth_place: 'Dunakeszi', address: '2120 Dunakeszi, Fő út 45.' };
    const values = { ...startValues, ...previous, address: 'Saját cím 1.' };
    const { patch, filled } = prefillPatch({ name: 'Nagy Béla' }, values, { ...base, previous });
    expect(patch).toEqual({ name: 'Nagy Béla', birth_place: '' });
    expect(filled).toEqual({ name: 'Nagy Béla' });
  });
});

const schema = v.looseObject({ name: v.pipe(v.string(), v.minLength(2, 'Legalább 2 karakter')) });

function setup(prefill: FormPrefill, onSubmit = vi.fn().mockResolvedValue({})) {
  const queryClient = seededQueryClient();
  queryClient.setQueryData(
    ['listOwnUsers'],
    [
      { id: 46, name: 'Halász Ágnes' },
      { id: 47, name: 'Nagy Béla' },
    ],
  );
  const rootRoute = createRootRoute({ component: Outlet });
  const formRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => (
      <RecordForm
        meta={meta}
        schema={schema}
        fields={fields}
        initialValues={startValues}
        submitLabel="Mentés"
        isPending={false}
        prefill={prefill}
        onSubmit={onSubmit}
      />
    ),
  });
  const router = createRouter({ routeTree: rootRoute.addChildren([formRoute]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderRouter(router, queryClient);
  return { user: userEvent.setup(), onSubmit };
}

const answers: Record<number, object> = {
  46: { name: 'Halász Ágnes', birth_place: 'Dunakeszi', mothers_name: 'Kiss Erzsébet', address: '2120 Dunakeszi, Fő út 45.' },
  47: { name: 'Nagy Béla', birth_place: 'Szeged', mothers_name: null, address: '6720 Szeged, Kárász utca 1.' },
};

describe('record form with a prefill', () => {
  it("choosing a user fills the empty fields from the answer, keeps the typed ones, and does not send the chooser's value", async () => {
    const from = vi.fn((id: number) => queryOptions({ queryKey: ['prefill', id], queryFn: () => Promise.resolve(answers[id]!) }));
    const { user, onSubmit } = setup({ when: 'user', from, rename: { mothers_name: 'mother_name' } });
    await user.type(await screen.findByRole('textbox', { name: 'Születési hely' }), 'Vác');
    await user.click(screen.getByRole('button', { name: /Kitöltés felhasználó adataiból: lehetőségek/ }));
    await user.click(screen.getByRole('option', { name: 'Halász Ágnes' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Név/ })).toHaveValue('Halász Ágnes'));
    expect(from).toHaveBeenCalledWith(46);
    expect(screen.getByRole('textbox', { name: 'Anyja neve' })).toHaveValue('Kiss Erzsébet');
    expect(screen.getByRole('textbox', { name: 'Születési hely' })).toHaveValue('Vác');
    expect(screen.getByText(/3 üres mezőt kitöltöttünk/)).toBeInTheDocument();

    // Another user replaces what the first choice filled, and still not the typed birth place.
    await user.click(screen.getByRole('button', { name: /Kitöltés felhasználó adataiból: lehetőségek/ }));
    await user.click(screen.getByRole('option', { name: 'Nagy Béla' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Név/ })).toHaveValue('Nagy Béla'));
    expect(screen.getByRole('textbox', { name: 'Lakcím' })).toHaveValue('6720 Szeged, Kárász utca 1.');
    expect(screen.getByRole('textbox', { name: 'Anyja neve' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Születési hely' })).toHaveValue('Vác');

    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const body = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Nagy Béla', birth_place: 'Vác', address: '6720 Szeged, Kárász utca 1.' });
    expect(body).not.toHaveProperty('user');
  });

  it('a failed answer is told in Hungarian and leaves the form as it was', async () => {
    const from = () => queryOptions({ queryKey: ['prefill-fail'], queryFn: (): Promise<object> => Promise.reject(new Error('offline')) });
    const { user } = setup({ when: 'user', from });
    await user.type(await screen.findByRole('textbox', { name: /Név/ }), 'Saját Név');
    await user.click(screen.getByRole('button', { name: /Kitöltés felhasználó adataiból: lehetőségek/ }));
    await user.click(screen.getByRole('option', { name: 'Nagy Béla' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A felhasználó adatainak betöltése nem sikerült.');
    expect(screen.queryByText(/üres mezőt kitöltöttünk/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Név/ })).toHaveValue('Saját Név');
  });
});

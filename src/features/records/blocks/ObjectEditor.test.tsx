import { QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaMeta } from '@/generated/meta/types';
import { renderAtRoute } from '@/test/render';
import { objectEditor } from './ObjectEditor';

interface Keeper {
  name: string;
}
interface Room {
  id: number;
  keeper: Keeper | null;
}
const meta: SchemaMeta = { title: 'Gondnok', fields: { name: { label: 'Név', kind: 'string', required: true } } };
const schema = v.object({ name: v.pipe(v.string(), v.nonEmpty('Kötelező')) });
const roomQuery = (vars: { path: { id: number } }) => ({ queryKey: ['room', vars.path.id], queryFn: (): Room => ({ id: 3, keeper: null }) });

function setup(keeper: Keeper | null, { readOnly = false } = {}) {
  const calls = { create: vi.fn(), update: vi.fn(), remove: vi.fn() };
  const call = (name: keyof typeof calls) => () => ({
    mutationFn: async (vars: { path: { id: number }; body?: { name: string } }) => {
      calls[name](vars);
      return { name: vars.body?.name ?? '' };
    },
  });
  const Block = objectEditor({
    field: 'keeper',
    title: 'Gondnok',
    emptyText: 'Nincs gondnok.',
    shown: { meta, fields: ['name'] },
    form: { meta, schema },
    create: call('create'),
    update: call('update'),
    remove: {
      call: call('remove'),
      confirm: (object: Keeper) => ({ title: 'Eltávolítás', message: `Eltávolítja: ${object.name}?`, label: 'Igen' }),
      failure: 'Nem sikerült.',
    },
    labels: { create: 'Gondnok rögzítése', edit: 'Módosítás', createSubmit: 'Rögzítés', remove: 'Eltávolítás' },
    api: { get: roomQuery },
  });
  const client = new QueryClient();
  client.setQueryData(['room', 3], { id: 3, keeper });
  // The signed-in user as the screen reads it: a test may answer another one.
  client.setQueryData(['user'], { is_readonly: readOnly });
  function Details() {
    const { data } = useSuspenseQuery(roomQuery({ path: { id: 3 } }));
    const { data: user } = useSuspenseQuery({ queryKey: ['user'], queryFn: () => ({ is_readonly: readOnly }) });
    return <Block record={data} user={user} />;
  }
  renderAtRoute(
    () => (
      <Suspense fallback="…">
        <Details />
      </Suspense>
    ),
    client,
  );
  return Object.assign(calls, { switchUser: (user: { is_readonly: boolean }) => client.setQueryData(['user'], user) });
}

describe('objectEditor', { timeout: 30_000 }, () => {
  it('records the object where the record has none, and the cached record shows it at once', async () => {
    const user = userEvent.setup();
    const calls = setup(null);
    expect(await screen.findByText('Nincs gondnok.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gondnok rögzítése' }));
    await user.type(await screen.findByRole('textbox', { name: /^Név/ }), 'Kiss Béla');
    await user.click(screen.getByRole('button', { name: 'Rögzítés' }));
    await waitFor(() => expect(calls.create).toHaveBeenCalledWith({ path: { id: 3 }, body: { name: 'Kiss Béla' } }));
    expect(await screen.findByText('Kiss Béla')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Módosítás' })).toBeInTheDocument();
    expect(calls.update).not.toHaveBeenCalled();
  });

  it('changes an existing object with the update call, and removes it only after the confirmation', async () => {
    const user = userEvent.setup();
    const calls = setup({ name: 'Kiss Béla' });
    await user.click(await screen.findByRole('button', { name: 'Módosítás' }));
    const name = await screen.findByRole('textbox', { name: /^Név/ });
    expect(name).toHaveValue('Kiss Béla');
    await user.clear(name);
    await user.type(name, 'Nagy Éva');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(calls.update).toHaveBeenCalledWith({ path: { id: 3 }, body: { name: 'Nagy Éva' } }));
    await user.click(await screen.findByRole('button', { name: 'Eltávolítás' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eltávolítás' });
    expect(within(dialog).getByText('Eltávolítja: Nagy Éva?')).toBeInTheDocument();
    expect(calls.remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Igen' }));
    expect(await screen.findByText('Nincs gondnok.')).toBeInTheDocument();
    expect(calls.remove).toHaveBeenCalledWith({ path: { id: 3 } });
  });

  it('an open form closes the moment the signed-in user turns read-only (issue 34)', async () => {
    const calls = setup({ name: 'Kiss Béla' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Módosítás' }));
    expect(await screen.findByRole('textbox', { name: /^Név/ })).toBeInTheDocument();
    calls.switchUser({ is_readonly: true });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Név/ })).not.toBeInTheDocument());
    expect(screen.getByText('Kiss Béla')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a read-only user only reads', async () => {
    setup({ name: 'Kiss Béla' }, { readOnly: true });
    expect(await screen.findByText('Kiss Béla')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

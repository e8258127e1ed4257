import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaMeta } from '@/generated/meta/types';
import { ApiError } from '@/generated/runtime';
import { toast } from '@/lib/toasts';
import { renderAtRoute } from '@/test/render';
import { CallForm, CardForm, useCardForm } from './CardForm';

const meta = { title: 'Teszt', fields: { subject: { label: 'Tárgy', kind: 'string', required: true } } } as const satisfies SchemaMeta;
const schema = v.object({ subject: v.pipe(v.string(), v.minLength(1, 'Ez a mező nem lehet üres')) });

function renderCard(send: (body: { subject: string }) => Promise<{ id: number }>, onSaved = vi.fn()) {
  renderAtRoute(
    () => (
      <CardForm
        title="Bejegyzés"
        meta={meta}
        schema={schema}
        fields={['subject']}
        initialValues={{ subject: 'Régi' }}
        submitLabel="Rögzítés"
        mutation={{ mutationFn: (body: { subject: string }) => send(body) }}
        variables={(body) => body}
        onSaved={onSaved}
        savedText="Rögzítve."
      />
    ),
    new QueryClient(),
  );
  return onSaved;
}

describe('CardForm', () => {
  it('shows the form under its heading, sends the checked body, then toasts and hands the answer on', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const send = vi.fn(() => Promise.resolve({ id: 9 }));
    const onSaved = renderCard(send);
    expect(await screen.findByRole('region', { name: 'Bejegyzés' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Tárgy/), ' új');
    await user.click(screen.getByRole('button', { name: 'Rögzítés' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 9 }));
    expect(send).toHaveBeenCalledWith({ subject: 'Régi új' });
    expect(success).toHaveBeenCalledWith('Rögzítve.');
  });

  it("a refused save shows the server's message under its field, keeps what was typed and toasts nothing", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    success.mockClear();
    const onSaved = renderCard(() => Promise.reject(new ApiError(400, { subject: ['Foglalt tárgy.'] })));
    await user.click(await screen.findByRole('button', { name: 'Rögzítés' }));
    expect(await screen.findByText('Foglalt tárgy.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Tárgy/)).toHaveValue('Régi');
    expect(onSaved).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Rögzítés' })).toBeEnabled();
  });
});

describe('useCardForm', () => {
  function Screen({ onSaved }: { onSaved: (answer: { id: number }) => void }) {
    const form = useCardForm(onSaved);
    const opened = (title: string, id: number) =>
      form.open({
        title,
        meta,
        schema,
        fields: ['subject'],
        initialValues: { subject: title },
        submitLabel: 'Rögzítés',
        mutation: { mutationFn: () => Promise.resolve({ id }) },
        variables: (body) => body,
      });
    return (
      <>
        <button type="button" onClick={() => opened('Kezdés', 1)}>
          Kezdés
        </button>
        <button type="button" onClick={() => opened('Befejezés', 2)}>
          Befejezés
        </button>
        {form.shown}
      </>
    );
  }

  it('shows one form at a time, hands a save on and closes it; a cancel closes it too', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderAtRoute(() => <Screen onSaved={onSaved} />, new QueryClient());
    await user.click(await screen.findByRole('button', { name: 'Kezdés' }));
    expect(screen.getByRole('region', { name: 'Kezdés' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Befejezés' }));
    expect(screen.queryByRole('region', { name: 'Kezdés' })).toBeNull();
    await user.click(within(screen.getByRole('region', { name: 'Befejezés' })).getByRole('button', { name: 'Rögzítés' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 2 }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Kezdés' }));
    await user.click(within(screen.getByRole('region', { name: 'Kezdés' })).getByRole('button', { name: 'Mégse' }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('CallForm', () => {
  it("shows every field of its meta when none are named, in the meta's order, and sends the body by its call with the toast given", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const twoFields = {
      title: 'Teszt',
      fields: { subject: { label: 'Tárgy', kind: 'string' }, place: { label: 'Helyszín', kind: 'string' } },
    } as const satisfies SchemaMeta;
    const send = vi.fn((body: { subject: string; place: string }) => Promise.resolve(body));
    renderAtRoute(
      () => (
        <CallForm
          meta={twoFields}
          schema={v.object({ subject: v.string(), place: v.string() })}
          initialValues={{ subject: 'Tűzriadó', place: 'Aula' }}
          submitLabel="Feltöltés"
          mutation={{ mutationFn: send }}
          variables={(body) => body}
          savedText="Feltöltve."
        />
      ),
      new QueryClient(),
    );
    const names = (await screen.findAllByRole('textbox')).map((input) => input.getAttribute('name'));
    expect(names).toEqual(['subject', 'place']);
    expect(screen.queryByRole('region')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Feltöltés' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ subject: 'Tűzriadó', place: 'Aula' }, expect.anything()));
    expect(success).toHaveBeenCalledWith('Feltöltve.');
  });

  it("starts from a saved record's values where no starting values are given", async () => {
    renderAtRoute(
      () => (
        <CallForm
          meta={meta}
          schema={schema}
          record={{ id: 4, subject: 'Havi nyilvántartás' }}
          submitLabel="Mentés"
          mutation={{ mutationFn: () => Promise.resolve({}) }}
          variables={(body) => body}
        />
      ),
      new QueryClient(),
    );
    expect(await screen.findByLabelText(/Tárgy/)).toHaveValue('Havi nyilvántartás');
  });
});

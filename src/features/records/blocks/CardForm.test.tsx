import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaMeta } from '@/generated/meta/types';
import { ApiError } from '@/generated/runtime';
import { toast } from '@/lib/toasts';
import { renderAtRoute } from '@/test/render';
import { CardForm } from './CardForm';

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
        send={send}
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

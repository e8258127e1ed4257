import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComplaintLoginMeta } from '@/generated/meta/complaints';
import { ApiError } from '@/generated/runtime';
import { ComplaintLoginSchema } from '@/generated/validators/complaints';
import { SmallForm } from './SmallForm';
import { useFormCall } from './use-form-call';

type Vars = { path: { id: number }; body: { complaint_id: number; password: string } };

function setup(answers: (() => Promise<string>)[]) {
  const sent: Vars[] = [];
  const onDone = vi.fn();
  function Login() {
    const login = useFormCall(
      ComplaintLoginSchema,
      { complaint_id: 402, password: '' },
      {
        mutation: {
          mutationFn: (vars: Vars) => {
            sent.push(vars);
            return answers.shift()?.() ?? Promise.resolve('kész');
          },
        },
        variables: (body) => ({ path: { id: body.complaint_id }, body }),
        failure: 'A belépés nem sikerült.',
        notFound: 'Nincs ilyen panasz.',
        onDone,
      },
    );
    return <SmallForm {...login} meta={ComplaintLoginMeta} fields={{ complaint_id: {}, password: { type: 'password' } }} submitLabel="Belépés" />;
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <Login />
    </QueryClientProvider>,
  );
  return { sent, onDone, user: userEvent.setup() };
}

describe('useFormCall', () => {
  it("sends the checked body as the call's variables; a 404 says 'not found' above the fields, a 400 by its field, a network failure its text; the answer goes on with the body", async () => {
    const { sent, onDone, user } = setup([
      () => Promise.reject(new ApiError(404, { detail: 'Not found.' })),
      () => Promise.reject(new ApiError(400, { password: ['Hibás jelszó.'] })),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]);
    await user.type(screen.getByLabelText(/Jelszó/), 'titok');
    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    expect(await screen.findByText('Nincs ilyen panasz.')).toBeInTheDocument();
    expect(sent[0]).toEqual({ path: { id: 402 }, body: { complaint_id: 402, password: 'titok' } });

    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    expect(await screen.findByText('Hibás jelszó.')).toBeInTheDocument();
    expect(screen.queryByText('Nincs ilyen panasz.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    expect(await screen.findByText('A belépés nem sikerült.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('kész', { complaint_id: 402, password: 'titok' }));
    expect(sent).toHaveLength(4);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/generated/runtime';
import { toast } from '@/lib/toasts';
import { ConfirmCallButton } from './ConfirmCallButton';

afterEach(() => vi.restoreAllMocks());

const CONFIRM = { title: 'Összes törlése', message: 'Biztosan törli mind a 3 terméket?', label: 'Törlés' };

function renderButton(mutationFn: (vars: { path: { id: number } }) => Promise<unknown>, onDone = vi.fn(), variant?: 'primary') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfirmCallButton
        variant={variant}
        mutation={{ mutationFn }}
        variables={{ path: { id: 7 } }}
        confirm={CONFIRM}
        onDone={onDone}
        success="Törölve."
        failure="A törlés nem sikerült."
      >
        Összes törlése
      </ConfirmCallButton>
    </QueryClientProvider>,
  );
  return onDone;
}

describe('ConfirmCallButton', () => {
  it("calls nothing until confirmed; 'Mégse' closes the question", async () => {
    const user = userEvent.setup();
    const mutationFn = vi.fn(() => Promise.resolve(null));
    renderButton(mutationFn);
    await user.click(screen.getByRole('button', { name: 'Összes törlése' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(CONFIRM.message);
    await user.click(screen.getByRole('button', { name: 'Mégse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mutationFn).not.toHaveBeenCalled();
  });

  it("confirmed: sends its variables; a failure shows in the dialog (the server's message), a success closes it and says so", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const answers = [Promise.reject(new ApiError(409, { detail: 'A kategória zárolva.' })), Promise.resolve({ deleted: 3 })];
    answers[0]!.catch(() => undefined);
    const mutationFn = vi.fn((_vars: { path: { id: number } }) => answers.shift()!);
    const onDone = renderButton(mutationFn);
    await user.click(screen.getByRole('button', { name: 'Összes törlése' }));
    await user.click(screen.getByRole('button', { name: 'Törlés' }));
    expect(await screen.findByText('A kategória zárolva.')).toBeInTheDocument();
    expect(mutationFn.mock.calls[0]?.[0]).toEqual({ path: { id: 7 } });
    expect(onDone).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Törlés' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDone).toHaveBeenCalledWith({ deleted: 3 });
    expect(success).toHaveBeenCalledWith('Törölve.');
  });

  it('a danger button (the default) asks with a danger confirmation', async () => {
    const user = userEvent.setup();
    renderButton(vi.fn(() => Promise.resolve(null)));
    await user.click(screen.getByRole('button', { name: 'Összes törlése' }));
    expect(screen.getByRole('button', { name: 'Törlés' })).toHaveClass('button--danger');
  });

  it('a primary button (sending an order) asks with a primary one', async () => {
    const user = userEvent.setup();
    renderButton(
      vi.fn(() => Promise.resolve(null)),
      vi.fn(),
      'primary',
    );
    await user.click(screen.getByRole('button', { name: 'Összes törlése' }));
    expect(screen.getByRole('button', { name: 'Törlés' })).toHaveClass('button--primary');
  });
});

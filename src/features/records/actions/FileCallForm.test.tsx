import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/generated/runtime';
import { toast } from '@/lib/toasts';
import { FileCallForm } from './FileCallForm';

afterEach(() => vi.restoreAllMocks());

describe('FileCallForm', () => {
  it("asks for the file first; a 400 shows by the file or beside the button, keeping it; a success says the answer's text and clears it", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const mutationFn = vi
      .fn<(vars: { path: { id: number }; body: { file: File } }) => Promise<{ detail: string }>>()
      .mockRejectedValueOnce(new ApiError(400, { file: ['A 7. sor ára nem szám.'] }))
      .mockRejectedValueOnce(new ApiError(400, { detail: 'A kategória zárolva.' }))
      .mockResolvedValue({ detail: '42 termék importálva.' });
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <FileCallForm
          label="Fájl (xlsx)"
          submitLabel="Importálás"
          mutation={{ mutationFn }}
          variables={(file) => ({ path: { id: 4 }, body: { file } })}
          success={(answer) => answer.detail}
          failure="Az importálás nem sikerült."
        />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Importálás' }));
    expect(screen.getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(mutationFn).not.toHaveBeenCalled();
    const file = new File(['xlsx'], 'termekek.xlsx');
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(screen.getByRole('button', { name: 'Importálás' }));
    expect(await screen.findByText('A 7. sor ára nem szám.')).toBeInTheDocument();
    expect(screen.getByText('termekek.xlsx')).toBeInTheDocument();
    expect(mutationFn.mock.calls[0]?.[0]).toEqual({ path: { id: 4 }, body: { file } });
    await user.click(screen.getByRole('button', { name: 'Importálás' }));
    expect(await screen.findByText('A kategória zárolva.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importálás' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('42 termék importálva.'));
    expect(screen.getByText('Nincs kiválasztott fájl')).toBeInTheDocument();
    expect(screen.queryByText('Ez a mező nem lehet üres')).not.toBeInTheDocument();
  });
});

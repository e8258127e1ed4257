import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/generated/runtime';
import { toast } from '@/lib/toasts';
import { ExportButton } from '../list/ExportButton';
import { CallButton } from './CallButton';

const withClient = (children: ReactNode) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

afterEach(() => vi.restoreAllMocks());

describe('CallButton', () => {
  it('sends its variables once pressed, hands the answer on and says the success', async () => {
    const success = vi.spyOn(toast, 'success');
    const mutationFn = vi.fn((vars: { path: { id: number } }) => Promise.resolve({ id: vars.path.id, total: 3 }));
    const onDone = vi.fn();
    render(
      withClient(
        <CallButton mutation={{ mutationFn }} variables={{ path: { id: 7 } }} onDone={onDone} success="Kész." failure="Nem sikerült.">
          Futtatás
        </CallButton>,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Futtatás' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ id: 7, total: 3 }));
    expect(mutationFn.mock.calls[0]?.[0]).toEqual({ path: { id: 7 } });
    expect(success).toHaveBeenCalledWith('Kész.');
  });

  it("a failure: the server's message as received, else its own", async () => {
    const error = vi.spyOn(toast, 'error');
    const failing = [new ApiError(409, { detail: 'A hónap már exportálva.' }), new TypeError('Failed to fetch')];
    const mutationFn = vi.fn(() => Promise.reject(failing.shift() ?? new Error()));
    render(
      withClient(
        <CallButton mutation={{ mutationFn }} variables={undefined} failure="Az exportálás nem sikerült.">
          Export
        </CallButton>,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('A hónap már exportálva.'));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Az exportálás nem sikerült.'));
  });
});

describe('ExportButton', () => {
  it('offers nothing to press while disabled', async () => {
    const download = vi.fn();
    render(withClient(<ExportButton download={download} fileName="x.csv" label="Exportálás (CSV)" isDisabled />));
    await userEvent.click(screen.getByRole('button', { name: 'Exportálás (CSV)' }));
    expect(download).not.toHaveBeenCalled();
  });
});

import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAtRoute } from '@/test/render';
import { seededQueryClient } from '@/test/section-form';
import { specExampleFetch } from '@/test/spec-fetch';
import { CommuteHistoryScreen } from './commute-month';

describe('the commute month screen', () => {
  it('stays on its feet when its data leaves the cache (an expired session clears it) and shows it again once fetched', async () => {
    mockFetch(specExampleFetch());
    const queryClient = seededQueryClient();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAtRoute(
      () => <CommuteHistoryScreen params={{ employmentId: 302 }} search={{ year: 2026, month: 10 }} onSearchChange={() => undefined} />,
      queryClient,
      '/hr/munkabajaras/302.html',
    );
    expect(await screen.findByRole('region', { name: 'Munkábajárási adatok' })).toBeInTheDocument();

    // The table of the employment's commute infos is a component, not hooks called only while there is data.
    await act(async () => queryClient.clear());
    expect(await screen.findByRole('region', { name: 'Munkábajárási adatok' })).toBeInTheDocument();
    expect(consoleError.mock.calls.map((call) => String(call[0]))).not.toContainEqual(expect.stringMatching(/hooks|#310/i));
  });
});

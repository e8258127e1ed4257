import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/generated/runtime';
import { mockFetch } from '@/test/fetch-mock';
import { renderSectionForm } from '@/test/section-form';
import { specExampleFetch } from '@/test/spec-fetch';
import { extraTeachingSummariesSection } from './extra-teaching-summaries';

function renderNew(onSubmit: (body: Record<string, unknown>) => Promise<unknown>) {
  mockFetch(specExampleFetch());
  // One entry line already typed: the test is about the head of the form.
  const entries = [{ date: '2026-11-04', hours: 2, subject: 'Ének-zene', class_name: null, note: null }];
  return renderSectionForm(extraTeachingSummariesSection.form!, { start: (values) => ({ ...values, entries }), onSubmit });
}

describe('a new extra-teaching summary', () => {
  it('keeps the month typed before a save the client refuses', async () => {
    const user = renderNew(vi.fn());
    const head = await screen.findByRole('group', { name: 'Összesítő' });
    await user.type(within(head).getByRole('textbox', { name: /Év/ }), '2026');
    await user.type(within(head).getByRole('textbox', { name: /Hónap/ }), '11{Enter}');
    await screen.findAllByText('Ez a mező nem lehet üres');
    expect(within(head).getByRole('textbox', { name: /Hónap/ })).toHaveValue('11');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(within(head).getByRole('textbox', { name: /Hónap/ })).toHaveValue('11');
  });

  it('keeps the month typed before a save the server refuses', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(400, { month: ['Ehhez a szerződéshez erre a hónapra már van összesítő.'], entries: [] }));
    const user = renderNew(onSubmit);
    const head = await screen.findByRole('group', { name: 'Összesítő' });
    await user.type(within(head).getByRole('textbox', { name: /Év/ }), '2026');
    await user.type(within(head).getByRole('textbox', { name: /Hónap/ }), '11');
    await user.tab();
    await user.type(within(head).getByRole('combobox', { name: /Dolgozó/ }), 'Far');
    await user.click(await screen.findByRole('option', { name: /Farkas Judit/ }));
    await user.type(within(head).getByRole('combobox', { name: /Szerződés/ }), 'Mol');
    await user.click(await screen.findByRole('option', { name: /Molnár Gábor/ }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(await within(head).findByText('Ehhez a szerződéshez erre a hónapra már van összesítő.')).toBeInTheDocument();
    expect(within(head).getByRole('textbox', { name: /Hónap/ })).toHaveValue('11');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ year: 2026, month: 11, user: 50 });
  }, 20_000);
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderSectionForm, seededQueryClient } from '@/test/section-form';
import { specExampleFetch } from '@/test/spec-fetch';
import { productsSection } from './products';

describe('the product edit form: its variants', () => {
  it("shows a variant's kept provider by its name ('Alapértelmezett szállító'), never its code, and sends the code", async () => {
    mockFetch(specExampleFetch());
    const queryClient = seededQueryClient();
    const detail = await queryClient.fetchQuery(productsSection.api.get({ path: { id: 410 } }));
    const onSubmit = vi.fn().mockResolvedValue({});
    const user = renderSectionForm(productsSection.form!, { detail, onSubmit, queryClient });
    const providers = await screen.findAllByRole('combobox', { name: /Szállító/ });
    expect(providers.map((box) => (box as HTMLInputElement).value)).toEqual(['Alapértelmezett szállító', 'Papír-Ker Kft.']);
    // Only the chooser's hidden input carries the code, for the form; nothing the user sees does.
    expect(screen.queryAllByDisplayValue('tankeruleti_portal_default').filter((input) => (input as HTMLInputElement).type !== 'hidden')).toEqual([]);
    expect(screen.queryByText('tankeruleti_portal_default')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]![0] as { variants: { provider?: string | null }[] };
    expect(body.variants.map((variant) => variant.provider)).toEqual(['tankeruleti_portal_default', 'Papír-Ker Kft.']);
  }, 15_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordForm } from '@/features/records/form/RecordForm';
import { formValues } from '@/features/records/section';
import { CommitmentInputMeta } from '@/generated/meta/finance';
import type { SchemaMeta } from '@/generated/meta/types';
import { CommitmentInputSchema } from '@/generated/validators/finance';
import { mockFetch } from '@/test/fetch-mock';
import { renderAtRoute } from '@/test/render';
import { renderSectionForm, seededQueryClient } from '@/test/section-form';
import { specExampleFetch } from '@/test/spec-fetch';
import { commitmentProductLines } from './commitment-products';
import { commitmentsSection } from './commitments';

describe('the commitment form', () => {
  it('the edit form of a saved commitment (the spec example) sends its body on save', async () => {
    mockFetch(specExampleFetch());
    const detail = (await (await fetch('http://localhost/api/kotelezettsegvallalas/1/')).json()) as Record<string, unknown>;
    const fields = Object.entries(CommitmentInputMeta.fields as SchemaMeta['fields'])
      .filter(([, field]) => !field.readOnly)
      .map(([name]) => name);
    const onSubmit = vi.fn().mockResolvedValue({});
    renderAtRoute(
      () => (
        <RecordForm
          meta={CommitmentInputMeta}
          schema={CommitmentInputSchema}
          fields={fields}
          initialValues={formValues({ meta: CommitmentInputMeta, fields }, detail)}
          lines={{ products: commitmentProductLines }}
          extraFields="commitments"
          recordId={Number(detail.id)}
          submitLabel="Mentés"
          isPending={false}
          onSubmit={onSubmit}
        />
      ),
      seededQueryClient(),
      '/urlap',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The saved budget arrives as `{id, name}` in a plain integer field: it is sent as its id.
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ financial_budget: 41, affected_institution: 2 }));
  });
});

/** The edit form of the spec's example commitment (its financial entry emptied), with the settings' commitments group changed as given. */
async function renderEditWith(commitments: object) {
  mockFetch(specExampleFetch());
  const queryClient = seededQueryClient();
  const detail = await queryClient.fetchQuery(commitmentsSection.api.get({ path: { id: 1 } }));
  const settings = (await (await fetch('http://localhost/api/beallitasok/')).json()) as { commitments: object };
  queryClient.setQueryData(['getSettings'], { ...settings, commitments: { ...settings.commitments, ...commitments } });
  const onSubmit = vi.fn().mockResolvedValue({});
  const user = renderSectionForm(commitmentsSection.form!, { detail, start: (values) => ({ ...values, financial_entry: null }), onSubmit, queryClient });
  return { onSubmit, user };
}

describe('the commitment form: what the settings steer (section 9)', () => {
  it('financial_entry_required on: the financial entry is marked mandatory and an empty one is refused', async () => {
    const { onSubmit, user } = await renderEditWith({ financial_entry_required: true });
    const entry = await screen.findByRole('textbox', { name: /Pénzügyi tétel/ });
    expect(entry).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await within(entry.closest('[data-field]') as HTMLElement).findByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(entry, '7');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ financial_entry: 7 })));
  }, 15_000);

  it('financial_entry_required off: the same form is saved without one', async () => {
    const { onSubmit, user } = await renderEditWith({ financial_entry_required: false });
    expect(await screen.findByRole('textbox', { name: /Pénzügyi tétel/ })).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ financial_entry: null })));
  }, 15_000);
});

describe('the commitment form: the reference number (section 9: auto_generated_reference_number)', () => {
  it('numbered by the server: no reference number is offered or sent', async () => {
    const { onSubmit, user } = await renderEditWith({ auto_generated_reference_number: true });
    await screen.findByRole('textbox', { name: /Tárgy/ });
    expect(screen.queryByRole('textbox', { name: /Iktatószám/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('reference_number');
  }, 15_000);

  it('numbered by hand: the reference number is offered and the typed one sent', async () => {
    const { onSubmit, user } = await renderEditWith({ auto_generated_reference_number: false });
    const reference = await screen.findByRole('textbox', { name: /Iktatószám/ });
    await user.clear(reference);
    await user.type(reference, 'KV-2026/0042');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ reference_number: 'KV-2026/0042' })));
  }, 15_000);
});

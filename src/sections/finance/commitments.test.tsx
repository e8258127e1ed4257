import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordForm } from '@/features/records/form/RecordForm';
import { formValues } from '@/features/records/section';
import { CommitmentInputMeta } from '@/generated/meta/finance';
import type { SchemaMeta } from '@/generated/meta/types';
import { CommitmentInputSchema } from '@/generated/validators/finance';
import { mockFetch } from '@/test/fetch-mock';
import { renderRouter } from '@/test/render';
import { specExampleFetch } from '@/test/spec-fetch';
import { commitmentProductLines } from './commitment-products';

describe('the commitment form', () => {
  it('the edit form of a saved commitment (the spec example) sends its body on save', async () => {
    mockFetch(specExampleFetch());
    const detail = (await (await fetch('http://localhost/api/kotelezettsegvallalas/1/')).json()) as Record<string, unknown>;
    const fields = Object.entries(CommitmentInputMeta.fields as SchemaMeta['fields'])
      .filter(([, field]) => !field.readOnly)
      .map(([name]) => name);
    const onSubmit = vi.fn().mockResolvedValue({});
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const rootRoute = createRootRoute({ component: Outlet });
    const formRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: '/urlap',
      component: () => (
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
    });
    const router = createRouter({ routeTree: rootRoute.addChildren([formRoute]), history: createMemoryHistory({ initialEntries: ['/urlap'] }) });
    renderRouter(router, queryClient);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The saved budget arrives as `{id, name}` in a plain integer field: it is sent as its id.
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ financial_budget: 41, affected_institution: 2 }));
  });
});

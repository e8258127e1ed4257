import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaMeta } from '@/generated/meta/types';
import { ApiError } from '@/generated/runtime';
import { renderRouter } from '@/test/render';
import { subForm } from './SubForm';
import { seededQueryClient } from '@/test/section-form';

type Report = { id: number; state: string; answers: { problems: string | null; competitions: { name: string; participant_count: number }[] } };

const meta = {
  title: 'Válaszok',
  fields: {
    problems: { label: 'Problémák', kind: 'string', nullable: true },
    competitions: {
      label: 'Versenyek',
      kind: 'array',
      items: {
        title: 'Verseny',
        fields: { name: { label: 'Verseny neve', kind: 'string', required: true }, participant_count: { label: 'Résztvevők száma', kind: 'integer' } },
      },
    },
  },
} as const satisfies SchemaMeta;

const getReport = (vars: { path: { id: number } }) =>
  queryOptions({ queryKey: ['getReport', vars] as const, queryFn: (): Promise<Report> => Promise.reject(new Error('seeded')) });
const api = { get: getReport, list: () => ({ queryKey: ['listReports'] as const }) };
const user = { id: 1, is_readonly: false, groups: [], permissions: [] };

function setup(mutationFn: (vars: unknown) => Promise<unknown>, options: { alwaysOpen?: boolean; readonly?: boolean } = {}) {
  const Block = subForm({
    title: 'Beszámoló',
    openLabel: 'Kitöltés',
    submitLabel: 'Mentés',
    toast: 'A mentés sikeres.',
    meta,
    schema: v.looseObject({}),
    fields: ['problems', 'competitions'],
    initialValues: (record) => ({ ...(record.answers as object) }),
    mutation: () => ({ mutationKey: ['updateReport'], mutationFn, meta: { invalidates: () => [] } }),
    api,
    bodyKey: 'answers',
    alwaysOpen: options.alwaysOpen,
  });
  const client = seededQueryClient();
  // What the form's lines read (loaded at start-up in the app).
  client.setQueryData(['getSettings'], { absences: {}, commitments: {}, hr: {} });
  client.setQueryData(['getStaticData'], { vats: [], currencies: [], jobs: [], partners: [] });
  client.setQueryData(getReport({ path: { id: 921 } }).queryKey, {
    id: 921,
    state: 'open',
    answers: { problems: null, competitions: [{ name: 'Bolyai', participant_count: 12 }] },
  });
  function Details() {
    const { data } = useSuspenseQuery(getReport({ path: { id: 921 } }));
    return (
      <>
        <p>Állapot: {data.state}</p>
        <Block record={data} user={{ ...user, is_readonly: Boolean(options.readonly) }} />
      </>
    );
  }
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <Suspense fallback="…">
          <Details />
        </Suspense>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderRouter(router, client);
  return { user: userEvent.setup(), client };
}

describe('subForm block', () => {
  it('opens on its button, sends the values under the body key, and merges the answer into the cached record', async () => {
    const mutationFn = vi.fn().mockResolvedValue({ id: 921, state: 'closed' });
    const { user: u } = setup(mutationFn);
    await u.click(await screen.findByRole('button', { name: 'Kitöltés' }));
    await u.type(await screen.findByRole('textbox', { name: 'Problémák' }), 'Tanárhiány');
    await u.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(mutationFn).toHaveBeenCalled());
    expect(mutationFn.mock.calls[0]![0]).toEqual({
      path: { id: 921 },
      body: { answers: { problems: 'Tanárhiány', competitions: [{ name: 'Bolyai', participant_count: 12 }] } },
    });
    expect(await screen.findByText('Állapot: closed')).toBeInTheDocument();
  });

  it("always open: a 400's messages under the body key show in their cells, and the input stays", async () => {
    const mutationFn = vi.fn().mockRejectedValue(new ApiError(400, { answers: { competitions: [{ name: ['Ez a mező nem lehet üres'] }] } }));
    const { user: u } = setup(mutationFn, { alwaysOpen: true });
    const region = await screen.findByRole('region', { name: 'Beszámoló' });
    expect(within(region).queryByRole('button', { name: 'Kitöltés' })).toBeNull();
    await u.type(await within(region).findByRole('textbox', { name: 'Problémák' }), 'Fűtés');
    await u.click(within(region).getByRole('button', { name: 'Mentés' }));
    expect(await within(region).findByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: 'Problémák' })).toHaveValue('Fűtés');
  });

  it('a read-only user sees an always-open form without its save button, and no opening button otherwise', async () => {
    setup(vi.fn(), { alwaysOpen: true, readonly: true });
    const region = await screen.findByRole('region', { name: 'Beszámoló' });
    expect(await within(region).findByRole('textbox', { name: 'Problémák' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Mentés' })).toBeNull();
  });
});

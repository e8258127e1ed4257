import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { listSystemErrorReportsParams } from '@/generated/list-params/system-error-reports';
import { SystemErrorReportDetailMeta, SystemErrorReportInputMeta, SystemErrorReportMeta } from '@/generated/meta/system-error-reports';
import { systemErrorReportApi } from '@/generated/records/system-error-reports';
import { SystemErrorReportInputSchema } from '@/generated/validators/system-error-reports';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';
import { staffUser } from '@/test/users';
import { defineSection } from '../section';
import { RecordDetailsScreen } from './RecordDetailsScreen';

// Counts the loads of the edit form's module (the details screen imports it on demand only).
const formLoaded = vi.hoisted(() => vi.fn());
vi.mock('../form/RecordForm', async (importOriginal) => {
  const original = await importOriginal();
  formLoaded();
  return original;
});

const section = defineSection({
  id: 'system-error-reports',
  title: 'Rendszerhiba bejelentések',
  recordName: 'Rendszerhiba bejelentés',
  api: systemErrorReportApi,
  list: { meta: SystemErrorReportMeta, columns: ['title'], params: listSystemErrorReportsParams },
  form: { meta: SystemErrorReportInputMeta, schema: SystemErrorReportInputSchema, fields: ['title', 'category', 'description'] },
  details: { title: (report) => report.title, summary: ['state'], meta: SystemErrorReportDetailMeta, panels: {} },
});

const report = {
  id: 1042,
  title: 'Nem tölt be a leltár modul',
  category: 'bug',
  description: 'Üres oldal jelenik meg.',
  institution: { id: 1, name: 'Budapesti Tankerületi Központ' },
  creator: { id: 12, name: 'Kovács Anna' },
  created_at: '2026-11-20T08:00:00+01:00',
  state: 'pending',
  current_step: null,
  waiting_for: null,
  decisions: [],
  comments: [],
  attachments: [],
  generate_previews: [],
  generated_documents: [],
  subscribed: false,
};

describe('the edit form of a details screen', () => {
  it("loads once the screen is idle where the user may edit, so 'Szerkesztés' does not wait for its code", async () => {
    const examples = specExampleFetch();
    mockFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/felhasznalok/en/') return json(staffUser({ groups: [{ id: 3 }] }));
      if (path === '/api/rendszerhibak/1042/') return json(report);
      return examples(request);
    });
    const rootRoute = createRootRoute();
    const details = createRoute({
      getParentRoute: () => rootRoute,
      path: '/rendszerhibak/1042.html',
      component: () => (
        <Suspense fallback={<p>Betöltés…</p>}>
          <RecordDetailsScreen section={section} id={1042} />
        </Suspense>
      ),
    });
    const router = createRouter({ routeTree: rootRoute.addChildren([details]), history: createMemoryHistory({ initialEntries: ['/rendszerhibak/1042.html'] }) });
    render(
      <I18nProvider locale="hu-HU">
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Szerkesztés' })).toBeInTheDocument();
    // No hover, no focus, no click: the screen's idle time fetched it.
    await vi.waitFor(() => expect(formLoaded).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(screen.queryByRole('region', { name: 'Szerkesztés' })).toBeNull();
    // Its code there, 'Szerkesztés' shows the form at once: no 'Az űrlap betöltése…' held on screen meanwhile.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Szerkesztés' }));
    const edit = screen.getByRole('region', { name: 'Szerkesztés' });
    expect(within(edit).queryByText('Az űrlap betöltése…')).toBeNull();
    expect(within(edit).getByRole('button', { name: 'Mentés' })).toBeInTheDocument();
  });
});

import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExternalLecturerContractDetailMeta } from '@/generated/meta/education';
import { externalLecturerContractApi } from '@/generated/records/education';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch, requests } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';
import { renderRouter } from '@/test/render';
import { staffUser } from '@/test/users';
import { linkedRecord } from './LinkedRecord';

const declaration = {
  field: 'original_contract',
  title: 'Eredeti (régi) megbízás',
  api: externalLecturerContractApi,
  meta: ExternalLecturerContractDetailMeta,
  groups: [
    { title: 'Személyes adatok', fields: ['name', 'birth_date'] },
    { title: 'Erkölcsi bizonyítvány', fields: ['criminal_record_state', 'criminal_record_code'] },
  ],
  tables: [{ field: 'tasks', columns: ['subject', 'class_name', 'hours'] }],
  actions: { delete: { hidden: true } },
} as const;
const Former = linkedRecord(declaration);

function renderBlock(record: { original_contract?: unknown }, answer: (request: Request) => Response | Promise<Response>, Block = Former) {
  mockFetch(answer);
  const rootRoute = createRootRoute();
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/reszletek', component: () => <Block record={record} user={staffUser()} /> }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/reszletek'] }),
  });
  renderRouter(router, createQueryClient());
}

const spec = specExampleFetch();
/** The old contract as the mock has it, but approved and not yet extended, so it may be extended. */
const approved: (request: Request) => Promise<Response> = async (request) => {
  const response = await spec(request);
  if (request.method !== 'GET' || !/\/api\/oraadoi-megbizasok\/\d+\/$/.test(new URL(request.url).pathname)) return response;
  return json({ ...((await response.json()) as object), id: 2103, state: 'closed_positive', current_step: null, has_extension: false });
};

describe('linkedRecord', () => {
  it("shows the other record's fields in its fieldsets and its array field as a table, read by its own details call", async () => {
    renderBlock({ original_contract: { id: 2103, name: 'Bodnár Krisztina – TK/OA/314/2025' } }, spec);
    const personal = await screen.findByRole('region', { name: 'Személyes adatok' });
    expect(within(personal).getByText('Név')).toBeInTheDocument();
    expect(within(personal).getByText('Fekete Zoltán')).toBeInTheDocument();
    const record = screen.getByRole('region', { name: 'Erkölcsi bizonyítvány' });
    expect(within(record).getByText('Igénylés elküldve')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Feladatok' })).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'GET' && new URL(r.url).pathname === '/api/oraadoi-megbizasok/2103/')).toBe(true);
    // The example is in the flow: neither extension nor the hidden delete is offered.
    expect(screen.queryByRole('button', { name: 'Meghosszabbítás' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Törlés' })).toBeNull();
  });

  it("offers the other record's action where its rules allow it and sends it to that record's call", async () => {
    const u = userEvent.setup();
    renderBlock({ original_contract: 2103 }, approved);
    await u.click(await screen.findByRole('button', { name: 'Meghosszabbítás' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meghosszabbítás' });
    await u.click(within(within(dialog).getByRole('group', { name: 'Meghosszabbítás vége' })).getAllByRole('spinbutton')[0]!);
    await u.keyboard('2030');
    await u.keyboard('06');
    await u.keyboard('30');
    await u.click(within(dialog).getByRole('button', { name: 'Meghosszabbítás' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/oraadoi-megbizasok/2103/meghosszabitas/')).toBe(true));
  });

  it("folded (collapsed): the heading and actions show, the fields only after 'Részletek megjelenítése'", async () => {
    const Folded = linkedRecord({ ...declaration, collapsed: true });
    const u = userEvent.setup();
    renderBlock({ original_contract: 2103 }, approved, Folded);
    expect(await screen.findByRole('button', { name: 'Meghosszabbítás' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Eredeti (régi) megbízás' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Személyes adatok' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Részletek megjelenítése' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await u.click(toggle);
    expect(within(await screen.findByRole('region', { name: 'Személyes adatok' })).getByText('Fekete Zoltán')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Részletek elrejtése' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows nothing when the record names no other record', () => {
    renderBlock({ original_contract: null }, spec);
    expect(screen.queryByRole('heading', { name: 'Eredeti (régi) megbízás' })).toBeNull();
    expect(requests.filter((r) => r.url.includes('/oraadoi-megbizasok/'))).toEqual([]);
  });
});

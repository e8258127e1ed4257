import { useQuery } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, useLocation } from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/components/ui/Toasts';
import type { CurrentUser } from '@/generated/models';
import { commitmentApi, invoiceApi } from '@/generated/records/finance';
import { taskApi } from '@/generated/records/office';
import { errorReportApi } from '@/generated/records/operations';
import { systemErrorReportApi } from '@/generated/records/system-error-reports';
import { createQueryClient } from '@/lib/query-client';
import { toastHistory } from '@/lib/toasts';
import { UNDO_DELAY_MS } from '@/lib/undoable';
import { renderRouter, renderWithProviders } from '@/test/render';
import { json, mockFetch, requests, type FetchHandler } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';
import { staffUser } from '@/test/users';
import type { RecordActionOverride } from './gating';
import type { CachedRecordApi } from './record-cache';
import { RecordActions, type RecordActionsProps } from './RecordActions';

const user = staffUser({ groups: [{ id: 3 }] });

/** Reads of the record and its list never finish here, so what the screen shows is what the action merged. */
const api =
  (handler: FetchHandler = specExampleFetch()): FetchHandler =>
  (request) => {
    if (request.method === 'GET' && !request.url.includes('/referensek/')) return new Promise<Response>(() => undefined);
    // A 204 has no body (the spec's example answer would give it one).
    if (request.method === 'DELETE') return new Response(null, { status: 204 });
    return handler(request);
  };

type Api = CachedRecordApi & { actions?: RecordActionsProps['api']['actions'] };

function renderActions({
  record,
  recordApi = systemErrorReportApi,
  who = user,
  overrides,
  handler = api(),
}: {
  record: Record<string, unknown> & { id: number };
  recordApi?: Api;
  who?: CurrentUser;
  overrides?: Record<string, RecordActionOverride>;
  handler?: FetchHandler;
}) {
  mockFetch(handler);
  const queryClient = createQueryClient();
  queryClient.setQueryData(recordApi.get({ path: { id: record.id } }).queryKey, record);
  if (recordApi.list) queryClient.setQueryData(recordApi.list({}).queryKey, { total: 1, data: [{ id: record.id, state: record.state }] });

  function Details() {
    const { data } = useQuery({ queryKey: recordApi.get({ path: { id: record.id } }).queryKey, queryFn: () => record, staleTime: Infinity });
    if (!data) return null;
    return (
      <>
        <p>Állapot: {String(data.state)}</p>
        <RecordActions record={data} user={who} api={recordApi} routes={{ list: '/lista', details: (id) => `/tetel/${id}` }} overrides={overrides} />
      </>
    );
  }
  function Opened() {
    const path = useLocation({ select: (location) => location.pathname });
    return <p>Megnyitva: {path}</p>;
  }
  const rootRoute = createRootRoute();
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/reszletek', component: Details }),
      createRoute({ getParentRoute: () => rootRoute, path: '/lista', component: () => <p>A lista</p> }),
      createRoute({ getParentRoute: () => rootRoute, path: '/tetel/$id', component: Opened }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/reszletek'] }),
  });
  renderRouter(router, queryClient);
  return { queryClient, router };
}

const sent = (method: string, path: string) => requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

describe('which actions a record offers (sections 4 and 6)', () => {
  it('an approved record: storno, cancel and clone; not delete', async () => {
    renderActions({ record: { id: 1042, state: 'closed_positive' } });
    expect(await screen.findByRole('button', { name: 'Sztornózás' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Megszüntetés' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Másolás' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Törlés' })).toBeNull();
  });

  it('a record not yet decided: delete and clone; no storno', async () => {
    renderActions({ record: { id: 1042, state: 'pending' } });
    expect(await screen.findByRole('button', { name: 'Törlés' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Másolás' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sztornózás' })).toBeNull();
  });

  it('nothing to a read-only user', async () => {
    renderActions({ record: { id: 1042, state: 'closed_positive' }, who: { ...user, is_readonly: true } });
    expect(await screen.findByText('Állapot: closed_positive')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a section hides or relabels an action by id', async () => {
    renderActions({ record: { id: 1042, state: 'closed_positive' }, overrides: { clone: { hidden: true }, cancel: { label: 'Lemondás' } } });
    expect(await screen.findByRole('button', { name: 'Lemondás' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Másolás' })).toBeNull();
  });

  it("more than three go into a 'Műveletek' menu", async () => {
    const u = userEvent.setup();
    renderActions({
      record: { id: 2310, state: 'closed_positive' },
      recordApi: commitmentApi,
    });
    await u.click(await screen.findByRole('button', { name: /Műveletek/ }));
    const menu = screen.getByRole('menu', { name: /Műveletek/ });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sztornózás', 'Megszüntetés', 'Másolás', 'Pótigény indítása', 'Excel munkalap']);
    await u.click(within(menu).getByRole('menuitem', { name: 'Sztornózás' }));
    expect(screen.getByRole('dialog', { name: 'Sztornózás' })).toBeInTheDocument();
  });
});

describe('running an action', () => {
  // The toast region loads with the first toast: loaded ahead, its loading takes none of the undo time the fake clock counts.
  beforeAll(() => import('@/components/ui/ToastRegion'));

  it('storno: asks first, Enter confirms, and the answer updates the record and its list row', async () => {
    const u = userEvent.setup();
    const { queryClient } = renderActions({ record: { id: 1042, state: 'closed_positive' } });
    await u.click(await screen.findByRole('button', { name: 'Sztornózás' }));
    const dialog = screen.getByRole('dialog', { name: 'Sztornózás' });
    expect(within(dialog).getByText(/Biztosan sztornózza ezt a tételt\?/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mégse' })).toBeInTheDocument();
    await u.keyboard('{Enter}');
    expect(await screen.findByText('Állapot: rolled_back')).toBeInTheDocument();
    expect(sent('POST', '/api/rendszerhibak/1042/sztorno/')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(queryClient.getQueryData(systemErrorReportApi.list({}).queryKey)).toEqual({ total: 1, data: [{ id: 1042, state: 'rolled_back' }] });
  });

  it('Escape cancels without a call', async () => {
    const u = userEvent.setup();
    renderActions({ record: { id: 1042, state: 'closed_positive' } });
    await u.click(await screen.findByRole('button', { name: 'Sztornózás' }));
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent('POST', '/api/rendszerhibak/1042/sztorno/')).toHaveLength(0);
  });

  it('cancel: asks for the date (required), then sends it as multipart', async () => {
    const u = userEvent.setup();
    renderActions({ record: { id: 1042, state: 'closed_positive' } });
    await u.click(await screen.findByRole('button', { name: 'Megszüntetés' }));
    const dialog = screen.getByRole('dialog', { name: 'Megszüntetés' });
    expect(within(dialog).queryByText('Megszüntetés iktatószáma')).toBeNull();
    await u.click(within(dialog).getByRole('button', { name: 'Megszüntetés' }));
    expect(within(dialog).getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(sent('POST', '/api/rendszerhibak/1042/lemond/')).toHaveLength(0);
    // The focus goes to the field to correct, so typing fills it.
    expect(within(within(dialog).getByRole('group', { name: 'Megszűnés dátuma' })).getAllByRole('spinbutton')[0]).toHaveFocus();
    await u.keyboard('2026');
    await u.keyboard('11');
    await u.keyboard('30');
    await u.click(within(dialog).getByRole('button', { name: 'Megszüntetés' }));
    expect(await screen.findByText('Állapot: cancelled')).toBeInTheDocument();
    const [request] = sent('POST', '/api/rendszerhibak/1042/lemond/');
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    const form = await request!.formData();
    expect(form.get('cancellation_date')).toBe('2026-11-30');
    expect(form.has('cancellation_reference_number')).toBe(false);
  });

  it('a file the action uploads (an invoice document replaced): a file picker, required, sent as a multipart file part', async () => {
    const u = userEvent.setup();
    renderActions({ record: { id: 7710, state: 'open', document: '/media/regi.pdf' }, recordApi: invoiceApi });
    await u.click(await screen.findByRole('button', { name: 'Dokumentum cseréje' }));
    const dialog = screen.getByRole('dialog', { name: 'Dokumentum cseréje' });
    expect(within(dialog).getByText('Nincs kiválasztott fájl')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Dokumentum cseréje' }));
    expect(within(dialog).getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(sent('POST', '/api/szamlazas/7710/dokumentum-csere/')).toHaveLength(0);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    await u.upload(input!, new File(['%PDF-1.4'], 'uj-szamla.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('uj-szamla.pdf')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Dokumentum cseréje' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [request] = sent('POST', '/api/szamlazas/7710/dokumentum-csere/');
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    const document = (await request!.formData()).get('document');
    // The picked file itself goes as the part (jsdom's fetch keeps its bytes and type, not its name).
    expect(document).toMatchObject({ size: 8, type: 'application/pdf' });
    await waitFor(() => expect(toastHistory.get()[0]?.message).toBe('A számla dokumentuma kicserélve.'));
  });

  it('clone: opens the copy', async () => {
    const u = userEvent.setup();
    renderActions({ record: { id: 1042, state: 'closed_positive' } });
    await u.click(await screen.findByRole('button', { name: 'Másolás' }));
    await u.click(within(screen.getByRole('dialog', { name: 'Másolás' })).getByRole('button', { name: 'Igen' }));
    expect(await screen.findByText('Megnyitva: /tetel/1043')).toBeInTheDocument();
  });

  it("generate commitment: opens the new commitment where the section says another entity's record opens", async () => {
    const u = userEvent.setup();
    renderActions({
      record: { id: 77, state: 'closed_positive', commitment: null },
      recordApi: errorReportApi,
      overrides: { generateCommitment: { opens: (id) => `/tetel/${id}` } },
    });
    await u.click(await screen.findByRole('button', { name: 'Kötelezettségvállalás létrehozása' }));
    await u.click(within(screen.getByRole('dialog', { name: 'Kötelezettségvállalás létrehozása' })).getByRole('button', { name: 'Igen' }));
    expect(await screen.findByText('Megnyitva: /tetel/4415')).toBeInTheDocument();
    expect(sent('POST', '/api/hibabejelentes/77/generate_commitment/')).toHaveLength(1);
  });

  it("delete: confirms, says 'Törölve' with 'Visszavonás' and sends nothing for 5 seconds, then deletes and goes back to the list", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderActions({ record: { id: 1042, state: 'pending' } });
    renderWithProviders(<Toasts />);
    await u.click(await screen.findByRole('button', { name: 'Törlés' }));
    await u.click(within(screen.getByRole('dialog', { name: 'Törlés' })).getByRole('button', { name: 'Igen' }));
    const undo = await screen.findByRole('button', { name: 'Visszavonás' });
    expect(screen.getByRole('region', { name: 'Értesítések' })).toHaveTextContent('Törölve');
    expect(screen.getByRole('button', { name: 'Törlés' })).toBeDisabled();
    act(() => void vi.advanceTimersByTime(UNDO_DELAY_MS - 1000));
    expect(sent('DELETE', '/api/rendszerhibak/1042/')).toHaveLength(0);
    expect(undo).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1000));
    expect(await screen.findByText('A lista')).toBeInTheDocument();
    expect(sent('DELETE', '/api/rendszerhibak/1042/')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Visszavonás' })).toBeNull());
    expect(toastHistory.get()[0]?.message).toBe('A tétel törölve.');
  });

  it("'Visszavonás' takes the delete back: nothing is sent, the record stays shown and may be deleted again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderActions({ record: { id: 1042, state: 'pending' } });
    renderWithProviders(<Toasts />);
    await u.click(await screen.findByRole('button', { name: 'Törlés' }));
    await u.click(within(screen.getByRole('dialog', { name: 'Törlés' })).getByRole('button', { name: 'Igen' }));
    await u.click(await screen.findByRole('button', { name: 'Visszavonás' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Visszavonás' })).toBeNull());
    act(() => void vi.advanceTimersByTime(UNDO_DELAY_MS * 2));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByText('Állapot: pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Törlés' })).toBeEnabled();
  });

  it('leaving the screen during the undo time sends the delete at once, and stays where the user went', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderActions({ record: { id: 1042, state: 'pending' } });
    renderWithProviders(<Toasts />);
    await u.click(await screen.findByRole('button', { name: 'Törlés' }));
    await u.click(within(screen.getByRole('dialog', { name: 'Törlés' })).getByRole('button', { name: 'Igen' }));
    await screen.findByRole('button', { name: 'Visszavonás' });
    await act(() => router.navigate({ href: '/tetel/5' }));
    expect(await screen.findByText('Megnyitva: /tetel/5')).toBeInTheDocument();
    expect(sent('DELETE', '/api/rendszerhibak/1042/')).toHaveLength(1);
    await waitFor(() => expect(toastHistory.get()[0]?.message).toBe('A tétel törölve.'));
    expect(screen.queryByRole('button', { name: 'Visszavonás' })).toBeNull();
    expect(screen.getByText('Megnyitva: /tetel/5')).toBeInTheDocument();
  });

  it('return to referent: offers who referensek/ lists and sends the chosen one as suggested_referent', async () => {
    const u = userEvent.setup();
    const step = { name: 'Pénzügyi ellenőrzés', user: { id: 12, name: 'Kovács Anna' }, group: null, substitutors: [], options: [] };
    renderActions({ record: { id: 2310, state: 'under_checking', current_step: step }, recordApi: commitmentApi });
    await u.click(await screen.findByRole('button', { name: 'Visszaadás referensnek' }));
    const dialog = screen.getByRole('dialog', { name: 'Visszaadás referensnek' });
    await u.type(within(dialog).getByRole('combobox', { name: /Javasolt referens/ }), 'V');
    await u.click(await screen.findByRole('option', { name: 'Varga László' }));
    await u.click(within(dialog).getByRole('button', { name: 'Visszaadás referensnek' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [request] = sent('POST', '/api/kotelezettsegvallalas/2310/referensnek-visszaadas/');
    expect(await request!.json()).toEqual({ suggested_referent: 22 });
    expect(sent('GET', '/api/kotelezettsegvallalas/2310/referensek/')).toHaveLength(1);
  });

  it('excel sheet: no question asked, the call goes at once and a toast says where the sheet is', async () => {
    const u = userEvent.setup();
    renderActions({ record: { id: 2310, state: 'under_checking' }, recordApi: commitmentApi });
    await u.click(await screen.findByRole('button', { name: 'Excel munkalap' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(toastHistory.get()[0]?.message).toBe('Az Excel munkalap elkészült, a Dokumentumok között letölthető.'));
    expect(sent('POST', '/api/kotelezettsegvallalas/2310/generate_excel_sheet/')).toHaveLength(1);
  });

  it('return to referent is only for who decides the current step', async () => {
    const step = { name: 'Pénzügyi ellenőrzés', user: { id: 99, name: 'Más Valaki' }, group: null, substitutors: [], options: [] };
    renderActions({ record: { id: 2310, state: 'under_checking', current_step: step }, recordApi: commitmentApi });
    expect(await screen.findByRole('button', { name: 'Excel munkalap' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Visszaadás referensnek' })).toBeNull();
  });

  it("a failure shows the server's message, translated, and the dialog stays open", async () => {
    const u = userEvent.setup();
    renderActions({
      record: { id: 1042, state: 'closed_positive' },
      handler: api((request) => (request.method === 'POST' ? json({ non_field_errors: ['Start date must be before end date'] }, 400) : specExampleFetch()(request))),
    });
    await u.click(await screen.findByRole('button', { name: 'Sztornózás' }));
    await u.click(within(screen.getByRole('dialog', { name: 'Sztornózás' })).getByRole('button', { name: 'Igen' }));
    const dialog = screen.getByRole('dialog', { name: 'Sztornózás' });
    expect(await within(dialog).findByText('Időszak kezdete előbb kell legyen, mint az időszak vége')).toBeInTheDocument();
    expect(screen.getByText('Állapot: closed_positive')).toBeInTheDocument();
  });

  it("a field's server message shows by the field and what was typed stays", async () => {
    const u = userEvent.setup();
    renderActions({
      record: { id: 1042, state: 'closed_positive' },
      handler: api((request) => (request.method === 'POST' ? json({ cancellation_date: ['Enter a valid date.'] }, 400) : specExampleFetch()(request))),
    });
    await u.click(await screen.findByRole('button', { name: 'Megszüntetés' }));
    const dialog = screen.getByRole('dialog', { name: 'Megszüntetés' });
    const date = within(dialog).getByRole('group', { name: 'Megszűnés dátuma' });
    await u.click(within(date).getAllByRole('spinbutton')[0]!);
    await u.keyboard('2026');
    await u.keyboard('11');
    await u.keyboard('30');
    await u.click(within(dialog).getByRole('button', { name: 'Megszüntetés' }));
    expect(await within(dialog).findByText('Adjon meg egy érvényes dátumot.')).toBeInTheDocument();
    expect(
      within(date)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['2026', '11', '30']);
  });

  it('a second press while the call runs sends nothing more', async () => {
    const u = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    renderActions({
      record: { id: 1042, state: 'closed_positive' },
      handler: api((request) => (request.method === 'POST' ? new Promise<Response>((resolve) => (answer = resolve)) : specExampleFetch()(request))),
    });
    await u.click(await screen.findByRole('button', { name: 'Sztornózás' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Sztornózás' })).getByRole('button', { name: 'Igen' });
    await u.click(confirm);
    await u.click(confirm);
    await u.keyboard('{Enter}');
    expect(sent('POST', '/api/rendszerhibak/1042/sztorno/')).toHaveLength(1);
    answer(json({ id: 1042, state: 'rolled_back', current_step: null, decisions: [], waiting_for: null, last_decision: null }));
    expect(await screen.findByText('Állapot: rolled_back')).toBeInTheDocument();
  });

  it('a failed completion keeps on the record what the server answered (section 8), and says it failed', async () => {
    const u = userEvent.setup();
    const held = { id: 501, state: 'held_by_server' };
    const { queryClient } = renderActions({
      record: { id: 501, state: 'open' },
      recordApi: taskApi,
      handler: api((request) => (new URL(request.url).pathname === '/api/feladatok/501/befejezes/' ? json(held, 400) : specExampleFetch()(request))),
    });
    await u.click(await screen.findByRole('button', { name: 'Befejezés' }));
    await u.click(within(screen.getByRole('dialog', { name: 'Befejezés' })).getByRole('button', { name: 'Igen' }));
    expect(await screen.findByText('Állapot: held_by_server')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'Befejezés' })).getByText('A művelet nem sikerült. Kérjük, próbálja újra később.')).toBeInTheDocument();
    expect(queryClient.getQueryData(taskApi.list({}).queryKey)).toEqual({ total: 1, data: [{ id: 501, state: 'held_by_server' }] });
  });
});

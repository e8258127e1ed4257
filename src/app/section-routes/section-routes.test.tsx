import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flattenSections } from '@/config/site-map';
import { createQueryClient } from '@/lib/query-client';
import { tokenStorage } from '@/lib/storage';
import { mockFetch, requests } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';
import { anySection, type RegisteredSection } from '@/sections/registry';
import { systemErrorReportsSection } from '@/sections/common/system-error-reports';
import { App } from '../App';
import { createAppRouter } from '../router';
import { wireSession } from '../session-wiring';

// A gated section for the permission tests: the employees' menu entry (gated by hr.can_use_hr_module)
// served by the system error reports' declaration, loaded through a spy to see when it loads.
const gated = vi.hoisted(() => ({ load: undefined as undefined | (() => Promise<unknown>) }));
vi.mock('@/sections/registry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/sections/registry')>();
  return {
    ...actual,
    findSection: (base: string) =>
      base === '/hr/dolgozok'
        ? ({ entry: flattenSections().find((s) => s.id === 'employees')!, base, load: gated.load! } as RegisteredSection)
        : actual.findSection(base),
  };
});

const employees = anySection({
  ...systemErrorReportsSection,
  routes: { list: '/hr/dolgozok/lista.html', create: '/hr/dolgozok/uj.html', details: (id: number) => `/hr/dolgozok/${id}.html` },
});
const loadEmployees = vi.fn(async () => employees);

function renderApp(path: string, user?: string) {
  tokenStorage.set('t');
  mockFetch(specExampleFetch(user ? { examples: { '/api/felhasznalok/en/': user } } : {}));
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  wireSession(queryClient, router);
  render(<App queryClient={queryClient} router={router} />);
  return router;
}

const listCalls = () => requests.filter((r) => new URL(r.url).pathname === '/api/rendszerhibak/');

beforeEach(() => {
  loadEmployees.mockClear();
  gated.load = loadEmployees;
});

describe('generic section routes', () => {
  it('the special-shaped list of the system error reports renders from the registry, with its title as the tab title', async () => {
    renderApp('/rendszerhibak.html');
    expect(await screen.findByRole('heading', { name: 'Rendszerhiba bejelentések', level: 1 }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Új rendszerhiba bejelentés/ })).toHaveAttribute('href', '/rendszerhibak/uj.html');
    await waitFor(() => expect(document.title).toBe('Rendszerhiba bejelentések – Tankerületi portál'));
  });

  it('its new and details screens are the generic one-segment routes', async () => {
    renderApp('/rendszerhibak/uj.html');
    expect(await screen.findByRole('heading', { name: 'Új rendszerhiba bejelentés' })).toBeInTheDocument();
  });

  it("one section's new form starts afresh when the address moves to another section's (the generic route keeps its screen mounted)", async () => {
    const router = renderApp('/muszak/nyomtatok/uj.html');
    fireEvent.click(await screen.findByRole('button', { name: 'Mentés' }, { timeout: 15_000 }));
    expect((await screen.findAllByText('Ez a mező nem lehet üres')).length).toBeGreaterThan(0);
    await router.navigate({ href: '/muszak/teremfoglalasok/uj.html' });
    expect(await screen.findByRole('heading', { name: 'Új teremfoglalás', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryAllByText('Ez a mező nem lehet üres')).toHaveLength(0);
  });

  it('a two-segment section is found by its URL base and loaded only when opened', async () => {
    expect(loadEmployees).not.toHaveBeenCalled();
    const router = renderApp('/hr/dolgozok/lista.html');
    expect(await screen.findByRole('heading', { name: 'Rendszerhiba bejelentések', level: 1 })).toBeInTheDocument();
    expect(loadEmployees).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/hr/dolgozok/lista.html');
  });

  it('a calendar is the generic naptar.html route of its section, gated by its menu entry', async () => {
    renderApp('/muszak/teremberles/naptar.html');
    expect(await screen.findByRole('heading', { name: 'Teremberlés – naptár', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(requests.some((r) => new URL(r.url).pathname === '/api/teremberles/naptar/')).toBe(true);
    cleanup();
    requests.length = 0;
    renderApp('/muszak/teremberles/naptar.html', 'no_permissions');
    expect(await screen.findByText('Nincs jogosultsága ehhez az oldalhoz.')).toBeInTheDocument();
    expect(requests.some((r) => new URL(r.url).pathname === '/api/teremberles/naptar/')).toBe(false);
  });

  it('a section without a calendar has no naptar.html', async () => {
    const router = renderApp('/hr/dolgozok/naptar.html');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404.html'));
  });

  it('an unknown section answers the 404 screen', async () => {
    const router = renderApp('/nincs/ilyen/lista.html');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404.html'));
    expect(await screen.findByRole('heading', { name: 'Az oldal nem található' })).toBeInTheDocument();
  });

  it('a URL the section does not declare (a list under the special-shaped base, a non-numeric id) is not found', async () => {
    const router = renderApp('/rendszerhibak/lista.html');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404.html'));
    cleanup();
    const other = renderApp('/hr/dolgozok/nem-szam.html');
    await waitFor(() => expect(other.state.location.pathname).toBe('/404.html'));
  });

  it('a failed load shows the error inside the section page, with a way back to the list', async () => {
    tokenStorage.set('t');
    const base = specExampleFetch();
    mockFetch((request) => (new URL(request.url).pathname === '/api/rendszerhibak/1042/' ? new Response('{}', { status: 500 }) : base(request)));
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/rendszerhibak/1042.html'] }));
    wireSession(queryClient, router);
    render(<App queryClient={queryClient} router={router} />);
    // A 5xx is tried once more (src/lib/query-client.ts) before the error shows.
    expect(await screen.findByText('A szerver hibát jelzett. Kérjük, próbálja újra később.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rendszerhiba bejelentések', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a listához' })).toHaveAttribute('href', '/rendszerhibak.html');
    expect(screen.getByRole('button', { name: 'Újrapróbálás' })).toBeInTheDocument();
  });
});

describe('permissions (section 6)', () => {
  it('without the section permission its routes answer the no-access screen and load no data', async () => {
    renderApp('/hr/dolgozok/lista.html', 'no_permissions');
    expect(await screen.findByText('Nincs jogosultsága ehhez az oldalhoz.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a kezdőlapra' })).toHaveAttribute('href', '/');
    expect(loadEmployees).not.toHaveBeenCalled();
    expect(listCalls()).toEqual([]);
  });

  it('the details route refuses too, before asking for the record', async () => {
    renderApp('/hr/dolgozok/1042.html', 'no_permissions');
    expect(await screen.findByText('Nincs jogosultsága ehhez az oldalhoz.')).toBeInTheDocument();
    expect(requests.some((r) => new URL(r.url).pathname === '/api/rendszerhibak/1042/')).toBe(false);
  });

  it("a section's special screen with its own route (the absences' calendar) refuses too, before asking for its month", async () => {
    renderApp('/hr/tavolletjelento/naptar.html', 'no_permissions');
    expect(await screen.findByText('Nincs jogosultsága ehhez az oldalhoz.')).toBeInTheDocument();
    expect(requests.some((r) => new URL(r.url).pathname.endsWith('/naptar/'))).toBe(false);
  });

  it('with the permission the same route opens the section', async () => {
    renderApp('/hr/dolgozok/lista.html', 'district_user');
    expect(await screen.findByRole('heading', { name: 'Rendszerhiba bejelentések', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Nincs jogosultsága ehhez az oldalhoz.')).toBeNull();
  });

  it("a read-only user sees no 'Új' link on the list", async () => {
    renderApp('/rendszerhibak.html', 'readonly_user');
    expect(await screen.findByRole('heading', { name: 'Rendszerhiba bejelentések', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Új rendszerhiba bejelentés/ })).toBeNull();
  });

  it('the new screen refuses a read-only user', async () => {
    renderApp('/rendszerhibak/uj.html', 'readonly_user');
    expect(await screen.findByText('Nincs jogosultsága ehhez az oldalhoz.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Új rendszerhiba bejelentés' })).toBeNull();
  });
});

describe('special screens through the generic routes', () => {
  it("a month screen at a section list's address: its month is read from the address and asked for", async () => {
    renderApp('/hr/munkabajaras/lista.html?year=2025&month=3', 'district_user');
    expect(await screen.findByRole('heading', { name: 'Munkába járási adatok', level: 1 }, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => new URL(r.url).pathname === '/api/munkabajaras/')).toBe(true));
    const query = new URL(requests.find((r) => new URL(r.url).pathname === '/api/munkabajaras/')!.url).searchParams;
    expect([query.get('year'), query.get('month')]).toEqual(['2025', '3']);
  });

  it('a special screen is guarded by its menu entry: without the permission, the no-access screen and no data asked for', async () => {
    renderApp('/keszlet/kosarak/sajat.html', 'no_permissions');
    expect(await screen.findByText('Nincs jogosultsága ehhez az oldalhoz.')).toBeInTheDocument();
    expect(requests.some((r) => new URL(r.url).pathname === '/api/keszlet/baskets/sajat/')).toBe(false);
    cleanup();
    renderApp('/keszlet/kosarak/sajat.html', 'store_user');
    await waitFor(() => expect(requests.some((r) => new URL(r.url).pathname === '/api/keszlet/baskets/sajat/')).toBe(true), { timeout: 3000 });
  });

  it('an address deeper than any section (the planner of a year) is a special screen; a bad year is not found', async () => {
    renderApp('/penzugy/tervezo/2026/menu.html', 'district_user');
    expect(await screen.findByRole('heading', { name: 'Tervezés – 2026', level: 1 }, { timeout: 3000 })).toBeInTheDocument();
    cleanup();
    const router = renderApp('/penzugy/tervezo/20x6/menu.html', 'district_user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404.html'), { timeout: 3000 });
  });

  it("a moved section's screen goes to the same screen of the new section", async () => {
    const router = renderApp('/tanugy/oraadoi-megbizasok/12.html', 'district_user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tanugy/uj-oraadoi-megbizasok/12.html'), { timeout: 3000 });
  });
});

import { focusManager } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listHref } from '@/lib/list-memory';
import { createQueryClient } from '@/lib/query-client';
import { tokenStorage } from '@/lib/storage';
import { mockFetch } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';
import { App } from './App';
import { createAppRouter } from './router';
import { wireSession } from './session-wiring';

function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  wireSession(queryClient, router);
  render(<App queryClient={queryClient} router={router} />);
  return router;
}

describe('routing and guards', () => {
  it('without a stored token a signed-in screen sends the user to the login screen, keeping the target', async () => {
    const router = renderApp('/rendszeruzenetek.html');
    expect(await screen.findByRole('heading', { name: 'Bejelentkezés' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/belepes.html');
    expect(router.state.location.search).toEqual({ redirect: '/rendszeruzenetek.html' });
  });

  it('with a token but no start-up data, the loading screen loads it and goes on to the target', async () => {
    tokenStorage.set('t');
    mockFetch(specExampleFetch());
    const router = renderApp('/rendszeruzenetek.html');
    expect(await screen.findByRole('heading', { name: 'Rendszerüzenetek' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rendszeruzenetek.html');
    expect(screen.getByText('Tervezett karbantartás')).toBeInTheDocument();
  });

  it('the loading screen names each start-up group that failed', async () => {
    tokenStorage.set('t');
    mockFetch(specExampleFetch({ status: { '/api/intezmenyek/': 500, '/api/munkaviszonyok/mind/': 500, '/api/felhasznalok/referensek/': 500 } }));
    const router = renderApp('/');
    expect(await screen.findByText('Hiba az intézmények letöltése közben')).toBeInTheDocument();
    expect(screen.getByText('Hiba a munkaviszonyok letöltése közben')).toBeInTheDocument();
    expect(screen.getByText('Hiba a referens lista letöltése közben')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/betoltes.html');
    expect(screen.getByRole('progressbar', { name: 'Adatok betöltése' })).toHaveAttribute('aria-valuenow', '70');
  });

  it('a user who must change their password is sent to the password-change screen', async () => {
    tokenStorage.set('t');
    mockFetch(specExampleFetch({ examples: { '/api/felhasznalok/en/': 'must_change_password' } }));
    const router = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Jelszó módosítása' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jelszo_modositasa.html');
  });

  it('a password change required mid-session takes effect when the window regains focus (the user is fetched again)', async () => {
    tokenStorage.set('t');
    let mustChange = false;
    const before = specExampleFetch();
    const after = specExampleFetch({ examples: { '/api/felhasznalok/en/': 'must_change_password' } });
    mockFetch((request) => (mustChange ? after(request) : before(request)));
    const router = renderApp('/rendszeruzenetek.html');
    expect(await screen.findByRole('heading', { name: 'Rendszerüzenetek' }, { timeout: 10_000 })).toBeInTheDocument();
    mustChange = true;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await screen.findByRole('heading', { name: 'Jelszó módosítása' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jelszo_modositasa.html');
    focusManager.setFocused(undefined);
  }, 25_000);

  it("a section root opened afresh goes to the section's first screen, through the loading screen", async () => {
    tokenStorage.set('t');
    mockFetch(specExampleFetch());
    const router = renderApp('/hr/tavolletjelento');
    expect(await screen.findByRole('heading', { level: 1, name: 'Távollétjelentő' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hr/tavolletjelento/naptar.html');
  });

  it('a section root the loading screen goes on to (the target of the first address) also goes to its list, not to /404.html', async () => {
    tokenStorage.set('t');
    mockFetch(specExampleFetch());
    const router = renderApp('/betoltes.html?redirect=%2Fmuszak%2Fteremberles');
    await waitFor(() => expect(router.state.location.pathname).toBe('/muszak/teremberles/lista.html'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Teremberlés' })).toBeInTheDocument();
  });

  it("a list's search is remembered once the list is shown (by the shell, which has the site map), for the way back to the list", async () => {
    tokenStorage.set('t');
    mockFetch(specExampleFetch());
    const router = renderApp('/muszak/teremberles/lista.html?q=tornaterem');
    await waitFor(() => expect(router.state.location.pathname).toBe('/muszak/teremberles/lista.html'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Teremberlés' }, { timeout: 4_000 })).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem('list-search:/muszak/teremberles/lista.html')).toBe('?q=tornaterem'));
    await router.navigate({ href: '/' });
    expect(listHref('/muszak/teremberles/lista.html')).toBe('/muszak/teremberles/lista.html?q=tornaterem');
  }, 10_000);

  it('unknown paths go to /404.html', async () => {
    const router = renderApp('/valami-ami-nincs.html');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404.html'));
    expect(await screen.findByRole('heading', { name: 'Az oldal nem található' })).toBeInTheDocument();
  });

  it('a 401 on any call clears the token and shows the login screen', async () => {
    tokenStorage.set('t');
    mockFetch(specExampleFetch({ status: { '/api/felhasznalok/en/': 401 } }));
    const router = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Bejelentkezés' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/belepes.html');
    expect(tokenStorage.get()).toBeNull();
  });

  it("password change: a rejected save shows the server's messages per field, translated, and keeps what was typed", async () => {
    tokenStorage.set('t');
    mockFetch(specExampleFetch({ status: { '/api/rest-auth/password/change/': 400 } }));
    renderApp('/jelszo_modositasa.html');
    const user = userEvent.setup();
    const old = await screen.findByLabelText(/Jelenlegi jelszó/);
    await user.type(old, 'rossz-jelszo');
    await user.type(screen.getByLabelText(/^Új jelszó\s*\*?$/), 'Uj-Jelszo-2026');
    await user.type(screen.getByLabelText(/Új jelszó még egyszer/), 'Uj-Jelszo-2026');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Hibás jelszó')).toBeInTheDocument();
    expect(screen.getByText('A két jelszó nem egyezik.')).toBeInTheDocument();
    expect(old).toHaveValue('rossz-jelszo');
  });
});

import { QueryClient, useMutation } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, useRouter } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred } from '@/test/deferred';
import { renderRouter } from '@/test/render';
import { ProgressIndicator } from './ProgressIndicator';

function setup(slowLoad: Promise<void>, slowSave: Promise<void>) {
  function Home() {
    const save = useMutation({ mutationFn: () => slowSave });
    const router = useRouter();
    return (
      <>
        <button type="button" onClick={() => void router.navigate({ href: '/lassu' })}>
          Lassú oldal
        </button>
        <button type="button" onClick={() => save.mutate()}>
          Mentés
        </button>
      </>
    );
  }
  const root = createRootRoute({
    component: () => (
      <>
        <ProgressIndicator />
        <Outlet />
      </>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: Home });
  const slow = createRoute({ getParentRoute: () => root, path: '/lassu', loader: () => slowLoad, component: () => <h1>Megérkezett</h1> });
  const router = createRouter({ routeTree: root.addChildren([home, slow]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderRouter(router, new QueryClient());
}

describe('progress indication', () => {
  it('names a navigation under way with a progressbar, gone once the screen is there', async () => {
    const load = deferred<void>();
    const user = userEvent.setup();
    setup(load.promise, new Promise(() => undefined));
    await user.click(await screen.findByRole('button', { name: 'Lassú oldal' }));
    expect(await screen.findByRole('progressbar', { name: 'Az oldal betöltése folyamatban' })).toBeInTheDocument();
    await act(async () => load.resolve());
    expect(await screen.findByRole('heading', { name: 'Megérkezett' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('names a save under way', async () => {
    const save = deferred<void>();
    const user = userEvent.setup();
    setup(Promise.resolve(), save.promise);
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    expect(await screen.findByRole('progressbar', { name: 'Mentés folyamatban' })).toBeInTheDocument();
    await act(async () => save.resolve());
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});

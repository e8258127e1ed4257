import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRouter } from '@/test/render';
import { useRememberAndOpen, useRemembered } from './remembered';

describe('useRememberAndOpen', () => {
  it('keeps the value under its key and opens the page that reads it', async () => {
    const rootRoute = createRootRoute({ component: Outlet });
    const login = createRoute({
      getParentRoute: () => rootRoute,
      path: '/belepes.html',
      component: function Login() {
        const open = useRememberAndOpen();
        return (
          <button type="button" onClick={() => open(['publicQuiz'], { name: 'Tűzvédelem' }, '/kitoltes.html')}>
            Belépés
          </button>
        );
      },
    });
    const fill = createRoute({
      getParentRoute: () => rootRoute,
      path: '/kitoltes.html',
      component: function Fill() {
        return <p>{useRemembered<{ name: string }>(['publicQuiz'])?.name ?? 'nincs'}</p>;
      },
    });
    const router = createRouter({ routeTree: rootRoute.addChildren([login, fill]), history: createMemoryHistory({ initialEntries: ['/belepes.html'] }) });
    renderRouter(router, new QueryClient());
    await userEvent.click(await screen.findByRole('button', { name: 'Belépés' }));
    expect(await screen.findByText('Tűzvédelem')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kitoltes.html');
  });
});

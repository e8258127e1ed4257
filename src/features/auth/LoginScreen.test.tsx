import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { LoginScreen } from './LoginScreen';

function renderLogin() {
  const rootRoute = createRootRoute();
  const login = createRoute({ getParentRoute: () => rootRoute, path: '/belepes.html', component: () => <LoginScreen /> });
  const router = createRouter({ routeTree: rootRoute.addChildren([login]), history: createMemoryHistory({ initialEntries: ['/belepes.html'] }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail/i), 'anna@example.hu');
  await user.type(screen.getByLabelText(/Jelszó/i), 'titok-123');
  await user.click(screen.getByRole('button', { name: 'Bejelentkezés' }));
}

const UNREACHABLE = 'A bejelentkezés nem sikerült: a szerver nem érhető el. Kérjük, próbálja újra később.';

describe('sign-in failures', () => {
  it('a network error says the sign-in failed, not a save, and keeps what was typed', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderLogin();
    await signIn();
    expect(await screen.findByText(UNREACHABLE)).toBeInTheDocument();
    expect(screen.queryByText(/mentés/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/i)).toHaveValue('anna@example.hu');
  });

  it('a 5xx says the same', async () => {
    mockFetch(() => json({ detail: 'Internal Server Error' }, 503));
    renderLogin();
    await signIn();
    expect(await screen.findByText(UNREACHABLE)).toBeInTheDocument();
  });

  it('wrong credentials show the translated server message', async () => {
    mockFetch(() => json({ non_field_errors: ['Unable to log in with provided credentials.'] }, 400));
    renderLogin();
    await signIn();
    expect(await screen.findByText('Hibás e-mail cím vagy jelszó.')).toBeInTheDocument();
  });
});

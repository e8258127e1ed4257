import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { getCurrentUserQuery, getLandingInfoQuery, listOwnTasksQuery } from '@/generated/api/bootstrap';
import { staffUser } from '@/test/users';
import { LandingPage } from './LandingPage';

function renderLanding(permissions: string[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(getCurrentUserQuery().queryKey, staffUser({ permissions }));
  queryClient.setQueryData(getLandingInfoQuery().queryKey, {
    waiting_for_me: [
      { section: 'commitments', label: 'Kötelezettségvállalás', count: 4 },
      { section: 'invoices', label: 'Számlázás', count: 2 },
    ],
    news: [],
    unread_system_messages: 0,
  });
  queryClient.setQueryData(listOwnTasksQuery().queryKey, [
    {
      id: 501,
      title: 'Tűzvédelmi szemle előkészítése',
      institution_reference_number: 'TK/2026/1187',
      deadline: '2026-12-05',
      supervisor: { id: 21, name: 'Horváth Zsuzsanna' },
      open_subtasks: 2,
    },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider navigate={() => undefined}>
        <LandingPage />
      </RouterProvider>
    </QueryClientProvider>,
  );
}

describe('landing page', () => {
  it("lists a 'Döntésre vár' counter only for a section the user may open", () => {
    renderLanding([]);
    expect(screen.queryByRole('link', { name: 'Kötelezettségvállalás' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Kötelezettségvállalás/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Számlázás' })).toHaveAttribute('href', '/penzugy/szamlazas/lista.html');
  });

  it('shows the counter to a user with the permission', () => {
    renderLanding(['commitments.can_use_commitment_module']);
    expect(screen.getByRole('link', { name: 'Kötelezettségvállalás' })).toHaveAttribute('href', '/kotelezettsegvallalas/lista.html');
  });

  it("lists one's own tasks under 'Feladataim' without a link where the user may not open the tasks (section 6)", () => {
    renderLanding([]);
    expect(screen.getByText('Tűzvédelmi szemle előkészítése')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tűzvédelmi szemle előkészítése' })).not.toBeInTheDocument();
  });

  it('links a task to its record for a user with the tasks module', () => {
    renderLanding(['tasks.can_use_tasks_module']);
    expect(screen.getByRole('link', { name: 'Tűzvédelmi szemle előkészítése' })).toHaveAttribute('href', '/profil/feladatok/501.html');
  });
});

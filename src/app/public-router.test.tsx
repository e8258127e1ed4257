import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { App } from './App';
import { createPublicRouter } from './public-router';

function renderPublic(kind: 'quiz' | 'complaint', path: string) {
  const queryClient = createQueryClient();
  render(<App queryClient={queryClient} router={createPublicRouter(kind, queryClient, createMemoryHistory({ initialEntries: [path] }))} />);
}

describe('public hosts (section 2, host-dependent routing)', () => {
  it('a munkavedelem… host serves the quiz at its root', async () => {
    renderPublic('quiz', '/belepes.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Belépés a kvízhez' })).toBeInTheDocument();
  });

  it('a panasz… host serves the complaint screens at its root; a complaint address asks for its password', async () => {
    renderPublic('complaint', '/402.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Belépés a panaszhoz' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Panasz azonosítója/ })).toHaveValue('402');
  });

  it('another address of a public host is not found', async () => {
    renderPublic('complaint', '/kitoltes.html');
    expect(await screen.findByRole('heading', { name: 'Az oldal nem található' })).toBeInTheDocument();
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { drafts } from '@/features/records/form/drafts';
import { listHref, rememberListSearch } from '@/lib/list-memory';
import { signOut } from '@/lib/session';
import { tokenStorage } from '@/lib/storage';
import { toast, toastHistory } from '@/lib/toasts';
import { mockFetch } from '@/test/fetch-mock';

describe('signing out', () => {
  it('leaves nothing of the session to the next user: token, cache, typed drafts, lists’ searches, messages', async () => {
    const queryClient = new QueryClient();
    tokenStorage.set('abc');
    queryClient.setQueryData(['anything'], { name: 'Kovács Anna' });
    drafts.set('/penzugy/szamlazas/uj.html', { subject: 'félig kitöltve' });
    rememberListSearch('/penzugy/szamlazas/lista.html', '?q=iroda');
    toast.success('Mentve.');
    mockFetch(() => new Response(null, { status: 204 }));

    await signOut(queryClient);

    expect(tokenStorage.get()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(drafts.size).toBe(0);
    expect(listHref('/penzugy/szamlazas/lista.html')).toBe('/penzugy/szamlazas/lista.html');
    expect(window.sessionStorage.length).toBe(0);
    expect(toastHistory.get()).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { getCurrentUser, listInstitutions, readSystemMessage } from '@/generated/api/bootstrap';
import { ApiError } from '@/generated/runtime';
import { json, mockFetch, requests } from '@/test/fetch-mock';
import { installSessionMiddleware, stopSessionMiddleware } from './api-middleware';
import { STORAGE_KEYS, tokenStorage } from './storage';

function install() {
  const handlers = { onUnauthorized: vi.fn(), onForbidden: vi.fn(), onResponse: vi.fn() };
  installSessionMiddleware(handlers);
  return handlers;
}

describe('API client middleware', () => {
  it('sends the stored token and the Hungarian language header on every call', async () => {
    install();
    tokenStorage.set('abc123');
    mockFetch(() => json([]));
    await listInstitutions();
    expect(requests[0]?.headers.get('Authorization')).toBe('Token abc123');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('hu-HU');
  });

  it('sends no Authorization header without a token', async () => {
    install();
    mockFetch(() => json([]));
    await listInstitutions();
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('on 401 clears the token and signs out once, however many calls fail together', async () => {
    const handlers = install();
    tokenStorage.set('expired');
    mockFetch(() => json({ detail: 'Érvénytelen token.' }, 401));
    const results = await Promise.allSettled([getCurrentUser(), listInstitutions(), readSystemMessage({ path: { id: 7 } })]);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.status === 401)).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('once stopped, sends no call (none goes out without its token) and tells the stopped app of no answer', async () => {
    const handlers = install();
    tokenStorage.set('abc123');
    let answer!: (response: Response) => void;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onTheWay = getCurrentUser().catch((error: unknown) => error);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    stopSessionMiddleware();
    answer(json({ detail: 'Érvénytelen token.' }, 401));
    expect(await onTheWay).toBeInstanceOf(ApiError);
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
    expect(tokenStorage.get()).toBe('abc123');

    await expect(listInstitutions()).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(1);
  });

  it('signs out again after a new sign-in when the new token expires too', async () => {
    const handlers = install();
    tokenStorage.set('first');
    mockFetch(() => json({ detail: 'x' }, 401));
    await getCurrentUser().catch(() => undefined);
    tokenStorage.set('second');
    await getCurrentUser().catch(() => undefined);
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it("on 403 shows the server's detail, translated where section 8 translates it", async () => {
    const handlers = install();
    tokenStorage.set('t');
    mockFetch(() => json({ detail: 'Nincs jogosultsága ehhez.' }, 403));
    await expect(listInstitutions()).rejects.toMatchObject({ status: 403 });
    mockFetch(() => json({ detail: 'Invalid password' }, 403));
    await expect(listInstitutions()).rejects.toMatchObject({ status: 403 });
    expect(handlers.onForbidden.mock.calls).toEqual([['Nincs jogosultsága ehhez.'], ['Hibás jelszó']]);
  });

  it('decides by status: an error with an empty body is still an error', async () => {
    install();
    mockFetch(() => new Response(null, { status: 500 }));
    await expect(listInstitutions()).rejects.toMatchObject({ name: 'ApiError', status: 500, body: null });
  });

  it('reports every other response so the app can check the password-change rule', async () => {
    const handlers = install();
    mockFetch(() => json([]));
    await listInstitutions();
    expect(handlers.onResponse).toHaveBeenCalledTimes(1);
  });
});

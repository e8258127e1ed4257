// The typed client takes its base URL and token from the caller (another frontend's own values, README).
import { describe, expect, it } from 'vitest';
import { ACCEPT_LANGUAGE, createApiClient } from '@/generated/runtime';

// The spec declares the Hungarian language header on every call, so the types ask for it.
const hu = { params: { header: { 'Accept-Language': ACCEPT_LANGUAGE } } };

function recordingFetch() {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify([{ id: 1, name: 'Petőfi Sándor Általános Iskola' }]), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { requests, fetch };
}

describe('createApiClient', () => {
  it("calls the caller's base URL with the token getToken gives at each call, and the Hungarian language header", async () => {
    const { requests, fetch } = recordingFetch();
    let token: string | null = 'first-token';
    const client = createApiClient({ baseUrl: 'https://masik-felulet.example.hu/', getToken: () => token, fetch });

    const { data } = await client.GET('/api/intezmenyek/', hu);
    token = null;
    await client.GET('/api/intezmenyek/', hu);
    token = 'second-token';
    await client.GET('/api/intezmenyek/', hu);

    expect(data).toEqual([{ id: 1, name: 'Petőfi Sándor Általános Iskola' }]);
    expect(requests.map((r) => r.url)).toEqual(Array(3).fill('https://masik-felulet.example.hu/api/intezmenyek/'));
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual(['Token first-token', null, 'Token second-token']);
    expect(requests.every((r) => r.headers.get('Accept-Language') === 'hu-HU')).toBe(true);
  });

  it('takes a token from an asynchronous store', async () => {
    const { requests, fetch } = recordingFetch();
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:8000', getToken: async () => 'from-a-store', fetch });
    await client.GET('/api/intezmenyek/', hu);
    expect(requests[0]?.url).toBe('http://127.0.0.1:8000/api/intezmenyek/');
    expect(requests[0]?.headers.get('Authorization')).toBe('Token from-a-store');
  });

  it('sends no Authorization header without getToken', async () => {
    const { requests, fetch } = recordingFetch();
    await createApiClient({ baseUrl: 'http://127.0.0.1:8000', fetch }).GET('/api/intezmenyek/', hu);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });
});

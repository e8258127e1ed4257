/**
 * Tests answer the API client's calls here. The client captured `globalThis.fetch` when it was
 * created, so the setup file installs this dispatcher first and each test sets its handler.
 */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

const unanswered: FetchHandler = (request) => new Response(JSON.stringify({ detail: `No test handler for ${request.url}` }), { status: 599 });
let handler: FetchHandler = unanswered;
export const requests: Request[] = [];

export function installFetchDispatcher(): void {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return handler(request);
  }) as typeof fetch;
}

export function mockFetch(next: FetchHandler): void {
  requests.length = 0;
  handler = next;
}

/** Back to no handler and no requests: a test's handler must not answer the next test's calls. */
export function resetFetchMock(): void {
  mockFetch(unanswered);
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

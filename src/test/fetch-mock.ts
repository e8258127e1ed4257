/**
 * Tests answer the API client's calls here. The client captured `globalThis.fetch` when it was
 * created, so the setup file installs this dispatcher first and each test sets its handler.
 */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

let handler: FetchHandler = (request) => new Response(JSON.stringify({ detail: `No test handler for ${request.url}` }), { status: 599 });
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

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

export const ACCEPT_LANGUAGE = 'hu-HU' as const;

export interface ApiClientOptions {
  /** The origin the spec's `/api/…` paths are under, e.g. `https://portal.example.hu` (without `/api`). */
  baseUrl: string;
  /** The signed-in user's token, asked before each call and sent as `Authorization: Token …`; null or undefined sends none. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** The caller's own fetch (a test's, a server-side renderer's); default the global one. */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * A typed client of the spec (openapi-fetch's `GET('/api/…', { params })` and the rest) on the caller's base URL
 * and token: the portal's own below, another frontend's with its own values (README, "Another frontend"). Every
 * call also carries the spec's `Accept-Language: hu-HU`, even one whose types do not ask for it.
 */
export function createApiClient({ baseUrl, getToken, fetch }: ApiClientOptions): Client<paths> {
  const client = createClient<paths>({ baseUrl: baseUrl.replace(/\/+$/, ''), ...(fetch ? { fetch } : {}) });
  client.use({
    async onRequest({ request }) {
      const token = await getToken?.();
      if (token) request.headers.set('Authorization', `Token ${token}`);
      request.headers.set('Accept-Language', ACCEPT_LANGUAGE);
      return request;
    },
  });
  return client;
}

/**
 * The portal's client, on the page's own origin (the dev server, the preview server or the production web
 * server passes /api on). Its token comes with the session rules (401, 403) in src/lib/api-middleware.ts.
 */
export const apiClient = createApiClient({ baseUrl: globalThis.location?.origin ?? '' });

/** A non-2xx answer. openapi-fetch reports an error with an empty body as success, so status decides. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error === undefined || error === '' ? null : error);
  return data as T;
}

/** A downloaded file with the name the server gave it in Content-Disposition. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star?.[2]) {
    try {
      return decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      return star[2].trim();
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

export async function unwrapFile(call: Promise<FetchResult<unknown>>): Promise<DownloadedFile> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error ?? null);
  return {
    blob: data instanceof Blob ? data : new Blob([]),
    filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')),
  };
}

/**
 * Multipart bodies: files as parts, arrays and objects as JSON, null and undefined left out. An
 * empty list sends no part: a form posted without a list's field means the list is empty, while
 * '[]' would arrive as text that is not a list.
 */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}

/** Query keys the cache invalidates after a mutation: a prefix of [operationId, params]. */
export type InvalidationKey = readonly [string, ...unknown[]];

/**
 * The query-key type where a building block takes any record's query (a list, a details call, a
 * form check): each generated factory has its own precise key tuple, and a query function typed for
 * that tuple is assignable only where the key is left open.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OpenQueryKey = any;

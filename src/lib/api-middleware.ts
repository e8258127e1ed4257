import type { Middleware } from 'openapi-fetch';
import { apiClient } from '@/generated/runtime';
import { applyScenario } from './mock-scenario';
import { tokenStorage } from './storage';

export interface SessionHandlers {
  /** A 401 arrived: the token is already cleared; show the login screen. Called once per session. */
  onUnauthorized(): void;
  /** A 403 arrived with the server's detail message. */
  onForbidden(detail: string): void;
  /** Any response arrived; the app checks whether the user must change their password. */
  onResponse?(): void;
}

const FORBIDDEN_FALLBACK = 'Nincs jogosultsága a művelet végrehajtásához.';

async function detailOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') return body.detail;
  } catch {
    // An empty or non-JSON body: the caller falls back to a generic message.
  }
  return null;
}

/**
 * Builds the middleware every call goes through: the stored token (the language header is the client's own,
 * createApiClient's) and the session rules of section 8 (401 signs out once, however many calls fail together; 403
 * shows the server's detail). Status decides, never the body.
 */
export function createSessionMiddleware(handlers: SessionHandlers): Middleware & { stop(): void } {
  let signedOut = false;
  let stopped = false;
  return {
    /**
     * The app these rules serve has stopped (the mock build's restart): a call it still makes fails before it
     * is sent, rather than going out without its token, and an answer still on its way reaches no screen.
     */
    stop() {
      stopped = true;
    },
    onRequest({ request, schemaPath }) {
      if (stopped) throw new DOMException('The app has stopped.', 'AbortError');
      const token = tokenStorage.get();
      if (token) {
        signedOut = false;
        request.headers.set('Authorization', `Token ${token}`);
      }
      // The mock build only (a compile-time constant: a production build drops the branch and the module).
      if (import.meta.env.MODE === 'mock') return applyScenario(request, schemaPath);
      return request;
    },
    async onResponse({ response }) {
      if (stopped) return response;
      if (response.status === 401) {
        tokenStorage.clear();
        if (!signedOut) {
          signedOut = true;
          handlers.onUnauthorized();
        }
      } else if (response.status === 403) {
        // The translation tables load with the first 403, not with the first page.
        const [detail, { translateServerMessage }] = await Promise.all([detailOf(response), import('./server-messages')]);
        handlers.onForbidden(translateServerMessage(detail ?? FORBIDDEN_FALLBACK));
      } else {
        handlers.onResponse?.();
      }
      return response;
    },
  };
}

let installed: ReturnType<typeof createSessionMiddleware> | null = null;

export function installSessionMiddleware(handlers: SessionHandlers): void {
  if (installed) apiClient.eject(installed);
  installed = createSessionMiddleware(handlers);
  apiClient.use(installed);
}

/** Stops the installed session rules (createSessionMiddleware's `stop`) until the next install replaces them. */
export function stopSessionMiddleware(): void {
  installed?.stop();
}

/** Takes the session rules off the API client again: a test file's app must not answer another's 401. */
export function uninstallSessionMiddleware(): void {
  if (installed) apiClient.eject(installed);
  installed = null;
}

import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { forgetMemoriesOfPage } from '@/lib/session-memory';
import { ScenarioPanel } from './ScenarioPanel';

/** The mock build's restart of the app, for QA's browser tests (README, "QA"). */
export interface MockApp {
  /** Stops the app: nothing of it runs or shows until `start`. */
  stop(): Promise<void>;
  /**
   * Starts it at `href` as a new load of that address would: an empty cache, nothing the session held in
   * memory only (what sessionStorage keeps stays, the scenario and the lists' searches), no screen's state,
   * without loading the app's code again (a load costs Chromium three to four times as much).
   */
  start(href: string): Promise<void>;
}

declare global {
  interface Window {
    __mockApp?: MockApp;
  }
}

/**
 * Renders the QA scenario panel in its own root beside the app (signed in or out, on every host), so
 * it never depends on the router; returns what removes it.
 */
function mountScenarioPanel(queryClient: QueryClient): () => void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <StrictMode>
      <I18nProvider locale="hu-HU">
        <ScenarioPanel
          onUserChange={() => void queryClient.invalidateQueries({ queryKey: getCurrentUserQuery().queryKey })}
          onCallChange={(operationId) => void queryClient.invalidateQueries({ queryKey: [operationId] })}
        />
      </I18nProvider>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}

/**
 * The scenario panel and `window.__mockApp` (the app's restart). Only the mock build calls this (main.tsx,
 * behind the mode constant); `started` is the app's first start, `start` starts it again at the address shown.
 */
export function mountMockTools({ queryClient, started, start }: { queryClient: QueryClient; started: Promise<() => void>; start: () => Promise<() => void> }): void {
  let stopApp: Promise<(() => void) | undefined> = started;
  let removePanel: (() => void) | undefined = mountScenarioPanel(queryClient);
  const stop = async () => {
    const running = await stopApp;
    stopApp = Promise.resolve(undefined);
    running?.();
    removePanel?.();
    removePanel = undefined;
    queryClient.clear();
    forgetMemoriesOfPage();
  };
  window.__mockApp = {
    stop,
    async start(href) {
      await stop();
      window.history.replaceState(null, '', href);
      window.scrollTo(0, 0);
      stopApp = start();
      removePanel = mountScenarioPanel(queryClient);
      await stopApp;
    },
  };
}

import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { ScenarioPanel } from './ScenarioPanel';

/**
 * Renders the QA scenario panel in its own root beside the app (signed in or out, on every host), so
 * it never depends on the router. Only the mock build calls this (main.tsx, behind the mode constant).
 */
export function mountScenarioPanel(queryClient: QueryClient): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <I18nProvider locale="hu-HU">
        <ScenarioPanel
          onUserChange={() => void queryClient.invalidateQueries({ queryKey: getCurrentUserQuery().queryKey })}
          onCallChange={(operationId) => void queryClient.invalidateQueries({ queryKey: [operationId] })}
        />
      </I18nProvider>
    </StrictMode>,
  );
}

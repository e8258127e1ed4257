import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { createAppRouter } from '@/app/router';
import { wireSession } from '@/app/session-wiring';
import { resolveHostApp } from '@/config/host-routing';
import { createQueryClient } from '@/lib/query-client';
import './styles/app.css';

const queryClient = createQueryClient();
const host = resolveHostApp(window.location.hostname);

async function createRouterForHost() {
  if (host.kind === 'main') {
    const router = createAppRouter(queryClient);
    wireSession(queryClient, router);
    return router;
  }
  // Only a public host (panasz…, munkavedelem…) loads the public router; the main app's first load does not carry it.
  const { createPublicRouter } = await import('@/app/public-router');
  return createPublicRouter(host.kind, queryClient);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
void createRouterForHost().then((router) =>
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  ),
);
// The QA scenario panel is in the mock build only (`--mode mock`): MODE is replaced at build time, so a
// production build drops this branch and never emits the panel's chunk.
if (import.meta.env.MODE === 'mock') void import('@/features/mock-scenarios/mount').then((m) => m.mountScenarioPanel(queryClient));

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { createAppRouter } from '@/app/router';
import { wireSession } from '@/app/session-wiring';
import { resolveHostApp } from '@/config/host-routing';
import { reportWindowErrors, rootErrorCallbacks } from '@/lib/crash-reports';
import { createQueryClient } from '@/lib/query-client';
import './styles/app.css';

const queryClient = createQueryClient();
const host = resolveHostApp(window.location.hostname);

async function createRouterForHost() {
  if (host.kind === 'main') {
    const router = createAppRouter(queryClient);
    return { router, unwire: wireSession(queryClient, router) };
  }
  // Only a public host (panasz…, munkavedelem…) loads the public router; the main app's first load does not carry it.
  const { createPublicRouter } = await import('@/app/public-router');
  return { router: createPublicRouter(host.kind, queryClient), unwire: () => {} };
}

/** Starts the app in `container` at the address shown; resolves with what stops it again. */
async function startApp(container: HTMLElement): Promise<() => void> {
  // The router is made in a task of its own, after the first chunk's modules have run: together they were the longest
  // main-thread task of every direct load (npm run bench).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { router, unwire } = await createRouterForHost();
  // Every crash goes to one reporter (lib/crash-reports.ts; a deployment adds its sink with setCrashReportSink).
  const root = createRoot(container, rootErrorCallbacks());
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
  return () => {
    root.unmount();
    unwire();
    router.history.destroy();
  };
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
reportWindowErrors();
const started = startApp(container);
// The QA scenario panel and the app's restart are in the mock build only (`--mode mock`): MODE is replaced at
// build time, so a production build drops this branch and never emits their chunk.
if (import.meta.env.MODE === 'mock')
  void import('@/features/mock-scenarios/mount').then((m) => m.mountMockTools({ queryClient, started, start: () => startApp(container) }));

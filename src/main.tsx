import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { createAppRouter } from '@/app/router';
import { createPublicRouter } from '@/app/public-router';
import { wireSession } from '@/app/session-wiring';
import { resolveHostApp } from '@/config/host-routing';
import { createQueryClient } from '@/lib/query-client';
import './styles/app.css';

const queryClient = createQueryClient();
const host = resolveHostApp(window.location.hostname);
const router = host.kind === 'main' ? createAppRouter(queryClient) : createPublicRouter(host.kind, queryClient);
if (host.kind === 'main') wireSession(queryClient, router);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);

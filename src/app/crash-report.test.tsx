import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from '@/components/ui/RouteError';
import { RecordCreateScreen } from '@/features/records/screens/RecordCreateScreen';
import { setCrashReportSink, type CrashReport } from '@/lib/crash-reports';
import { systemErrorReportsSection } from '@/sections/common/system-error-reports';
import { renderRouter } from '@/test/render';
import { RouterFrame } from './RouterFrame';
import { SectionRouteError } from './section-routes/SectionRouteError';

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'name')");
}

/** The app's frame with a screen at `path` that throws while rendering (its error screen `errorComponent`), beside the system error reports' new screen. */
function renderCrashingScreen(path: string, errorComponent: typeof RouteError) {
  const rootRoute = createRootRoute({ component: RouterFrame });
  const crashing = createRoute({ getParentRoute: () => rootRoute, path: path.split('?')[0]!, component: Broken, errorComponent });
  const form = createRoute({
    getParentRoute: () => rootRoute,
    path: '/rendszerhibak/uj.html',
    component: () => <RecordCreateScreen section={systemErrorReportsSection} />,
  });
  const router = createRouter({ routeTree: rootRoute.addChildren([crashing, form]), history: createMemoryHistory({ initialEntries: [path] }) });
  renderRouter(router, new QueryClient());
  return router;
}

describe("a crash on a screen (issue 37): the error screen's 'Hiba bejelentése'", { timeout: 20_000 }, () => {
  it.each([
    ['the default error screen', RouteError],
    ["a section's error screen", SectionRouteError],
  ])('%s reports the error and opens a new system error report with the address, the time and the message filled in', async (_name, errorComponent) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const received: CrashReport[] = [];
    const removeSink = setCrashReportSink((report) => received.push(report));
    const router = renderCrashingScreen('/hr/dolgozok/12.html?lap=2', errorComponent);

    const link = await screen.findByRole('link', { name: 'Hiba bejelentése' }, { timeout: 5000 });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    const message = "Cannot read properties of undefined (reading 'name')";
    expect(received[0]).toMatchObject({ kind: 'error-screen', message, address: '/hr/dolgozok/12.html?lap=2' });
    await userEvent.click(link);

    expect(await screen.findByRole('heading', { name: 'Új rendszerhiba bejelentés', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rendszerhibak/uj.html');
    expect(screen.getByRole('textbox', { name: /Tárgy/ })).toHaveValue(`Programhiba: ${message}`);
    const description = (screen.getByRole('textbox', { name: /Leírás/ }) as HTMLTextAreaElement).value;
    expect(description).toContain(`Cím: ${window.location.origin}/hr/dolgozok/12.html?lap=2\n`);
    expect(description).toMatch(/\nIdőpont: \d{4}\. \d{2}\. \d{2}\. \d{2}:\d{2}:\d{2}\n/);
    expect(description).toContain(`\nHibaüzenet: ${message}\n`);
    expect(screen.getByRole('combobox', { name: /Kategória/ })).toHaveValue('Programhiba');
    removeSink();
  });
});

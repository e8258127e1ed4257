import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RecordCreateScreen } from '@/features/records/screens/RecordCreateScreen';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch } from '@/test/fetch-mock';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { renderRouter } from '@/test/render';
import { specExampleFetch } from '@/test/spec-fetch';
import { absencesSection } from './hr/absences';
import { roomReservationsSection } from './operations/room-reservations';

/** The section's new screen at `address` (its search too). */
function renderNew(screen: () => ReactNode, address: string) {
  mockFetch(specExampleFetch());
  const rootRoute = createRootRoute({ component: Outlet });
  const route = createRoute({ getParentRoute: () => rootRoute, path: address.split('?')[0]!, component: screen });
  const router = createRouter({ routeTree: rootRoute.addChildren([route]), history: createMemoryHistory({ initialEntries: [address] }) });
  renderRouter(router, createQueryClient());
}

const field = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
const segments = (name: string) =>
  within(field(name))
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent)
    .join(' ');

describe("a calendar's day opens the new form with that day as its start (issue 35)", () => {
  it("room reservation at uj.html?nap=2026-11-26: 'Kezdés' is that day, 'Befejezés' empty, and 'Kezdés' begins the row 'Befejezés' ends", async () => {
    renderNew(() => <RecordCreateScreen section={roomReservationsSection} />, '/muszak/teremfoglalasok/uj.html?nap=2026-11-26');
    await screen.findByRole('heading', { level: 1, name: 'Új teremfoglalás' });
    await screen.findByRole('group', { name: /Befejezés/ });
    expect(segments('start_time')).toBe('2026 11 26 0 00');
    expect(segments('end_time')).not.toMatch(/\d/);
    expect(field('start_time')).toHaveClass('record-form__field--range-start');
    expect(field('start_time').compareDocumentPosition(field('end_time')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("without a day, 'Befejezés' is not the current time while 'Kezdés' is empty", async () => {
    renderNew(() => <RecordCreateScreen section={roomReservationsSection} />, '/muszak/teremfoglalasok/uj.html');
    await screen.findByRole('group', { name: /Befejezés/ });
    expect(segments('start_time')).not.toMatch(/\d/);
    expect(segments('end_time')).not.toMatch(/\d/);
  });

  it('an absence at uj.html?nap=2026-11-26 starts on that day', async () => {
    renderNew(() => <RecordCreateScreen section={absencesSection} />, '/hr/tavolletjelento/uj.html?nap=2026-11-26');
    await screen.findByRole('group', { name: /Vége/ });
    expect(segments('start_date')).toBe('2026 11 26');
    expect(segments('end_date')).not.toMatch(/\d/);
  });
});

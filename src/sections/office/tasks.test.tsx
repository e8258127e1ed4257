import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { RecordDetailsScreen } from '@/features/records/screens/RecordDetailsScreen';
import type { CurrentUser, Task } from '@/generated/models';
import { createQueryClient } from '@/lib/query-client';
import { toastHistory } from '@/lib/toasts';
import { json, mockFetch, requests } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';
import { staffUser } from '@/test/users';
import { tasksSection } from './tasks';
import { renderRouter } from '@/test/render';

const PATH = '/api/feladatok/501/';
const OPEN = 'Menekülési útvonal jelöléseinek pótlása';
const DONE = 'Tűzoltó készülékek felülvizsgálata';

const subtask = (id: number, description: string, finished: boolean, finishedBy: string | null) => ({
  id,
  description,
  measure: null,
  assignees: [{ id: 45, name: 'Szabó Péter' }],
  deadline: '2026-12-05',
  finished,
  finished_by: finishedBy,
});

const task = (secondFinishedBy: string | null): Task => ({
  id: 501,
  title: 'Tűzvédelmi szemle előkészítése',
  institution_reference_number: 'TK/2026/1187',
  deadline: '2026-12-05',
  supervisor: { id: 21, name: 'Horváth Zsuzsanna' },
  institution: { id: 2, name: 'Petőfi Sándor Általános Iskola' },
  subtasks: [subtask(5011, DONE, true, 'Szabó Péter'), subtask(5012, OPEN, secondFinishedBy !== null, secondFinishedBy)],
  comments: [],
  attachments: [],
  created_from_mail: false,
  sender: null,
  sender_email: null,
  send_date: null,
});

/** The server: the task as it holds it, and what a PATCH answers (it records the change when it answers 200). */
function serve(user: CurrentUser, patch: () => Response) {
  let held = task(null);
  const examples = specExampleFetch();
  mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/felhasznalok/en/') return json(user);
    if (path === PATH && request.method === 'GET') return json(held);
    if (path === PATH && request.method === 'PATCH') {
      const answer = patch();
      if (answer.ok) held = task('Kovács Anna');
      return answer;
    }
    return examples(request);
  });
}

function renderTask(client: QueryClient) {
  const rootRoute = createRootRoute();
  const details = createRoute({
    getParentRoute: () => rootRoute,
    path: '/profil/feladatok/501.html',
    component: () => (
      <Suspense fallback={<p>Betöltés…</p>}>
        <RecordDetailsScreen section={tasksSection} id={501} />
      </Suspense>
    ),
  });
  const router = createRouter({ routeTree: rootRoute.addChildren([details]), history: createMemoryHistory({ initialEntries: ['/profil/feladatok/501.html'] }) });
  const view = renderRouter(router, client);
  return { ...view, heading: screen.findByRole('heading', { level: 1, name: /Tűzvédelmi szemle előkészítése/ }, { timeout: 5_000 }) };
}

const subtasksTable = () => screen.getByRole('table', { name: 'Részfeladatok' });
const rowOf = (description: string) => within(subtasksTable()).getByText(description).closest('tr')!;
const sent = (method: string) => requests.filter((r) => r.method === method && new URL(r.url).pathname === PATH);

describe("a task's subtask marked done from its details (sections 3 and 8)", () => {
  it("an unfinished subtask offers 'Elvégezve'; the PATCH names it alone; the task read again shows it done and by whom", async () => {
    const u = userEvent.setup();
    serve(staffUser(), () => json(task('Kovács Anna')));
    const client = createQueryClient();
    await renderTask(client).heading;
    // The finished subtask offers nothing; the open one its button, named after it.
    expect(within(rowOf(DONE)).queryByRole('button')).toBeNull();
    await u.click(within(rowOf(OPEN)).getByRole('button', { name: `Elvégezve: ${OPEN}` }));
    await waitFor(() => expect(within(rowOf(OPEN)).getByText('Kovács Anna')).toBeInTheDocument(), { timeout: 5_000 });
    expect(within(rowOf(OPEN)).queryByRole('button')).toBeNull();
    // Every subtask done: no empty action column either.
    expect(within(subtasksTable()).queryByRole('columnheader', { name: 'Művelet' })).toBeNull();
    expect(await sent('PATCH')[0]!.json()).toEqual({ subtasks: [{ id: 5012, finished: true }] });
    // Made stale by its exact key and read again; nothing else of the task was sent.
    expect(sent('GET')).toHaveLength(2);
    expect(sent('PUT')).toHaveLength(0);
    expect(toastHistory.get()[0]?.message).toBe('A részfeladat elvégzettnek jelölve.');
  }, 20_000);

  it("a 400 is kept as the task's error state: its messages by the subtask it names, the task unchanged, still there when the task is opened again", async () => {
    const u = userEvent.setup();
    let refuse = true;
    serve(staffUser(), () =>
      refuse
        ? json({ subtasks: [{ finished: ['Intézkedés nélkül a részfeladat nem jelölhető elvégzettnek.'], measure: ['Ez a mező nem lehet üres'] }] }, 400)
        : json(task('Kovács Anna')),
    );
    const client = createQueryClient();
    const first = renderTask(client);
    await first.heading;
    await u.click(within(rowOf(OPEN)).getByRole('button', { name: `Elvégezve: ${OPEN}` }));
    const alert = await within(rowOf(OPEN)).findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Intézkedés nélkül a részfeladat nem jelölhető elvégzettnek.');
    // Another field of the subtask is named by its label.
    expect(alert).toHaveTextContent('Intézkedés: Ez a mező nem lehet üres');
    expect(within(rowOf(OPEN)).getByRole('button', { name: `Elvégezve: ${OPEN}` })).toHaveAccessibleDescription(/Intézkedés nélkül/);
    expect(within(rowOf(DONE)).queryByRole('alert')).toBeNull();
    expect(within(rowOf(OPEN)).getByText('Nem')).toBeInTheDocument();
    expect(sent('GET')).toHaveLength(1);

    // The details opened again (same session): the failure is still by its subtask.
    first.unmount();
    await renderTask(client).heading;
    expect(within(rowOf(OPEN)).getByRole('alert')).toHaveTextContent('Intézkedés nélkül a részfeladat nem jelölhető elvégzettnek.');

    // Tried again and taken: the message goes, the subtask shows done.
    refuse = false;
    await u.click(within(rowOf(OPEN)).getByRole('button', { name: `Elvégezve: ${OPEN}` }));
    await waitFor(() => expect(within(rowOf(OPEN)).getByText('Kovács Anna')).toBeInTheDocument(), { timeout: 5_000 });
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);

  it('no such control for a read-only user (section 6), nor while the edit form is open', async () => {
    const u = userEvent.setup();
    serve(staffUser({ is_readonly: true }), () => json(task('Kovács Anna')));
    const readonly = renderTask(createQueryClient());
    await readonly.heading;
    expect(within(subtasksTable()).getByText(OPEN)).toBeInTheDocument();
    expect(within(subtasksTable()).queryByRole('button')).toBeNull();
    readonly.unmount();

    serve(staffUser(), () => json(task('Kovács Anna')));
    await renderTask(createQueryClient()).heading;
    expect(within(rowOf(OPEN)).getByRole('button', { name: `Elvégezve: ${OPEN}` })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Szerkesztés' }));
    // The form's code loads on the first 'Szerkesztés'.
    await screen.findByRole('button', { name: 'Mentés' }, { timeout: 10_000 });
    expect(within(subtasksTable()).queryByRole('button', { name: /^Elvégezve/ })).toBeNull();
  }, 20_000);
});

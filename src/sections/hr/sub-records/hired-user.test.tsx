import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getPositionQuery } from '@/generated/api/hr';
import type { HiredUser, PositionDetail } from '@/generated/models';
import { toast } from '@/lib/toasts';
import { renderRouter } from '@/test/render';
import { json, mockFetch, requests } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';
import { hiredUserCard as HiredUserCard } from './hired-user';

const examples = specExampleFetch();
const example = async <T,>(path: string, method = 'GET'): Promise<T> => (await examples(new Request(`http://localhost${path}`, { method }))).json();

/** The details screen as far as the card is concerned: the cached position, re-rendered when it changes. */
function Details() {
  const { data } = useSuspenseQuery(getPositionQuery({ path: { id: 5 } }));
  return <HiredUserCard record={data} user={{ is_readonly: false }} />;
}

/** The card on a details page of its own (the record form inside it uses the router). */
async function renderCard(hired: HiredUser | null) {
  const position: PositionDetail = await example('/api/allashelyek/5/');
  const client = new QueryClient();
  client.setQueryData(getPositionQuery({ path: { id: 5 } }).queryKey, { ...position, id: 5, hired_employee: hired });
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <Suspense fallback="Betöltés…">
          <Details />
        </Suspense>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/hr/allashelyek/5.html'] }),
  });
  renderRouter(router, client);
  await screen.findByRole('region', { name: 'Felvett dolgozó' });
  return client;
}

/** Answers the hired-user calls like the mock server does; the removal answers 204 without a body. */
function answerLikeTheMock(overrides: { put?: () => Response } = {}) {
  mockFetch((request) => {
    if (request.url.endsWith('/felhasznalo-eltavolitas/')) return new Response(null, { status: 204 });
    if (request.method === 'PUT' && overrides.put) return overrides.put();
    return examples(request);
  });
}

const card = () => screen.getByRole('region', { name: 'Felvett dolgozó' });

/** A date typed into the date input: segment by segment in a date picker, as text in a text input. */
async function typeDate(user: UserEvent, label: RegExp, isoDate: string) {
  const segments = within(card()).queryAllByRole('spinbutton', { name: label });
  if (segments[0]) {
    await user.click(segments[0]);
    await user.keyboard(isoDate.replace(/-/g, ''));
  } else {
    await user.type(within(card()).getByRole('textbox', { name: label }), isoDate);
  }
}

/** Pastes into a text input: typing a whole person's data key by key is slow on a busy machine. */
async function fill(user: UserEvent, label: RegExp, text: string) {
  await user.click(within(card()).getByRole('textbox', { name: label }));
  await user.paste(text);
}

const lastMutation = () => [...requests].reverse().find((r) => r.method !== 'GET');

// The hired user's form has some thirty inputs; rendering it takes seconds on a busy machine.
describe('the hired user card (objectEditor)', { timeout: 30_000 }, () => {
  it('records a hired user with POST when the position has none (the tax number looked up), and shows them at once', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    answerLikeTheMock();
    const client = await renderCard(null);

    expect(await screen.findByText('Nincs rögzített felvett dolgozó.')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Eltávolítás' })).not.toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Felvett dolgozó rögzítése' }));
    await fill(user, /^Név/, 'Kiss Réka');
    await fill(user, /Adóazonosító jel/, '8423456789');
    // The position's tax-number check looks the typed number up and says what it found.
    expect(await within(card()).findByText(/Ezzel az adóazonosító jellel/)).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith('/api/allashelyek/adoszam-ellenorzes/?adoszam=8423456789'))).toBe(true);
    await fill(user, /Születési név/, 'Kiss Réka');
    await typeDate(user, /Születési dátum/, '1994-02-08');
    await fill(user, /Születési hely/, 'Debrecen');
    await fill(user, /Anyja neve/, 'Fehér Mária');
    await user.click(within(card()).getByRole('button', { name: 'Rögzítés' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('A mentés sikeres.'));
    const request = lastMutation()!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/allashelyek/5/felhasznalo-rogzites/');
    expect(await request.clone().json()).toMatchObject({ name: 'Kiss Réka', tax_number: '8423456789', birth_date: '1994-02-08', mothers_name: 'Fehér Mária' });
    const answer: HiredUser = await example('/api/allashelyek/5/felhasznalo-rogzites/', 'POST');
    expect(client.getQueryData(getPositionQuery({ path: { id: 5 } }).queryKey)?.hired_employee).toEqual(answer);
    expect(within(card()).getByText(answer.tax_number)).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Adatok módosítása' })).toBeInTheDocument();
  });

  it('changes an existing hired user with PUT, showing a rejected save by its field and keeping the input', async () => {
    const user = userEvent.setup();
    const hired: HiredUser = await example('/api/allashelyek/5/felhasznalo-rogzites/', 'POST');
    let reject = true;
    answerLikeTheMock({
      put: () => (reject ? json({ tax_number: ['A mező csak szám karaktereket tartalmazhat'] }, 400) : json({ ...hired, name: 'Kiss-Nagy Réka' })),
    });
    const client = await renderCard(hired);

    expect(await within(card()).findByText(hired.tax_number)).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Adatok módosítása' }));
    const name = within(card()).getByRole('textbox', { name: /^Név/ });
    expect(name).toHaveValue(hired.name);
    await user.clear(name);
    await user.paste('Kiss-Nagy Réka');
    await user.click(within(card()).getByRole('button', { name: 'Mentés' }));

    expect(await within(card()).findByText('A mező csak szám karaktereket tartalmazhat')).toBeInTheDocument();
    expect(lastMutation()?.method).toBe('PUT');
    expect(within(card()).getByRole('textbox', { name: /^Név/ })).toHaveValue('Kiss-Nagy Réka');

    reject = false;
    await user.click(within(card()).getByRole('button', { name: 'Mentés' }));
    expect(await within(card()).findByText('Kiss-Nagy Réka')).toBeInTheDocument();
    expect(within(card()).queryByRole('textbox', { name: /^Név/ })).not.toBeInTheDocument();
    expect(client.getQueryData(getPositionQuery({ path: { id: 5 } }).queryKey)?.hired_employee?.name).toBe('Kiss-Nagy Réka');
  });

  it("'Mégse' closes the form in the card without saving and without leaving the page", async () => {
    const user = userEvent.setup();
    answerLikeTheMock();
    await renderCard(null);
    await user.click(within(card()).getByRole('button', { name: 'Felvett dolgozó rögzítése' }));
    await fill(user, /^Név/, 'Kiss Réka');
    await user.click(within(card()).getByRole('button', { name: 'Mégse' }));

    expect(within(card()).queryByRole('textbox', { name: /^Név/ })).not.toBeInTheDocument();
    expect(within(card()).getByText('Nincs rögzített felvett dolgozó.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('removes the hired user only after the confirmation', async () => {
    const user = userEvent.setup();
    const hired: HiredUser = await example('/api/allashelyek/5/felhasznalo-rogzites/', 'POST');
    answerLikeTheMock();
    const client = await renderCard(hired);

    await user.click(await within(card()).findByRole('button', { name: 'Eltávolítás' }));
    const dialog = screen.getByRole('dialog', { name: 'Felvett dolgozó eltávolítása' });
    expect(dialog).toHaveTextContent(hired.name);
    await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);

    await user.click(within(card()).getByRole('button', { name: 'Eltávolítás' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eltávolítás' }));
    expect(await within(card()).findByText('Nincs rögzített felvett dolgozó.')).toBeInTheDocument();
    expect(new URL(lastMutation()!.url).pathname).toBe('/api/allashelyek/5/felhasznalo-eltavolitas/');
    expect(client.getQueryData(getPositionQuery({ path: { id: 5 } }).queryKey)?.hired_employee).toBeNull();
  });

  it('offers no action to a read-only user', async () => {
    const hired: HiredUser = await example('/api/allashelyek/5/felhasznalo-rogzites/', 'POST');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HiredUserCard record={{ id: 5, hired_employee: hired }} user={{ is_readonly: true }} />
      </QueryClientProvider>,
    );
    expect(within(card()).getByText(hired.tax_number)).toBeInTheDocument();
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
  });
});

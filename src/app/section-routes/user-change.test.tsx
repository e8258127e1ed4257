import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { createQueryClient } from '@/lib/query-client';
import { tokenStorage } from '@/lib/storage';
import { mockFetch } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';
import { App } from '../App';
import { createAppRouter } from '../router';
import { wireSession } from '../session-wiring';

/** The app at `path` on the spec's examples, signed in as the user example `user`; `switchTo` answers the next fetch of who is signed in with another example, as the QA panel's user switch does. */
function renderAs(path: string, user: string) {
  tokenStorage.set('t');
  const answerAs = (name: string) => mockFetch(specExampleFetch({ examples: { '/api/felhasznalok/en/': name } }));
  answerAs(user);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  wireSession(queryClient, router);
  render(<App queryClient={queryClient} router={router} />);
  return {
    switchTo(name: string) {
      answerAs(name);
      return queryClient.invalidateQueries({ queryKey: getCurrentUserQuery().queryKey });
    },
  };
}

const COMMITMENT = '/kotelezettsegvallalas/1042.html';
const editControls = () => ['Szerkesztés', 'Másolás', 'Excel munkalap'].map((name) => screen.queryByRole('button', { name }));

describe('permissions follow the signed-in user (issue 34)', { timeout: 40_000 }, () => {
  it("a commitment's edit controls and open edit form go the moment the user turns into one without the module, and the screen says 'Nincs jogosultság'", async () => {
    const app = renderAs(COMMITMENT, 'district_user');
    const edit = await screen.findByRole('button', { name: 'Szerkesztés' }, { timeout: 15_000 });
    expect(editControls().every(Boolean)).toBe(true);
    await userEvent.click(edit);
    expect(await screen.findByRole('region', { name: 'Szerkesztés' }, { timeout: 5000 })).toBeInTheDocument();

    await app.switchTo('no_permissions');

    expect(await screen.findByRole('heading', { name: 'Nincs jogosultság', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Szerkesztés' })).not.toBeInTheDocument();
    expect(editControls()).toEqual([null, null, null]);
  });

  it('a read-only user keeps the screen but loses its edit controls, and the open form closes', async () => {
    const app = renderAs(COMMITMENT, 'district_user');
    await userEvent.click(await screen.findByRole('button', { name: 'Szerkesztés' }, { timeout: 15_000 }));
    expect(await screen.findByRole('region', { name: 'Szerkesztés' }, { timeout: 5000 })).toBeInTheDocument();

    await app.switchTo('readonly_user');

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Szerkesztés' })).not.toBeInTheDocument());
    expect(editControls()).toEqual([null, null, null]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Kötelezettségvállalás/);
  });

  it('a screen refused to the user before opens once the user may open it, without a reload', async () => {
    const app = renderAs(COMMITMENT, 'no_permissions');
    expect(await screen.findByRole('heading', { name: 'Nincs jogosultság', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();

    await app.switchTo('district_user');

    expect(await screen.findByRole('button', { name: 'Szerkesztés' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nincs jogosultság' })).not.toBeInTheDocument();
  });

  it("a list's 'Új' goes when the user turns read-only", async () => {
    const app = renderAs('/kotelezettsegvallalas/lista.html', 'district_user');
    expect(await screen.findByRole('link', { name: /^\+ Új/ }, { timeout: 15_000 })).toBeInTheDocument();

    await app.switchTo('readonly_user');

    await waitFor(() => expect(screen.queryByRole('link', { name: /^\+ Új/ })).not.toBeInTheDocument());
  });
});

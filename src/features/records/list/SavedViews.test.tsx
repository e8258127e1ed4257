import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSectionList } from '@/test/list-section';

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

async function openViews(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Nézetek' }));
  return screen.findByRole('menu');
}

async function saveView(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(await openViews(user)).getByRole('menuitem', { name: 'Nézet mentése…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nézet mentése' });
  const field = within(dialog).getByRole('textbox', { name: 'A nézet neve' });
  await user.clear(field);
  if (name) await user.type(field, name);
  await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
  return dialog;
}

describe('saved views of a list', () => {
  it('saves the search, filters, page size and chosen columns under a name; the view is a link that brings them all back', async () => {
    const user = userEvent.setup();
    const { router } = renderSectionList({ initial: '/lista?q=nyomtató&state=pending&limit=50&page=2', total: 200 });
    await screen.findByRole('link', { name: 'Második' });
    await user.click(screen.getByRole('button', { name: 'Oszlopok' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Oszlopok' })).getByRole('checkbox', { name: 'Állapot' }));
    await user.keyboard('{Escape}');
    await saveView(user, 'Függő nyomtatók');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nézet mentése' })).toBeNull());
    expect(JSON.parse(window.localStorage.getItem('prefs:12:views:things') ?? '[]')).toEqual([
      { name: 'Függő nyomtatók', search: { q: 'nyomtató', state: 'pending', limit: 50 }, columns: { order: ['state'], hidden: ['state'] } },
    ]);

    // Elsewhere, with the list's own columns again.
    await user.click(screen.getByRole('button', { name: 'Oszlopok' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Oszlopok' })).getByRole('button', { name: 'Eredeti oszlopok' }));
    await user.keyboard('{Escape}');
    await router.navigate({ href: '/lista' });
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(headers()).toEqual(['Tárgy', 'Állapot']);

    const item = within(await openViews(user)).getByRole('menuitem', { name: 'Függő nyomtatók' });
    expect(item).toHaveAttribute('href', '/lista?q=nyomtat%C3%B3&state=pending&limit=50');
    await user.click(item);
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'nyomtató', state: 'pending', limit: 50 }));
    expect(headers()).toEqual(['Tárgy']);
  });

  it('refuses an empty name and one the list already has, saying why', async () => {
    const user = userEvent.setup();
    renderSectionList();
    await screen.findByRole('link', { name: 'Második' });
    let dialog = await saveView(user, '   ');
    expect(within(dialog).getByText('Adjon nevet a nézetnek.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    await saveView(user, 'Saját');
    dialog = await saveView(user, 'saját');
    expect(within(dialog).getByText('Már van ilyen nevű nézet.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('prefs:12:views:things') ?? '[]')).toHaveLength(1);
  });

  it('renames and removes a view there', async () => {
    const user = userEvent.setup();
    renderSectionList({ initial: '/lista?state=pending' });
    await screen.findByRole('link', { name: 'Második' });
    await saveView(user, 'Függők');
    await user.click(within(await openViews(user)).getByRole('menuitem', { name: 'Nézetek kezelése…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nézetek kezelése' });
    const name = within(dialog).getByRole('textbox', { name: '„Függők” új neve' });
    await user.clear(name);
    await user.type(name, 'Függőben lévők');
    await user.click(within(dialog).getByRole('button', { name: 'Átnevezés' }));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('prefs:12:views:things') ?? '[]')[0]?.name).toBe('Függőben lévők'));
    await user.click(within(dialog).getByRole('button', { name: '„Függőben lévők” törlése' }));
    expect(window.localStorage.getItem('prefs:12:views:things')).toBeNull();
    expect(within(dialog).getByText('Nincs mentett nézet.')).toBeInTheDocument();
  });

  it('a view saved by one user is not offered to another', async () => {
    window.localStorage.setItem('prefs:13:views:things', JSON.stringify([{ name: 'Másé', search: {} }]));
    const user = userEvent.setup();
    renderSectionList({ userId: 12 });
    await screen.findByRole('link', { name: 'Második' });
    const menu = await openViews(user);
    expect(within(menu).queryByRole('menuitem', { name: 'Másé' })).toBeNull();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Nézet mentése…']);
  });
});

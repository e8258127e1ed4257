import { render, screen, within } from '@testing-library/react';
import { RouterProvider } from 'react-aria-components';
import { afterEach, describe, expect, it } from 'vitest';
import { Page } from '@/components/ui/Page';
import { rememberListSearch } from '@/lib/list-memory';
import { Trail, trailCrumbs } from './Trail';

const granted = new Set(['commitments.can_use_commitment_module']);

describe('trail', () => {
  afterEach(() => window.sessionStorage.clear());

  it('names home, module, section and the record on a details screen', () => {
    expect(trailCrumbs('/kotelezettsegvallalas/12.html', 'KV-2026/12', granted)).toEqual([
      { label: 'Kezdőlap', href: '/' },
      { label: 'Pénzügy', href: '/kotelezettsegvallalas/lista.html' },
      { label: 'Kötelezettségvállalás', href: '/kotelezettsegvallalas/lista.html' },
      { label: 'KV-2026/12', href: '/kotelezettsegvallalas/12.html' },
    ]);
  });

  it('ends with the section on its list, and its link keeps the list as it was left elsewhere', () => {
    expect(trailCrumbs('/penzugy/szamlazas/lista.html', 'Számlázás', granted).map((crumb) => crumb.label)).toEqual(['Kezdőlap', 'Pénzügy', 'Számlázás']);
    rememberListSearch('/penzugy/szamlazas/lista.html', '?q=iroda&page=2');
    expect(trailCrumbs('/penzugy/szamlazas/7.html', 'SZ-7', granted)[2]).toEqual({ label: 'Számlázás', href: '/penzugy/szamlazas/lista.html?q=iroda&page=2' });
  });

  it('a screen outside the menu (messages) is home › its title; a module the user may open nothing of has no link', () => {
    expect(trailCrumbs('/uzenetek.html', 'Üzenetek', granted)).toEqual([
      { label: 'Kezdőlap', href: '/' },
      { label: 'Üzenetek', href: '/uzenetek.html' },
    ]);
    expect(trailCrumbs('/hr/dolgozok/1.html', 'Kiss Anna', new Set()).map((crumb) => crumb.label)).toEqual(['Kezdőlap', 'HR', 'Dolgozók', 'Kiss Anna']);
  });

  it("renders each crumb as a link, the shown screen's with aria-current, its name from the page's trail title; its section stays marked", () => {
    render(
      <RouterProvider navigate={() => undefined}>
        <Trail pathname="/kotelezettsegvallalas/12.html" permissions={[...granted]} />
        <Page title="Kötelezettségvállalás: KV-2026/12" trailTitle="KV-2026/12">
          <p>tartalom</p>
        </Page>
      </RouterProvider>,
    );
    const trail = screen.getByRole('navigation', { name: 'Útvonal' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Kezdőlap', 'Pénzügy', 'Kötelezettségvállalás', 'KV-2026/12']);
    expect(links[3]).toHaveAttribute('aria-current', 'page');
    // The section the record belongs to is marked while the menu is closed (issue 35); home and the module are not.
    expect(links[2]).toHaveAttribute('aria-current', 'location');
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(links[1]).not.toHaveAttribute('aria-current');
    expect(links[2]).toHaveAttribute('href', '/kotelezettsegvallalas/lista.html');
  });
});

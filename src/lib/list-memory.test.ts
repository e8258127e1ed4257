import { afterEach, describe, expect, it } from 'vitest';
import { listHref, rememberListSearch } from './list-memory';
import { forgetMemoriesOfPage, forgetSessionMemories } from './session-memory';

describe('the way back to a list', () => {
  afterEach(() => window.sessionStorage.clear());

  it('returns to the list with the search it was left with, per list', () => {
    rememberListSearch('/penzugy/szamlazas/lista.html', '?q=iroda&page=2');
    rememberListSearch('/hr/dolgozok/lista.html', '?active=true');
    expect(listHref('/penzugy/szamlazas/lista.html')).toBe('/penzugy/szamlazas/lista.html?q=iroda&page=2');
    expect(listHref('/hr/dolgozok/lista.html')).toBe('/hr/dolgozok/lista.html?active=true');
    expect(listHref('/penzugy/partnerek/lista.html')).toBe('/penzugy/partnerek/lista.html');
  });

  it('forgets the search when the list was last shown without one, and keeps nothing in localStorage', () => {
    rememberListSearch('/penzugy/szamlazas/lista.html', '?q=iroda');
    rememberListSearch('/penzugy/szamlazas/lista.html', '');
    expect(listHref('/penzugy/szamlazas/lista.html')).toBe('/penzugy/szamlazas/lista.html');
    expect(window.localStorage.length).toBe(0);
  });

  it('keeps the search for the browser tab (a reload of a details screen still leads back to it)', () => {
    rememberListSearch('/muszak/termek/lista.html', '?page=3');
    expect(window.sessionStorage.getItem('list-search:/muszak/termek/lista.html')).toBe('?page=3');
  });

  it('a load of the page keeps the searches of the tab; a sign-out forgets them', () => {
    rememberListSearch('/muszak/termek/lista.html', '?page=3');
    forgetMemoriesOfPage();
    expect(listHref('/muszak/termek/lista.html')).toBe('/muszak/termek/lista.html?page=3');
    forgetSessionMemories();
    expect(listHref('/muszak/termek/lista.html')).toBe('/muszak/termek/lista.html');
  });
});

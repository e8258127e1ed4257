import { describe, expect, it } from 'vitest';
import { isListAddress, locateScreen, moduleHome } from './trail';
import { mainMenu } from './site-map';

const place = (pathname: string) => {
  const { module, section } = locateScreen(pathname);
  return [module?.label, section?.label];
};

describe('where a screen sits in the site map', () => {
  it("finds a section's list, details and new screens by its URL base", () => {
    expect(place('/kotelezettsegvallalas/lista.html')).toEqual(['Pénzügy', 'Kötelezettségvállalás']);
    expect(place('/kotelezettsegvallalas/12.html')).toEqual(['Pénzügy', 'Kötelezettségvállalás']);
    expect(place('/hr/dolgozok/uj.html')).toEqual(['HR', 'Dolgozók']);
    // A calendar entry point's records live under its base.
    expect(place('/hr/tavolletjelento/3.html')).toEqual(['HR', 'Távollétjelentő']);
  });

  it('finds special screens: a record-keyed one by its list, the planner years beside their menu screen, the basket by its own address', () => {
    expect(place('/hr/munkabajaras/5.html')).toEqual(['HR', 'Munkába járási adatok']);
    expect(place('/penzugy/tervezo/2026/menu.html')).toEqual(['Pénzügy', 'Éves tervezés']);
    expect(place('/keszlet/kosarak/sajat.html')).toEqual(['Műszaki ügyek', 'Saját kosár']);
    expect(place('/rendszerhibak/4.html')).toEqual([undefined, 'Rendszerhiba bejelentések']);
  });

  it('a calendar of the same base is its own section; a fixed screen outside the menu has none', () => {
    expect(place('/muszak/teremberles/naptar.html')).toEqual(['Műszaki ügyek', 'Teremberlés – naptár']);
    expect(place('/muszak/teremberles/7.html')).toEqual(['Műszaki ügyek', 'Teremberlés']);
    expect(place('/uzenetek.html')).toEqual([undefined, undefined]);
  });

  it("a module's link is its first section the user may open", () => {
    const finance = mainMenu.find((module) => module.id === 'finance')!;
    expect(moduleHome(finance, new Set(['commitments.can_use_commitment_module']))).toBe('/kotelezettsegvallalas/lista.html');
    expect(moduleHome(finance, new Set())).toBe('/penzugy/szamlazas/lista.html');
  });

  it('knows which addresses are lists worth returning to', () => {
    expect(isListAddress('/penzugy/szamlazas/lista.html')).toBe(true);
    expect(isListAddress('/hr/tavolletjelento/lista.html')).toBe(true);
    expect(isListAddress('/penzugy/szamlazas/3.html')).toBe(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { allSections, sectionBase } from '@/config/site-map';
import { findSection, registeredIds, registeredSections } from './registry';

describe('the section registry', () => {
  it('each registered id is a site-map section with a URL base', () => {
    const bases = new Map(allSections().map((s) => [s.id, sectionBase(s)]));
    for (const id of registeredIds) expect(bases.get(id), id).toBeDefined();
    expect(
      registeredSections()
        .map((s) => s.entry.id)
        .sort(),
    ).toEqual([...registeredIds].sort());
  });

  it('no two sections share a URL base', () => {
    const bases = allSections().flatMap((s) => sectionBase(s) ?? []);
    expect(bases.filter((b, i) => bases.indexOf(b) !== i)).toEqual([]);
  });

  it('finds a section by its URL base and nothing else', () => {
    expect(findSection('/rendszerhibak')?.entry.label).toBe('Rendszerhiba bejelentések');
    expect(findSection('/rendszerhibak.html')).toBeUndefined();
    expect(findSection('/nincs/ilyen')).toBeUndefined();
  });

  it('loads a declaration only when asked', async () => {
    const spy = vi.fn();
    vi.doMock('./common/system-error-reports', async (importOriginal) => {
      spy();
      return importOriginal();
    });
    vi.resetModules();
    const fresh = await import('./registry');
    const entry = fresh.findSection('/rendszerhibak')!;
    expect(spy).not.toHaveBeenCalled();
    const section = await entry.load();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(section((s) => s.title)).toBe('Rendszerhiba bejelentések');
    vi.doUnmock('./common/system-error-reports');
  });

  // The declaration's own URLs and permission must be the site-map's: the menu and the routes read
  // the site-map, the screens read the declaration.
  it.each(registeredSections().map((s) => [s.entry.id, s] as const))('%s: its declaration agrees with its site-map entry', async (_id, { entry, base, load }) => {
    const section = await load();
    const declared = section((s) => ({ id: s.id, list: s.routes.list, create: s.routes.create, details: s.routes.details(7), permission: s.permission }));
    expect(declared.id).toBe(entry.id);
    expect([entry.path, `${base}/lista.html`]).toContain(declared.list);
    expect(declared.details).toBe(`${base}/7.html`);
    if (declared.create !== undefined) expect(declared.create).toBe(`${base}/uj.html`);
    expect(declared.permission).toBe(entry.permission);
  });
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { allSections, sectionBase } from '@/config/site-map';
import { findSection, registeredIds, registeredSections } from './registry';

const routes = readFileSync(resolve(process.cwd(), '../shared/checklists/routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.split('->')[0]!.trim());

describe('the section registry', () => {
  it('every registered section has a site-map entry with a URL base', () => {
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

  // A declaration names its site-map entry by id; its screens' addresses come from that entry (its path and URL base)
  // and its new screen is there exactly where routes.txt has one.
  it.each(registeredSections().map((s) => [s.entry.id, s] as const))('%s: its screens are those of its site-map entry', async (id, { entry, base, load }) => {
    const section = await load();
    const declared = section((s) => ({ id: s.id, list: s.routes.list, create: s.routes.create, details: s.routes.details(7) }));
    expect(declared.id).toBe(id);
    expect(declared.list).toBe(entry.path);
    expect(declared.details).toBe(`${base}/7.html`);
    expect(declared.create).toBe(routes.includes(`${base}/uj.html`) ? `${base}/uj.html` : undefined);
  });
});

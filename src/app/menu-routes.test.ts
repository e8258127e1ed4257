import { describe, expect, it } from 'vitest';
import { allSections, sectionBase } from '@/config/site-map';
import { createQueryClient } from '@/lib/query-client';
import { findSection, registeredSections } from '@/sections/registry';
import { createAppRouter } from './router';
import { sectionBaseOf } from './section-routes/access';

const router = createAppRouter(createQueryClient());

/** The route that serves `path`, and the section base its params name when it is a generic section route. */
function routeFor(path: string): { id: string | undefined; base?: string; entityId?: string } {
  const [, params, found] = router.getMatchedRoutes(path);
  const id = found?.id;
  if (!id?.includes('/$module/')) return { id };
  return { id, base: sectionBaseOf({ module: params.module!, section: params.section }), entityId: params.entityId };
}

describe('the menu and the routes come from one declaration', () => {
  it('every menu path is served by its own file route (a special screen), or a section list or calendar through the generic routes', async () => {
    const notBuilt: string[] = [];
    const calendars: string[] = [];
    for (const entry of allSections()) {
      const { id, base, entityId } = routeFor(entry.path);
      expect(id, entry.path).toBeDefined();
      if (base === undefined) continue;
      if (id!.endsWith('/lista.html')) {
        expect(base, entry.path).toBe(sectionBase(entry));
      } else if (id!.endsWith('/naptar.html')) {
        // The generic calendar route: the section under that base declares the calendar.
        const section = await findSection(base)?.load();
        expect(
          section?.((s) => s.calendar?.route),
          entry.path,
        ).toBe(entry.path);
        calendars.push(entry.path);
      } else {
        // A screen not built reaches the details route with a name for an id, which answers 404, never a record.
        expect(entityId, entry.path).not.toMatch(/^\d+$/);
        notBuilt.push(entry.path);
      }
    }
    expect(calendars).toContain('/hr/tavolletjelento/naptar.html');
    expect(calendars).toContain('/muszak/teremberles/naptar.html');
    expect(notBuilt).toEqual([]);
  });

  it('every registered section is reached: its list, new and details URLs land on routes that find it', async () => {
    for (const { entry, base, load } of registeredSections()) {
      const section = await load();
      const urls = section((s) => [s.routes.list, s.routes.create, s.routes.details(1042)].filter((u): u is string => u !== undefined));
      for (const url of urls) {
        const route = routeFor(url);
        expect(route.id, url).toBeDefined();
        if (route.base !== undefined) expect(findSection(route.base)?.entry, url).toBe(entry);
      }
      expect(routeFor(`${base}/1042.html`).base).toBe(base);
    }
  });

  it('each special screen is a file route of its own that wins over the generic routes at its addresses', () => {
    const example = (path: string) =>
      path
        .replace('$year', '2026')
        .replace('{$library}', 'sajat')
        .replace(/\{\$\w+\}|\$\w+/g, '5');
    const special = Object.values(router.routesById).filter((route) => route.options.staticData?.specialScreen);
    expect(special.length).toBeGreaterThanOrEqual(16);
    for (const route of special) {
      const path = example(route.fullPath);
      expect(routeFor(path).id, path).toBe(route.id);
      // One guarded by its own address is a menu entry: its permission is the entry's.
      if (route.options.staticData?.specialScreen?.guardedBy === undefined)
        expect(
          allSections().map((s) => s.path),
          path,
        ).toContain(path);
    }
    for (const path of [
      '/allaskeresoportal/lista.html',
      '/allaskeresoportal/5.html',
      '/dev/kviz/belepes.html',
      '/dev/kviz/kitoltes.html',
      '/dev/panasz/belepes.html',
      '/dev/panasz/uj.html',
      '/dev/panasz/5.html',
    ]) {
      expect(routeFor(path).id, path).toBe(path.replace(/\/5\.html$/, () => (path.startsWith('/dev') ? '/{$entityId}.html' : '/{$openJobId}.html')));
    }
  });

  it('static screens win over the generic routes', () => {
    expect(routeFor('/hr/munkabajaras/lista.html').id).toBe('/_signedIn/_shell/hr/munkabajaras/lista.html');
    expect(routeFor('/hr/munkabajaras/lista.html').base).toBeUndefined();
    expect(routeFor('/hr/allashelyek/lista.html').base).toBe('/hr/allashelyek');
    expect(routeFor('/muszak/teremberles/naptar.html').id).toMatch(/\/\$module\/\$section\/naptar\.html$/);
    expect(routeFor('/rendszerhibak.html').base).toBeUndefined();
    expect(routeFor('/hr/dolgozok/lista.html').base).toBe('/hr/dolgozok');
    expect(routeFor('/kotelezettsegvallalas/12.html').base).toBe('/kotelezettsegvallalas');
  });
});

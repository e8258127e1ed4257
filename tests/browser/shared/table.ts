// The shared suite's table, read from the app's own declarations: every registered section
// (src/sections/registry.ts, its menu entry in src/config/site-map.ts) and every special screen of the
// signed-in portal (a file route under src/routes/ marked by its `staticData.specialScreen`). Nothing here
// lists a section by hand, so a section or screen registered tomorrow gets the shared checks without a new test file.
import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router';
import { createAppRouter } from '@/app/router';
import { isMenuGroup, mainMenu, siteMapPath, type MenuNode, type MenuSection } from '@/config/site-map';
import type { ListParamMeta } from '@/generated/list-params/types';
import { registeredSections } from '@/sections/registry';
import { createQueryClient } from '@/lib/query-client';
import { routeCases } from '../../routes/route-list';

export interface FormField {
  name: string;
  label: string;
}

export interface SectionCase {
  /** The site-map id. */
  id: string;
  title: string;
  recordName: string;
  list: string;
  /** The section's list screen is its calendar (section 2 names no list screen for it): the list checks do not apply. */
  listIsCalendar: boolean;
  create?: string;
  details: (id: number) => string;
  /** The record's API base (`/api/allashelyek/`): its list GET, its details and update under it. */
  apiBase: string;
  /** The header of each declared column that is a row field. */
  columns: string[];
  /** Each declared filter with the value the suite sets and the text the request must carry. */
  filters: { name: string; label: string; kind: string; value: string }[];
  /** Fixed query parameters every list call sends (the request forms' module). */
  fixed: Record<string, string>;
  export: boolean;
  /** The new form: its plain text fields (typed into, given server messages), whether any field is required. */
  form?: { textFields: FormField[]; hasRequired: boolean };
  /** Whether the details offer the edit form (an update call and a form). */
  editable: boolean;
  panels: { approval: boolean; comments: boolean; attachments: boolean; documents: boolean; subscribe: boolean };
  /** The labels of the record's own actions (x-record-action), none of which a read-only user may see. */
  actions: string[];
  /** The permission of its menu entry (section 6), if any. */
  permission?: string;
  /** The menu labels leading to the entry, when the entry is gated by a permission. */
  gate?: { menuPath: string[] };
  /** The section's menu entry: its address and the labels leading to it (the last is the section's own). */
  menu?: { path: string; labels: string[] };
  /** The section's month calendar (naptar.html): its address and heading. */
  calendar?: { route: string; title: string };
}

export interface ScreenCase {
  /** The address pattern of the special screen's file route (`/hr/munkabajaras/{$employmentId}.html`). */
  pattern: string;
  /** A concrete URL of it: the pattern itself, or the route checklist's line that matches it. */
  url: string;
  permission?: string;
  gate?: { menuPath: string[] };
}

/** The labels from the main menu's top to the entry at `path`, or undefined when no menu item opens it. */
function menuPathTo(path: string, nodes: readonly MenuNode[] = mainMenu, above: string[] = []): string[] | undefined {
  for (const node of nodes) {
    if (isMenuGroup(node)) {
      const found = menuPathTo(path, node.children, [...above, node.label]);
      if (found) return found;
    } else if (node.path === path) return [...above, node.label];
  }
  return undefined;
}

const menuOf = (path: string) => {
  const labels = menuPathTo(path);
  return labels ? { path, labels } : undefined;
};

const gateOf = (entry: MenuSection | undefined) => {
  const menuPath = entry?.permission ? menuPathTo(entry.path) : undefined;
  return menuPath ? { menuPath } : undefined;
};

/** A value of the filter's kind the list accepts; what the request then carries is the same text. */
function filterValue(meta: ListParamMeta): string {
  if (meta.kind === 'boolean') return 'true';
  if (meta.enumLabels) return Object.keys(meta.enumLabels)[0]!;
  if (meta.year) return '2026';
  if (meta.kind === 'date' || meta.kind === 'datetime') return meta.range?.end === 'max' ? '2026-12-31' : '2026-01-15';
  if (meta.kind === 'integer' || meta.kind === 'number') return meta.range?.end === 'max' ? '900000' : meta.lookup ? '2' : '10';
  return 'Teszt';
}

const plainText = (meta: { kind: string; format?: string; enumLabels?: unknown; lookup?: unknown; readOnly?: true }) =>
  meta.kind === 'string' && !meta.format && !meta.enumLabels && !meta.lookup && !meta.readOnly;

export async function sectionCases(): Promise<SectionCase[]> {
  const cases: SectionCase[] = [];
  for (const registered of registeredSections()) {
    const section = await registered.load();
    cases.push(
      section((d): SectionCase => {
        const filterNames = [...(d.list.filters ?? [])];
        // One end of a range brings the other (ListFilters' filterGroups).
        for (const name of d.list.filters ?? []) {
          const pair = d.list.params?.filters[name]?.range?.pair;
          if (pair && !filterNames.includes(pair)) filterNames.push(pair);
        }
        const filters = filterNames.flatMap((name) => {
          const meta = d.list.params?.filters[name];
          if (!meta) return [];
          return [
            {
              name,
              label: meta.label,
              kind: meta.range ? `range ${meta.kind}` : meta.lookup ? 'chooser' : meta.enumLabels ? 'choice' : meta.kind,
              value: filterValue(meta),
            },
          ];
        });
        const form = d.form && d.routes.create && d.api.create ? d.form : undefined;
        return {
          id: registered.entry.id,
          title: d.title,
          recordName: d.recordName,
          list: d.routes.list,
          listIsCalendar: Boolean(d.calendar && d.routes.list === d.calendar.route),
          create: form ? d.routes.create : undefined,
          details: d.routes.details,
          apiBase: 'basePath' in d.api && typeof d.api.basePath === 'string' ? d.api.basePath : '',
          columns: d.list.columns.flatMap((column) => (typeof column === 'string' ? [d.list.meta.fields[column]?.label ?? column] : [])),
          filters,
          fixed: Object.fromEntries(Object.entries(d.list.fixed ?? {}).map(([name, value]) => [name, String(value)])),
          export: Boolean(d.api.export) && !d.list.views,
          form: form
            ? {
                textFields: form.fields.flatMap((name) => {
                  const meta = form.meta.fields[name];
                  return meta && plainText(meta) && !form.shownWhen?.[name] ? [{ name, label: meta.label }] : [];
                }),
                hasRequired: form.fields.some((name) => form.meta.fields[name]?.required),
              }
            : undefined,
          editable: Boolean(d.form && d.api.update),
          panels: {
            approval: Boolean(d.details.panels.approval),
            comments: Boolean(d.details.panels.comments),
            attachments: Boolean(d.details.panels.attachments),
            documents: Boolean(d.details.panels.documents && d.api.generatePreview),
            subscribe: Boolean(d.details.panels.subscribe && d.api.subscribe),
          },
          actions: (d.api.actions ?? []).flatMap((action) => (d.details.actions?.[action.id]?.hidden ? [] : [d.details.actions?.[action.id]?.label ?? action.label])),
          permission: registered.entry.permission,
          gate: gateOf(registered.entry),
          menu: menuOf(registered.entry.path),
          calendar: d.calendar ? { route: d.calendar.route, title: d.calendar.title } : undefined,
        };
      }),
    );
  }
  return cases;
}

/** The app's router, for its routes and which of them serves an address. */
const appRouter = () => createAppRouter(createQueryClient(), createMemoryHistory());

export function screenCases(): ScreenCase[] {
  const listed = routeCases().filter((route) => route.signedIn && !route.expect);
  const router = appRouter();
  const servedBy = (url: string) => router.getMatchedRoutes(url)[2]?.id;
  return Object.values(router.routesById).flatMap((route: AnyRoute) => {
    const screen = route.options.staticData?.specialScreen;
    if (!screen) return [];
    const url = listed.find((listedRoute) => servedBy(listedRoute.url) === route.id)?.url;
    if (!url) return [];
    const guard = screen.guardedBy === false ? undefined : screen.guardedBy === undefined ? url : siteMapPath(screen.guardedBy);
    const menuEntry = guard ? allMenuEntries().find((item) => item.path === guard) : undefined;
    return [{ pattern: route.fullPath, url, permission: menuEntry?.permission, gate: gateOf(menuEntry) }];
  });
}

function allMenuEntries(nodes: readonly MenuNode[] = mainMenu): MenuSection[] {
  return nodes.flatMap((node) => (isMenuGroup(node) ? allMenuEntries(node.children) : [node]));
}

import type { QueryClient } from '@tanstack/react-query';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { notFound, useLocation, useParams, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';
import { routeErrorMessage } from '@/components/ui/RouteError';
import { isSectionEnabled } from '@/config/site-map';
import type { CurrentUser } from '@/generated/models';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import type { ListSearch } from '@/features/records/list/list-search';
import { RecordListScreen } from '@/features/records/list/RecordListScreen';
import { loadListPage, parseRecordId } from '@/features/records/routes';
import { RecordCreateScreen } from '@/features/records/screens/RecordCreateScreen';
import { RecordDetailsScreen } from '@/features/records/screens/RecordDetailsScreen';
import { anySection, findSection, type AnySection } from '@/sections/registry';

/**
 * The generic section routes (`$module/$section/lista.html`, `uj.html`, `{$entityId}.html` and the
 * one-segment `$module/…` forms): each loader finds the section by its URL base in the registry,
 * checks the user's permission before any data is asked for, loads the section's chunk, then the
 * screen's data; the component renders the generic screen from what the loader returned.
 */

/** A section's URL base from the route's params: `/hr/dolgozok` or `/kotelezettsegvallalas`. */
export function sectionBaseOf(params: { module: string; section?: string }): string {
  return params.section === undefined ? `/${params.module}` : `/${params.module}/${params.section}`;
}

/** What a section route's loader hands its component: the section, or a refusal. */
export type SectionAccess = { denied: true } | { denied: false; section: AnySection };

const DENIED: SectionAccess = { denied: true };

async function signedInUser(queryClient: QueryClient): Promise<CurrentUser> {
  return queryClient.ensureQueryData(getCurrentUserQuery());
}

/** The built section under `base` the user may open, or a refusal; an unknown or unbuilt section is not found. */
async function openSection(queryClient: QueryClient, base: string): Promise<{ user: CurrentUser; section: AnySection } | undefined> {
  const found = findSection(base);
  if (!found) throw notFound();
  const user = await signedInUser(queryClient);
  if (!isSectionEnabled(found.entry, new Set(user.permissions))) return undefined;
  return { user, section: await found.load() };
}

/** A read-only user sees no 'Új' (section 6): the section is handed on without its new screen. */
function withoutCreate(section: AnySection): AnySection {
  return section(({ routes, ...rest }) => anySection({ ...rest, routes: { list: routes.list, details: routes.details } }));
}

/** The list at `listPath` (`<base>/lista.html`, or a special-shaped one such as `/rendszerhibak.html`). */
export async function loadSectionList(queryClient: QueryClient, base: string, listPath: string, search: ListSearch): Promise<SectionAccess> {
  const opened = await openSection(queryClient, base);
  if (!opened) return DENIED;
  const { user, section } = opened;
  if (section((s) => s.routes.list) !== listPath) throw notFound();
  await section((s) => loadListPage(queryClient, s, search));
  return { denied: false, section: user.is_readonly ? withoutCreate(section) : section };
}

/** The new screen; refused to a read-only user, not found where the section has none. */
export async function loadSectionCreate(queryClient: QueryClient, base: string): Promise<SectionAccess> {
  const opened = await openSection(queryClient, base);
  if (!opened || opened.user.is_readonly) return DENIED;
  if (!opened.section((s) => Boolean(s.routes.create && s.form && s.api.create))) throw notFound();
  return { denied: false, section: opened.section };
}

/** The details screen of record `entityId` (a positive integer, else not found), its record loaded first. */
export async function loadSectionDetails(queryClient: QueryClient, base: string, entityId: string): Promise<SectionAccess & { id: number }> {
  const id = parseRecordId(entityId);
  const opened = await openSection(queryClient, base);
  if (!opened) return { ...DENIED, id };
  await opened.section((s) => queryClient.ensureQueryData(s.api.get({ path: { id } })));
  return { denied: false, section: opened.section, id };
}

/** The screen a section route answers when the user lacks its permission (section 6). */
export function NoAccessPage() {
  return (
    <Page title="Nincs jogosultság">
      <p>Nincs jogosultsága ehhez az oldalhoz.</p>
      <Link href="/">Vissza a kezdőlapra</Link>
    </Page>
  );
}

export function SectionList({ access, search }: { access: SectionAccess; search: ListSearch }) {
  if (access.denied) return <NoAccessPage />;
  return access.section((section) => <RecordListScreen section={section} search={search} />);
}

export function SectionCreate({ access }: { access: SectionAccess }) {
  if (access.denied) return <NoAccessPage />;
  return access.section((section) => <RecordCreateScreen section={section} />);
}

export function SectionDetails({ access }: { access: SectionAccess & { id: number } }) {
  if (access.denied) return <NoAccessPage />;
  return access.section((section) => <RecordDetailsScreen section={section} id={access.id} />);
}

/**
 * A section screen that failed to load: the error inside the section's page (its title stays), a
 * retry and the way back to the section's list.
 */
export function SectionRouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const reset = useQueryErrorResetBoundary();
  const params = useParams({ strict: false });
  const { pathname } = useLocation();
  const base = params.module ? sectionBaseOf({ module: params.module, section: params.section }) : pathname.replace(/\.html$/, '');
  const entry = findSection(base)?.entry;
  return (
    <Page title={entry?.label ?? 'Hiba történt'}>
      <Alert tone="error">{routeErrorMessage(error)}</Alert>
      {/* The route sweep (tests/routes) counts a screen showing this as failing. */}
      <div className="form-actions" data-route-error="">
        <Button
          onPress={() => {
            reset.reset();
            void router.invalidate();
          }}
        >
          Újrapróbálás
        </Button>
        {entry && entry.path !== pathname ? <Link href={entry.path}>Vissza a listához</Link> : null}
      </div>
    </Page>
  );
}

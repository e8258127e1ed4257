import { useLocation, useParams, type ErrorComponentProps } from '@tanstack/react-router';
import { Alert } from '@/components/ui/Alert';
import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';
import { CrashReportLink, routeErrorMessage, RouteRetryButton } from '@/components/ui/RouteError';
import { findSection } from '@/sections/registry';
import { sectionBaseOf } from './access';

/**
 * A section screen that failed to load: the error inside the section's page (its title stays), a
 * retry and the way back to the section's list.
 */
export function SectionRouteError({ error }: ErrorComponentProps) {
  const params = useParams({ strict: false });
  const { pathname } = useLocation();
  const base = params.module ? sectionBaseOf({ module: params.module, section: params.section }) : pathname.replace(/\.html$/, '');
  const entry = findSection(base)?.entry;
  return (
    <Page title={entry?.label ?? 'Hiba történt'}>
      <Alert tone="error">{routeErrorMessage(error)}</Alert>
      {/* The route sweep (tests/routes) counts a screen showing this as failing. */}
      <div className="form-actions" data-route-error="">
        <RouteRetryButton />
        <CrashReportLink error={error} />
        {entry && entry.path !== pathname ? <Link href={entry.path}>Vissza a listához</Link> : null}
      </div>
    </Page>
  );
}

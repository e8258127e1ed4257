import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { defaultStringifySearch, useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ApiError } from '@/generated/runtime';
import { crashMessage, crashReportInput, CRASH_REPORT_FORM_PATH, reportCrash } from '@/lib/crash-reports';
import { Alert } from './Alert';
import { Button } from './Button';
import { Link } from './Link';

/** What went wrong when a screen failed to load, in Hungarian. */
export function routeErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return 'A keresett tétel nem található.';
    if (error.status === 403) return 'Nincs jogosultsága az oldal megtekintéséhez.';
    if (error.status >= 500) return 'A szerver hibát jelzett. Kérjük, próbálja újra később.';
    return `A kérés nem sikerült (${error.status}).`;
  }
  return 'Váratlan hiba történt.';
}

/** Loads the failed screen again: clears the failed queries' error state and reruns the loaders. */
export function RouteRetryButton() {
  const router = useRouter();
  const reset = useQueryErrorResetBoundary();
  return (
    <Button
      onPress={() => {
        reset.reset();
        void router.invalidate();
      }}
    >
      Újrapróbálás
    </Button>
  );
}

/**
 * The error screen's crash report: the error goes to the reporter (lib/crash-reports.ts; once, if React's
 * root callback had it first), and 'Hiba bejelentése' opens a new system error report with the address,
 * the time and the message filled in (its form takes start values from its address).
 */
export function CrashReportLink({ error }: { error: unknown }) {
  const address = useLocation({ select: (location) => location.href });
  const [seen] = useState(() => ({ address, time: new Date() }));
  useEffect(() => {
    reportCrash(error, { kind: 'error-screen', address: seen.address });
  }, [error, seen]);
  const input = crashReportInput({ message: crashMessage(error), ...seen });
  return <Link href={`${CRASH_REPORT_FORM_PATH}${defaultStringifySearch(input)}`}>Hiba bejelentése</Link>;
}

/** A screen that failed to load: what went wrong, in Hungarian, a way to try again and to report it. */
export function RouteError({ error }: ErrorComponentProps) {
  return (
    <section className="page">
      <h1>Hiba történt</h1>
      <Alert tone="error">{routeErrorMessage(error)}</Alert>
      <div className="form-actions">
        <RouteRetryButton />
        <CrashReportLink error={error} />
      </div>
    </section>
  );
}

/** A screen on its way: a spinner and 'Betöltés…', marked busy for assistive technology. */
export function RoutePending() {
  return (
    <div className="route-pending" role="status" aria-live="polite" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span>Betöltés…</span>
    </div>
  );
}

import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '@/generated/runtime';
import { Alert } from './Alert';
import { Button } from './Button';

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

/** A screen that failed to load: what went wrong, in Hungarian, and a way to try again. */
export function RouteError({ error }: ErrorComponentProps) {
  return (
    <section className="page">
      <h1>Hiba történt</h1>
      <Alert tone="error">{routeErrorMessage(error)}</Alert>
      <RouteRetryButton />
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

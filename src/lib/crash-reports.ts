import type { ErrorInfo } from 'react';
import type { SystemErrorReportInput } from '@/generated/models';
import { formatDateTime } from './format-date';
import { forgetOnSignOut } from './session-memory';

/**
 * The one place a crash goes: an error nothing handled (React's root callbacks, the window's
 * `error` and `unhandledrejection`) and an error that reached the router's error screen. Each is
 * handed once to every sink set with setCrashReportSink (a deployment's Sentry or OpenTelemetry
 * needs only that) and the last few are kept in memory for the error screen's 'Hiba bejelentése'.
 * Nothing is stored: a report leaves the page only through a sink or the report form.
 */

/** Where a crash was met: nothing caught it, a React error boundary did, or it reached the error screen. */
export type CrashKind = 'uncaught' | 'caught' | 'error-screen';

export interface CrashReport {
  /** The error's own message (technical, as thrown). */
  message: string;
  /** The address shown when it happened (path, search and hash). */
  address: string;
  time: Date;
  kind: CrashKind;
  /** What was thrown. */
  error: unknown;
  /** React's component stack, where React caught it. */
  componentStack?: string;
}

export type CrashReportSink = (report: CrashReport) => void;

const sinks = new Set<CrashReportSink>();
// The same error reaches React's callback and the error screen: it is one crash, reported once.
const reported = new WeakMap<object, CrashReport>();
const recent: CrashReport[] = [];
const KEEP = 20;

/** The message of whatever was thrown. */
export function crashMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

const currentAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Reports a crash: hands it to every sink and keeps it. Reporting the same error object again
 * returns the first report and sends nothing.
 */
export function reportCrash(error: unknown, details: { kind: CrashKind; address?: string; componentStack?: string }): CrashReport {
  const key = typeof error === 'object' && error !== null ? error : undefined;
  const known = key && reported.get(key);
  if (known) return known;
  const report: CrashReport = {
    message: crashMessage(error),
    address: details.address ?? currentAddress(),
    time: new Date(),
    kind: details.kind,
    error,
    ...(details.componentStack ? { componentStack: details.componentStack } : {}),
  };
  if (key) reported.set(key, report);
  recent.unshift(report);
  recent.length = Math.min(recent.length, KEEP);
  for (const sink of sinks) {
    try {
      sink(report);
    } catch (failure) {
      // A sink's own fault must not stop the others, nor report itself again.
      console.error('A hibajelentés továbbítása nem sikerült.', failure);
    }
  }
  return report;
}

/**
 * Sends every crash report to `sink` too (README: "Crash reports"): a deployment's error tracker
 * (Sentry's `captureException`, an OpenTelemetry exporter) needs only this. Returns what removes it.
 */
export function setCrashReportSink(sink: CrashReportSink): () => void {
  sinks.add(sink);
  return () => {
    sinks.delete(sink);
  };
}

/** The crashes reported on this page, the newest first (memory only). */
export function recentCrashReports(): readonly CrashReport[] {
  return recent;
}

/** The error callbacks of a React root (createRoot's options): React's own logging stays, and each crash is reported. */
export function rootErrorCallbacks() {
  return {
    onUncaughtError(error: unknown, info: ErrorInfo) {
      console.error(error);
      reportCrash(error, { kind: 'uncaught', componentStack: info.componentStack ?? undefined });
    },
    onCaughtError(error: unknown, info: ErrorInfo) {
      console.error(error);
      reportCrash(error, { kind: 'caught', componentStack: info.componentStack ?? undefined });
    },
  };
}

/** Reports what the window catches outside React (an event handler's throw, a promise nobody awaited); returns what stops it. */
export function reportWindowErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => void reportCrash(event.error ?? event.message, { kind: 'uncaught' });
  const onRejection = (event: PromiseRejectionEvent) => void reportCrash(event.reason, { kind: 'uncaught' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** The new system error report's screen (the site map's `system-error-reports` create address; kept here so the first load's error screen does not carry the site map, crash-reports.test.ts checks they agree). */
export const CRASH_REPORT_FORM_PATH = '/rendszerhibak/uj.html';

const TITLE_MAX = 200;

/**
 * A new system error report (section 2, 'Rendszerhiba bejelentések') filled from a crash: category
 * 'Programhiba', titled by the message, the address, the time and the message in its description,
 * with a line left for what the user was doing.
 */
export function crashReportInput(report: Pick<CrashReport, 'message' | 'address' | 'time'>): SystemErrorReportInput {
  const title = `Programhiba: ${report.message}`;
  const seconds = String(report.time.getSeconds()).padStart(2, '0');
  return {
    category: 'bug',
    title: title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title,
    description: [
      `Cím: ${window.location.origin}${report.address}`,
      `Időpont: ${formatDateTime(report.time)}:${seconds}`,
      `Hibaüzenet: ${report.message}`,
      '',
      'Mit csinált, amikor a hiba történt? ',
    ].join('\n'),
  };
}

// The kept reports name the addresses a user visited: the next user of the tab does not find them. The sinks stay (the deployment's).
forgetOnSignOut(() => {
  recent.length = 0;
});

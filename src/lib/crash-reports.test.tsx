import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionAddresses } from '@/config/site-map';
import {
  CRASH_REPORT_FORM_PATH,
  crashReportInput,
  recentCrashReports,
  reportCrash,
  reportWindowErrors,
  rootErrorCallbacks,
  setCrashReportSink,
  type CrashReport,
} from './crash-reports';
import { forgetSessionMemories } from './session-memory';

function Broken(): ReactNode {
  throw new Error('Cannot read properties of undefined (reading "name")');
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>Hiba történt</p> : this.props.children;
  }
}

/** Renders `node` in a root made as main.tsx makes the app's, and returns what the sink received. */
async function renderInRoot(node: ReactNode) {
  const received: CrashReport[] = [];
  const removeSink = setCrashReportSink((report) => received.push(report));
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container, rootErrorCallbacks());
  // Outside act() as in the browser: act() throws a render error itself rather than give it to the root's callback.
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  try {
    root.render(node);
    await vi.waitFor(() => expect(received.length + container.childElementCount).toBeGreaterThan(0));
    root.unmount();
  } finally {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  }
  removeSink();
  return received;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('crash reports', () => {
  it('a render error nothing catches reaches the reporter through the root callback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/kotelezettsegvallalas/1042.html');
    const received = await renderInRoot(<Broken />);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      kind: 'uncaught',
      message: 'Cannot read properties of undefined (reading "name")',
      address: '/kotelezettsegvallalas/1042.html',
    });
    expect(received[0]!.componentStack).toContain('Broken');
    expect(recentCrashReports()[0]).toBe(received[0]);
  });

  it('one an error boundary catches (the router’s error screen) reaches it too, and React still logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const received = await renderInRoot(
      <Boundary>
        <Broken />
      </Boundary>,
    );
    expect(received.map((report) => report.kind)).toEqual(['caught']);
    expect(logged).toHaveBeenCalled();
  });

  it('the same error reported again (by the error screen after the root callback) is one report, sent once', () => {
    const sink = vi.fn();
    const removeSink = setCrashReportSink(sink);
    const error = new Error('egyszer');
    const first = reportCrash(error, { kind: 'caught' });
    expect(reportCrash(error, { kind: 'error-screen', address: '/masik.html' })).toBe(first);
    expect(sink).toHaveBeenCalledTimes(1);
    removeSink();
    reportCrash(new Error('utána'), { kind: 'uncaught' });
    expect(sink).toHaveBeenCalledTimes(1);
  });

  it("a sink's own failure does not stop the other sinks", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const removeFailing = setCrashReportSink(() => {
      throw new Error('a nyomkövető nem érhető el');
    });
    const sink = vi.fn();
    const removeSink = setCrashReportSink(sink);
    reportCrash(new Error('hiba'), { kind: 'uncaught' });
    expect(sink).toHaveBeenCalledTimes(1);
    removeFailing();
    removeSink();
  });

  it("errors outside React (an event handler's throw, a promise nobody awaited) are reported from the window", () => {
    const messages: string[] = [];
    const removeSink = setCrashReportSink((report) => messages.push(report.message));
    const stop = reportWindowErrors();
    const thrown = new Error('kattintáskor');
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('elutasítva') });
    window.dispatchEvent(rejection);
    stop();
    removeSink();
    expect(messages).toEqual(['kattintáskor', 'elutasítva']);
  });

  it('a system error report is filled from a crash: a Programhiba titled by the message, with the address, the time and the message', () => {
    const input = crashReportInput({ message: 'x is undefined', address: '/hr/dolgozok/12.html?lap=2', time: new Date(2026, 11, 2, 9, 5, 7) });
    expect(input).toEqual({
      category: 'bug',
      title: 'Programhiba: x is undefined',
      description: `Cím: ${window.location.origin}/hr/dolgozok/12.html?lap=2\nIdőpont: 2026. 12. 02. 09:05:07\nHibaüzenet: x is undefined\n\nMit csinált, amikor a hiba történt? `,
    });
    expect(crashReportInput({ message: 'a'.repeat(300), address: '/', time: new Date() }).title).toHaveLength(200);
  });

  it('the report form is the system error reports’ new screen of the site map, and a sign-out forgets the kept reports', () => {
    expect(CRASH_REPORT_FORM_PATH).toBe(sectionAddresses('system-error-reports').create);
    reportCrash(new Error('előző felhasználóé'), { kind: 'uncaught' });
    forgetSessionMemories();
    expect(recentCrashReports()).toEqual([]);
  });
});

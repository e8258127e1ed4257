import { useDeferredValue, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { listHref } from '@/lib/list-memory';
import { Link } from './Link';

export interface TitleRibbonProps {
  title: ReactNode;
  actions?: ReactNode;
  /** Where '‹ Vissza a listához' leads (a details or new screen's list, with the search it was left with); no link when absent. */
  backTo?: string;
}

export interface PageProps extends TitleRibbonProps {
  /** The screen's name in the trail, where it differs from the title (a record: its own title, without the section's name). */
  trailTitle?: string;
  children: ReactNode;
}

/** A screen's title ribbon: the way back above the header, the header on the left, the actions on the right. */
export function TitleRibbon({ title, actions, backTo }: TitleRibbonProps) {
  return (
    <div className="title-ribbon">
      {backTo ? (
        <Link href={listHref(backTo)} className="title-ribbon__back">
          <span aria-hidden="true">‹ </span>Vissza a listához
        </Link>
      ) : null}
      <Heading level={1} className="title-ribbon__title">
        {title}
      </Heading>
      {actions ? <div className="title-ribbon__actions">{actions}</div> : null}
    </div>
  );
}

export const APP_TITLE = 'Tankerületi portál';

/** The browser tab carries the screen's title while the screen is shown (a title that is not text leaves the app's name). */
export function useDocumentTitle(title: ReactNode) {
  const text = typeof title === 'string' || typeof title === 'number' ? `${title} – ${APP_TITLE}` : APP_TITLE;
  useEffect(() => {
    document.title = text;
    return () => {
      document.title = APP_TITLE;
    };
  }, [text]);
}

let shownScreenTitle: string | undefined;
const screenTitleListeners = new Set<() => void>();

function publishScreenTitle(title: string | undefined) {
  shownScreenTitle = title;
  for (const listener of screenTitleListeners) listener();
}

function subscribeScreenTitle(listener: () => void) {
  screenTitleListeners.add(listener);
  return () => void screenTitleListeners.delete(listener);
}

/** The name of the screen shown now (its trail title, else its title when that is text), for the trail above it. */
export function useScreenTitle(): string | undefined {
  return useSyncExternalStore(
    subscribeScreenTitle,
    () => shownScreenTitle,
    () => undefined,
  );
}

export function Page({ title, actions, backTo, trailTitle, children }: PageProps) {
  useDocumentTitle(title);
  // A new screen renders in React's background pass, which yields to the browser every few milliseconds: a long screen
  // (a list's filters, a record's fieldsets, a month) was one main-thread task of 150–500 ms on its direct load (npm run
  // bench). Its title and body still show together, in one commit.
  const shown = useDeferredValue(true, false);
  const name = trailTitle ?? (typeof title === 'string' ? title : undefined);
  useEffect(() => {
    publishScreenTitle(name);
    return () => publishScreenTitle(undefined);
  }, [name]);
  return (
    <section className="page">
      {shown ? (
        <>
          <TitleRibbon title={title} actions={actions} backTo={backTo} />
          {children}
        </>
      ) : null}
    </section>
  );
}

import { useEffect, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Link } from './Link';

export interface TitleRibbonProps {
  title: ReactNode;
  actions?: ReactNode;
  /** Where '‹ Vissza a listához' leads (a details or new screen's list); no link when absent. */
  backTo?: string;
}

/** A screen's title ribbon: the way back above the header, the header on the left, the actions on the right. */
export function TitleRibbon({ title, actions, backTo }: TitleRibbonProps) {
  return (
    <div className="title-ribbon">
      {backTo ? (
        <Link href={backTo} className="title-ribbon__back">
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
function useDocumentTitle(title: ReactNode) {
  const text = typeof title === 'string' || typeof title === 'number' ? `${title} – ${APP_TITLE}` : APP_TITLE;
  useEffect(() => {
    document.title = text;
    return () => {
      document.title = APP_TITLE;
    };
  }, [text]);
}

export function Page({ title, actions, backTo, children }: TitleRibbonProps & { children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="page">
      <TitleRibbon title={title} actions={actions} backTo={backTo} />
      {children}
    </section>
  );
}

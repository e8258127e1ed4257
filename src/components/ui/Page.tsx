import { useEffect, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';

/** A screen's title ribbon: the header on the left, the actions on the right. */
export function TitleRibbon({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <div className="title-ribbon">
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

export function Page({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="page">
      <TitleRibbon title={title} actions={actions} />
      {children}
    </section>
  );
}

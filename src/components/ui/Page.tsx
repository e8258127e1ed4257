import type { ReactNode } from 'react';
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

export function Page({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="page">
      <TitleRibbon title={title} actions={actions} />
      {children}
    </section>
  );
}
